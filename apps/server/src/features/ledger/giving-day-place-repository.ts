import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { givingDayGifts, givingDayItems, givingDays } from '../../db/schema/giving-days.ts';
import { emitEvent } from '../../jobs/outbox.ts';
import type { OrderToPlace, PlacedOrder } from './place-repository.ts';

/**
 * Placing a gift to a project of a live giving day (issue 25): the order row in plain statements,
 * since the gift also joins the day's boards and reserves its matches in the same transaction
 * (place-service.ts). Ordinary gifts keep their one-round-trip script (place-repository.ts).
 */

/** A giving day's window over one of its projects, and the donor fields it ranks gifts by. */
export type GivingDayWindow = {
  givingDayId: number;
  itemId: number;
  startsAt: Date;
  endsAt: Date;
  boardFields: string[];
};

/** Every project's giving-day windows that have not ended by `now`. */
export async function givingDayWindowsFrom(db: Db, now: Date): Promise<GivingDayWindow[]> {
  return db
    .select({
      givingDayId: givingDays.id,
      itemId: givingDayItems.itemId,
      startsAt: givingDays.startsAt,
      endsAt: givingDays.endsAt,
      boardFields: givingDays.boardFields,
    })
    .from(givingDays)
    .innerJoin(givingDayItems, eq(givingDayItems.givingDayId, givingDays.id))
    .where(and(gt(givingDays.endsAt, now)));
}

/** The PENDING order and its `order.placed` event; answers its id with what the donor is answered. */
export async function insertPendingOrder(
  tx: Tx,
  order: OrderToPlace,
): Promise<{ donationId: number; placed: PlacedOrder }> {
  const [row] = await tx
    .insert(donations)
    .values({ ...order, status: 'PENDING' })
    .returning({
      id: donations.id,
      billNo: donations.billNo,
      moneyFen: donations.moneyFen,
      payType: donations.payType,
      expiresAt: donations.expiresAt,
      provider: donations.provider,
    });
  if (!row) throw new Error('order not inserted');
  await emitEvent(tx, { kind: 'order.placed', donationId: row.id });
  const { id, ...placed } = row;
  return { donationId: id, placed };
}

/** The gift joins each live day's boards, with only the donor fields that day ranks by. */
export async function insertGivingDayGifts(
  tx: Tx,
  donationId: number,
  days: ReadonlyArray<{ givingDayId: number; boardValues: Record<string, string> }>,
  now: Date,
): Promise<void> {
  if (days.length === 0) return;
  await tx.insert(givingDayGifts).values(
    days.map((day) => ({
      givingDayId: day.givingDayId,
      donationId,
      boardValues: day.boardValues,
      createdAt: now,
    })),
  );
}
