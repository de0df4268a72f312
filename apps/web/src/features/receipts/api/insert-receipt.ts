import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { ReceiptApplication } from '@alma/shared/validation/receipt-application';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { RECEIPTS_KEY } from './get-receipts.ts';

/**
 * POST receipt/insert (doc 3 §3). Code 0 is success; any other answer's message is toasted by the
 * api client (doc 3 §8).
 */
export function useInsertReceipt() {
  return useMutation({
    mutationFn: (body: ReceiptApplication) =>
      apiPost<unknown>(SPEC_PATHS.receipt.insert, { ...body, donateRecordIds: [...body.donateRecordIds] }),
  });
}

/** After the success dialog is confirmed, every receipt list and the stay list reload (doc 3 §4). */
export function reloadReceipts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: RECEIPTS_KEY });
}
