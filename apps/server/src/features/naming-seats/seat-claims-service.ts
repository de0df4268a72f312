import type { Db, Tx } from '../../db/client.ts';
import { type HoldInput, type HoldResult, holdSeats, nameSeatsOf } from './seat-claims-repository.ts';

/**
 * What other features do with seat claims, inside their own transactions: an order holds seats
 * when it is placed (features/orders) and names them when it is paid (features/ledger).
 */

export function holdSeatsForOrder(conn: Db | Tx, input: HoldInput): Promise<HoldResult> {
  return holdSeats(conn, input);
}

/**
 * A paid order's seats named; `lost` when it was a late payment and a seat it had held was taken
 * meanwhile (then nothing is named).
 */
export async function nameSeatsOfOrder(
  conn: Db | Tx,
  donationId: number,
  now: Date,
): Promise<{ named: number; lost: boolean }> {
  const result = await nameSeatsOf(conn, donationId, now);
  return { named: result.named, lost: result.lostSeats.length > 0 };
}

export { shanghaiDay } from './seat-claims-repository.ts';
