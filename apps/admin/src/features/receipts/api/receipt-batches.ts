import type { TExportFormat } from '@alma/shared/admin-api/exports';
import type {
  TReceiptBatch,
  TReceiptBatchAnswer,
  TReceiptOutstanding,
} from '@alma/shared/admin-api/receipt-batches';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminHref } from '../../../lib/admin-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { batchIsRunning } from '../model/batch-progress.ts';

const BATCHES_KEY = ['receipts', 'batches'] as const;
/** How often a running batch is asked about (the job runner polls every 2 s). */
const BATCH_POLL_MS = 2_000;

const outstandingOptions = (year: number) => ({
  queryKey: ['receipts', 'outstanding', year] as const,
  queryFn: () => adminCall<TReceiptOutstanding>('GET', '/receipts/outstanding', { query: { year } }),
});

const batchOptions = (year: number) => ({
  queryKey: [...BATCHES_KEY, year] as const,
  queryFn: () => adminCall<TReceiptBatchAnswer>('GET', '/receipts/batches', { query: { year } }),
});

/** The year's e-receipts still to issue: how many, and their total in yuan. */
export function useOutstandingReceipts(year: number) {
  const client = useQueryClient();
  const batch = useQuery({
    ...batchOptions(year),
    refetchInterval: (query) => (batchIsRunning(query.state.data?.batch ?? null) ? BATCH_POLL_MS : false),
  });
  const current = batch.data?.batch ?? null;
  // The count falls as the batch issues: asked again whenever the progress moves (its end too).
  const outstanding = useQuery({
    ...outstandingOptions(year),
    queryKey: [...outstandingOptions(year).queryKey, current?.id, current?.state, current?.waiting],
    placeholderData: keepPreviousData,
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: outstandingOptions(year).queryKey }),
      client.invalidateQueries({ queryKey: ['receipts', 'list'] }),
    ]);
  return { batch, outstanding, refresh };
}

/** Starts the year's batch; the answer is its first progress. */
export function useStartReceiptBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => adminCall<TReceiptBatch>('POST', '/receipts/batches', { body: { year } }),
    onSuccess: (batch) => {
      client.setQueryData<TReceiptBatchAnswer>(batchOptions(batch.year).queryKey, { batch });
      return Promise.all(
        [['receipts'], ['jobs'], ['audit']].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** The year's receipt ledger as a plain link (the file streams to disk), in the console's language. */
export const receiptLedgerHref = (year: number, format: TExportFormat) =>
  adminHref('/receipts/ledger', { year, format, language: currentLanguage() });
