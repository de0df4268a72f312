import type {
  TDonorDetail,
  TDonorDisabled,
  TDonorPersonal,
  TDonorRow,
  ZDonorQuery,
} from '@alma/shared/admin-api/donors';
import type { TAdminPage, TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

const DONORS_KEY = ['donors'] as const;

/** GET /donors, one page; a mobile is matched on the server through its lookup hash. */
export function useDonorPage(query: z.output<typeof ZDonorQuery>) {
  return useQuery({
    queryKey: [...DONORS_KEY, 'list', query],
    queryFn: () => adminCall<TAdminRows<TDonorRow>>('GET', '/donors', { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /donors/:id with one page of the donor's gifts. */
export function useDonorDetail(id: number | undefined, gifts: TAdminPage) {
  return useQuery({
    queryKey: [...DONORS_KEY, 'detail', id, gifts],
    queryFn: () => adminCall<TDonorDetail>('GET', `/donors/${id}`, { query: gifts }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The whole mobile and ID number; the server writes the look into the audit trail. */
export function useRevealDonor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall<TDonorPersonal>('POST', `/donors/${id}/reveal`, { body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['audit'] }),
  });
}

export function useSetAlumni() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAlumni }: { id: number; isAlumni: boolean }) =>
      adminCall('PUT', `/donors/${id}/alumni`, { body: { isAlumni } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: DONORS_KEY }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

/** Disables (every session of the donor ends at once) or re-enables a donor account. */
export function useSetDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number } & TDonorDisabled) =>
      adminCall('PUT', `/donors/${id}/disabled`, { body: { disabled } satisfies TDonorDisabled }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: DONORS_KEY }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
