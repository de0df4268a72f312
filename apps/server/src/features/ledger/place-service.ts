import type { Database, Db, Tx } from '../../db/client.ts';
import { countOrders } from '../../observability/process-metrics.ts';
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

export type { NamingOrderToPlace, OrderLimit, OrderToPlace, PlacedOrder } from './place-repository.ts';

/**
 * place: a money or goods gift, PENDING, under the donor's order limit, their earlier unpaid order
 * of the project cancelled — one script, one round trip. Null: the limit is full. What is placed
 * (the amount, the sections kept) was checked by features/orders.
 */
export async function placeOrder(
  database: Database,
  order: OrderToPlace,
  limit: OrderLimit,
  now = new Date(),
): Promise<PlacedOrder | null> {
  const placed = await placeOrderUnderLimit(database, order, limit, now);
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
