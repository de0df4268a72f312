import type { Db } from '../../db/client.ts';
import { certificateImageKey } from '../certificates/paid-order-service.ts';
import { receiptFileKeys } from '../receipts/application-service.ts';

/** The stored file a signed link names, or null when it does not exist (yet). */
export async function storedDocumentKey(
  db: Db,
  kind: 'certificate' | 'receipt' | 'receipt-void',
  id: number,
): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (kind === 'certificate') return certificateImageKey(db, id);
  const keys = await receiptFileKeys(db, id);
  return (kind === 'receipt' ? keys?.fileKey : keys?.voidFileKey) ?? null;
}
