import type { Db, Tx } from '../../db/client.ts';
import {
  findReceiptFileKeys,
  insertReceipts,
  markReceiptVoided,
  type NewReceipt,
  type ReceiptRecord,
} from './repository.ts';

export type { NewReceipt } from './repository.ts';

/** The receipt applications of a batch of paid orders (features/documents), in its transaction. */
export function addReceipts(tx: Tx, values: NewReceipt[]): Promise<ReceiptRecord[]> {
  return insertReceipts(tx, values);
}

/**
 * A refunded order's receipt voided (features/documents), in its transaction: the receipt, or
 * undefined when the order had none not yet voided.
 */
export function voidReceiptOfOrder(conn: Tx | Db, donationId: number, now: Date) {
  return markReceiptVoided(conn, donationId, now);
}

/** The stored file of the receipt a signed link names, and its 红冲 file (features/documents). */
export function receiptFileKeys(db: Db, id: number) {
  return findReceiptFileKeys(db, id);
}
