import type { TAgreementDetail, TAgreementRow, ZAgreementQuery } from '@alma/shared/admin-api/agreements';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

/** Every query of this screen starts with this key: a void asks them all again (the list, a detail). */
const AGREEMENTS_KEY = ['agreements'] as const;

export type TAgreementsQuery = z.output<typeof ZAgreementQuery>;

const agreementPageOptions = (query: TAgreementsQuery) =>
  queryOptions({
    queryKey: [...AGREEMENTS_KEY, 'list', query],
    queryFn: () => adminCall<TAdminRows<TAgreementRow>>('GET', '/agreements', { query }),
    placeholderData: keepPreviousData,
  });

const agreementDetailOptions = (id: number) =>
  queryOptions({
    queryKey: [...AGREEMENTS_KEY, 'detail', id],
    queryFn: () => adminCall<TAgreementDetail>('GET', `/agreements/${id}`),
  });

/** GET /agreements: one page of the list, the last page kept while the next one loads. */
export function useAgreementPage(query: TAgreementsQuery, enabled: boolean) {
  return useQuery({ ...agreementPageOptions(query), enabled });
}

/** GET /agreements/:id: the agreement with its versions, evidence and links to each file. */
export function useAgreementDetail(id: number | undefined) {
  return useQuery({ ...agreementDetailOptions(id ?? 0), enabled: id !== undefined });
}

/** POST /agreements/:id/void: the answer is the agreement as it now is; lists and the audit trail are asked again. */
export function useVoidAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminCall<TAgreementDetail>('POST', `/agreements/${id}/void`, { body: { reason } }),
    onSuccess: (detail) => {
      client.setQueryData(agreementDetailOptions(detail.id).queryKey, detail);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...AGREEMENTS_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]);
    },
  });
}
