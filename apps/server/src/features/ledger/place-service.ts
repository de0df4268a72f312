import type { Database, Db, Tx } from '../../db/client.ts';
import { countOrders } from '../../observability/process-metrics.ts';
import { placeGivingDayGift } from './giving-day-place-repository.ts';
import { liveGivingDaysOf } from './giving-day-windows.ts';
import {
  cancelUnpaidOfProject,
  insertNamingOrder,
  type NamingOrderToPlace,
  type OrderLimit,
  type OrderToPlace,
  type PlacedOrder,
  placeOrderUnderLimit,
  pricePlacedOrder,
  takeOrderLimitHit,
} from './place-repository.ts';
import type { ReservedMatch } from './pool-match-repository.ts';

export { forgetGivingDayWindows } from './giving-day-windows.ts';
export type { NamingOrderToPlace, OrderLimit, OrderToPlace, PlacedOrder } from './place-repository.ts';
export type { ReservedMatch } from './pool-match-repository.ts';

/** A placed order, with the matches its giving days' pools reserved for it (none outside one). */
export type PlacedGift = PlacedOrder & { matches: ReservedMatch[] };

/**
 * place: a money or goods gift, PENDING, under the donor's order limit, their earlier unpaid order
 * of the project cancelled — one script, one round trip. Null: the limit is full. What is placed
 * (the amount, the sections kept) was checked by features/orders. A gift to a project of a live
 * giving day is placed by the same script with one statement more, which enters it on the day's
 * boards and reserves its matches (`fields`: the donor fields of its form, which boards rank by and
 * pools may be scoped to).
 */
export async function placeOrder(
  database: Database,
  order: OrderToPlace,
  limit: OrderLimit,
  now = new Date(),
  fields: Readonly<Record<string, string>> = {},
): Promise<PlacedGift | null> {
  const days = await liveGivingDaysOf(database, order.itemsId, now);
  let placed: PlacedGift | null;
  if (days.length === 0) {
    const plain = await placeOrderUnderLimit(database, order, limit, now);
    placed = plain ? { ...plain, matches: [] } : null;
  } else {
    const boards = days.map((day) => ({
      givingDayId: day.givingDayId,
      boardValues: Object.fromEntries(
        day.boardFields.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])),
      ),
    }));
    const entered = await placeGivingDayGift(
      database,
      { order, limit, boards, donorKey: `u:${order.userId}`, fields },
      now,
    );
    placed = entered ? { ...entered.placed, matches: entered.matches } : null;
  }
  if (placed) countOrders('placed');
  return placed;
}

/** What a naming order holds, priced from the database: the caller's part of placing it. */
export type NamingHold = {
  totalFen: number;
  /** What it names, as directories show it ("A区 3排5座"). */
  label: string;
  formData: Record<string, unknown>;
  makesDocuments: boolean;
};

/**
 * place, a naming order: in one transaction the order limit's hit, the donor's earlier unpaid order
 * of the project cancelled (its holds let go first), the order row, then `hold` — the seats or
 * copies held for it and priced (features/orders, through the naming features) — and the price
 * written. Anything `hold` refuses rolls all of it back. Null: the limit is full.
 */
export async function placeNamingOrder(
  db: Db,
  input: {
    order: NamingOrderToPlace;
    limit: OrderLimit;
    hold: (tx: Tx, donationId: number) => Promise<NamingHold>;
  },
  now = new Date(),
): Promise<PlacedOrder | null> {
  const placed = await db.transaction(async (tx) => {
    if (!(await takeOrderLimitHit(tx, input.limit, now))) return null;
    await cancelUnpaidOfProject(tx, input.order.userId, input.order.itemsId, now);
    const donationId = await insertNamingOrder(tx, input.order);
    const held = await input.hold(tx, donationId);
    return pricePlacedOrder(tx, donationId, {
      moneyFen: held.totalFen,
      seats: held.label,
      formData: held.formData,
      makesDocuments: held.makesDocuments,
    });
  });
  if (placed) countOrders('placed');
  return placed;
}
