import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { seatClaims, seats } from '../../db/schema/naming.ts';

/**
 * items.naming_count_donate as namings end. A payment locks its project's row before it names
 * seats (applyTotals, then nameSeatsOf); ending namings locks the rows first too, in id order,
 * so the two can never wait on each other in opposite orders.
 */
export async function lockProjectsWithEndingNamings(tx: Tx, today: string): Promise<number[]> {
  const ending = tx
    .select({ itemsId: seats.itemsId })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .where(and(eq(seatClaims.state, 'named'), lt(seatClaims.namedUntil, today)));
  const rows = await tx
    .select({ id: items.id })
    .from(items)
    .where(inArray(items.id, ending))
    .orderBy(asc(items.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Takes the released namings off each project's named count (never below zero). */
export async function lowerNamingCountDonate(
  tx: Tx,
  released: Array<{ itemsId: number; released: number }>,
): Promise<void> {
  for (const { itemsId, released: count } of [...released].sort((a, b) => a.itemsId - b.itemsId)) {
    if (count <= 0) continue;
    await tx
      .update(items)
      .set({ namingCountDonate: sql`greatest(${items.namingCountDonate} - ${count}, 0)` })
      .where(eq(items.id, itemsId));
  }
}
