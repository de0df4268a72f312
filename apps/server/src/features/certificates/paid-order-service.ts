import type { Db, Tx } from '../../db/client.ts';
import {
  type CertificateRecord,
  findCertificateImageKey,
  findOwnCertificateOfDonation as findOwnCertificate,
  insertCertificates,
  type NewCertificate,
  voidCertificateOfDonation,
} from './repository.ts';

export type { NewCertificate } from './repository.ts';

/** Certificate rows for a batch of paid orders (features/documents), in its transaction. */
export function addCertificates(tx: Tx, values: NewCertificate[]): Promise<CertificateRecord[]> {
  return insertCertificates(tx, values);
}

/** The donor's own certificate of a paid order (features/orders: the success page), if one was made. */
export function findOwnCertificateOfDonation(db: Db, userId: number, donationId: number) {
  return findOwnCertificate(db, userId, donationId);
}

/** A refunded order's certificate voided (features/documents), in its transaction: how many were. */
export function voidCertificateOfOrder(conn: Tx | Db, donationId: number, now: Date): Promise<number> {
  return voidCertificateOfDonation(conn, donationId, now);
}

/** The stored picture of the certificate a signed link names (features/documents), or null. */
export function certificateImageKey(db: Db, id: number): Promise<string | null> {
  return findCertificateImageKey(db, id);
}
