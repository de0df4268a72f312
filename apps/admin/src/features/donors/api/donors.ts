import type {
  TDonorDetail,
  TDonorDisabled,
  TDonorNote,
  TDonorNoteInput,
  TDonorPersonal,
  TDonorRow,
  TDonorTags,
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

/** GET /donors/:id/notes: the donor's notes and contacts, newest first. */
export function useDonorNotes(id: number) {
  return useQuery({
    queryKey: [...DONORS_KEY, 'notes', id],
    queryFn: () => adminCall<TDonorNote[]>('GET', `/donors/${id}/notes`),
  });
}

function useAfterRecordChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: DONORS_KEY }),
      client.invalidateQueries({ queryKey: ['audit'] }),
    ]);
}

export function useAddDonorNote() {
  const after = useAfterRecordChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TDonorNoteInput }) =>
      adminCall<{ id: number }>('POST', `/donors/${id}/notes`, { body: input }),
    onSuccess: after,
  });
}

export function useDeleteDonorNote() {
  const after = useAfterRecordChange();
  return useMutation({
    mutationFn: ({ id, noteId }: { id: number; noteId: number }) =>
      adminCall('DELETE', `/donors/${id}/notes/${noteId}`),
    onSuccess: after,
  });
}

/** PUT /donors/:id/tags: the whole list. */
export function useSetDonorTags() {
  const after = useAfterRecordChange();
  return useMutation({
    mutationFn: ({ id, tags }: { id: number } & TDonorTags) =>
      adminCall<TDonorTags>('PUT', `/donors/${id}/tags`, { body: { tags } satisfies TDonorTags }),
    onSuccess: after,
  });
}
