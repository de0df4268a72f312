import type {
  TBulkResult,
  TCertificateMove,
  TCertificateQueueRow,
  TExpress,
  ZCertificateQueueQuery,
} from '@alma/shared/admin-api/fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall, adminHref } from '../../../lib/admin-client.ts';

const CERTIFICATES_KEY = ['certificates'] as const;

/** GET /certificates, one page of the paper certificates; the previous page stays while the next loads. */
export function useCertificatePage(query: z.output<typeof ZCertificateQueueQuery>) {
  return useQuery({
    queryKey: [...CERTIFICATES_KEY, 'list', query],
    queryFn: () => adminCall<TAdminRows<TCertificateQueueRow>>('GET', '/certificates', { query }),
    placeholderData: keepPreviousData,
  });
}

/** One certificate with the postal fields whole (the server writes the look into the audit trail). */
export function useCertificateDetail(id: number | undefined) {
  return useQuery({
    queryKey: [...CERTIFICATES_KEY, 'detail', id],
    queryFn: () => adminCall<TCertificateQueueRow>('GET', `/certificates/${id}`),
    enabled: id !== undefined,
  });
}

/** A move shows in the list, the open detail and the audit trail. */
function useCertificateMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

export function useMoveCertificate() {
  return useCertificateMutation(({ id, move }: { id: number; move: TCertificateMove }) =>
    adminCall<TCertificateQueueRow>('POST', `/certificates/${id}/move`, { body: move }),
  );
}

/** A mailed certificate's courier and number, corrected (not a move: the status stays). */
export function useCorrectCertificateExpress() {
  return useCertificateMutation(({ id, express }: { id: number; express: TExpress }) =>
    adminCall<TCertificateQueueRow>('PUT', `/certificates/${id}/express`, { body: express }),
  );
}

/** One bulk call per target status (a selection may hold rows bound for different ones). */
export function useBulkMoveCertificates() {
  return useCertificateMutation(async (moves: Array<{ to: number; ids: number[] }>) => {
    const results: TBulkResult[] = [];
    for (const { to, ids } of moves)
      results.push(await adminCall<TBulkResult>('POST', '/certificates/bulk-move', { body: { ids, to } }));
    return {
      moved: results.flatMap((result) => result.moved),
      skipped: results.flatMap((result) => result.skipped),
    } satisfies TBulkResult;
  });
}

/** The CSV of certificates to mail (awaiting mailing unless another status is asked). */
export const mailingListHref = (status: number | undefined) =>
  adminHref('/certificates/mailing-list', { status });
