import type { TReceiptBatch } from '@alma/shared/admin-api/receipt-batches';

/** A batch still moving: its job queues the receipts, or some of them wait (a retry too). */
export const batchIsRunning = (batch: TReceiptBatch | null): boolean =>
  batch !== null && batch.state !== 'done';

/**
 * The bar: the share of the batch's receipts that are through (issued, skipped or failed), whole
 * percent, never 100 while any waits; the failed part drawn as such.
 */
export function batchPercent(batch: TReceiptBatch): { through: number; failed: number } {
  if (batch.total === 0) return { through: 100, failed: 0 };
  const through = batch.issued + batch.skipped + batch.failed;
  const percent = Math.floor((through * 100) / batch.total);
  return {
    through: batch.waiting > 0 ? Math.min(percent, 99) : 100,
    failed: Math.floor((batch.failed * 100) / batch.total),
  };
}

/** The years offered: this one and the five before (year-end work is for the year just ended). */
export function batchYears(now: Date): number[] {
  // The Shanghai year: the server counts gifts by it.
  const year = new Date(now.getTime() + 8 * 60 * 60 * 1000).getUTCFullYear();
  return Array.from({ length: 6 }, (_, index) => year - index);
}
