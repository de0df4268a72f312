import type {
  TBulkResult,
  TExpress,
  TReceiptMove,
  TReceiptQueueRow,
  ZReceiptQueueQuery,
} from '@alma/shared/admin-api/fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall, adminHref } from '../../../lib/admin-client.ts';

const RECEIPTS_KEY = ['receipts'] as const;

export function useReceiptPage(query: z.output<typeof ZReceiptQueueQuery>) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'list', query],
    queryFn: () => adminCall<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', { query }),
    placeholderData: keepPreviousData,
  });
}

/** One receipt with where it goes whole (the server writes the look into the audit trail). */
export function useReceiptDetail(id: number | undefined) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'detail', id],
    queryFn: () => adminCall<TReceiptQueueRow>('GET', `/receipts/${id}`),
    enabled: id !== undefined,
  });
}

/** Every write shows in the list, the open detail, the job queue and the audit trail. */
function useReceiptMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [RECEIPTS_KEY, ['jobs'], ['audit']].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

export function useMoveReceipt() {
  return useReceiptMutation(({ id, move }: { id: number; move: TReceiptMove }) =>
    adminCall<TReceiptQueueRow>('POST', `/receipts/${id}/move`, { body: move }),
  );
}

/** A mailed paper receipt's courier and number, corrected (not a move: the status stays). */
export function useCorrectReceiptExpress() {
  return useReceiptMutation(({ id, express }: { id: number; express: TExpress }) =>
    adminCall<TReceiptQueueRow>('PUT', `/receipts/${id}/express`, { body: express }),
  );
}

/** One bulk call per target status (a selection may hold rows bound for different ones). */
export function useBulkMoveReceipts() {
  return useReceiptMutation(async (moves: Array<{ to: number; ids: number[] }>) => {
    const results: TBulkResult[] = [];
    for (const { to, ids } of moves)
      results.push(await adminCall<TBulkResult>('POST', '/receipts/bulk-move', { body: { ids, to } }));
    return {
      moved: results.flatMap((result) => result.moved),
      skipped: results.flatMap((result) => result.skipped),
    } satisfies TBulkResult;
  });
}

/**
 * 开具 (at the fiscal platform) or 重新发送: a job each, which the job queue shows. The answer is the
 * bulk moves' shape: `moved` are those queued, `skipped` the others with the server's reason.
 */
export function useQueueReceipts() {
  return useReceiptMutation(({ action, ids }: { action: 'issue' | 'resend'; ids: number[] }) =>
    adminCall<TBulkResult>('POST', `/receipts/${action}`, { body: { ids } }),
  );
}

/** The scan of a paper receipt (JPEG, PNG or PDF); its fileUrl then opens it. */
export function useUploadScan() {
  return useReceiptMutation(({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    return adminCall<TReceiptQueueRow>('POST', `/receipts/${id}/scan`, { body });
  });
}

/** The CSV of paper receipts to mail (awaiting mailing unless another status is asked). */
export const mailingListHref = (status: number | undefined) =>
  adminHref('/receipts/mailing-list', { status });
