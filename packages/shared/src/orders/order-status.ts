/**
 * An order's life (DESIGN.md §3). Each arrow is one movement of the ledger
 * (apps/server/src/features/ledger), and the database refuses any other (migration 0014's trigger
 * on `donations`, checked against this table in ledger-guard.test.ts):
 *
 *   PENDING ──settle──▶ PAID ──refundPart──▶ PARTLY_REFUNDED ──refundPart──▶ PARTLY_REFUNDED
 *      │                 │                         │
 *      │                 └────────refundAll────────┴──refundAll──▶ REFUNDED
 *      ├──cancel──▶ CANCELLED ─┐
 *      └──expire──▶ EXPIRED ───┴──settle──▶ PAID          (a late payment: what it bought is free)
 *                              └──refuseLate──▶ REFUNDED   (a late naming payment whose objects were
 *                                                           taken meanwhile: its money goes back)
 *
 * An order enters the machine one of two ways (ORDER_ENTRIES): placed, PENDING until its payment
 * comes; or recorded, PAID at once — money finance already holds (a bank transfer, cash, a cheque
 * received outside the app, issue 21), counted in the totals by the same trigger as any paid order.
 *
 * PAID and PARTLY_REFUNDED are the standing gifts: their money counts in every total, directory
 * and record. A refund of part of a gift leaves it standing with what it still holds.
 */
export const ORDER_STATUSES = [
  'PENDING',
  'PAID',
  'PARTLY_REFUNDED',
  'REFUNDED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order enters the ledger, and the status it starts in: the only statuses an order is inserted in. */
export const ORDER_ENTRIES = { place: 'PENDING', record: 'PAID' } as const satisfies Record<
  string,
  TOrderStatus
>;
export type TOrderEntry = keyof typeof ORDER_ENTRIES;

export const ORDER_MOVES = ['settle', 'cancel', 'expire', 'refundPart', 'refundAll', 'refuseLate'] as const;
export type TOrderMove = (typeof ORDER_MOVES)[number];

const MOVES: Readonly<Record<TOrderStatus, Readonly<Partial<Record<TOrderMove, TOrderStatus>>>>> = {
  PENDING: { settle: 'PAID', cancel: 'CANCELLED', expire: 'EXPIRED' },
  CANCELLED: { settle: 'PAID', refuseLate: 'REFUNDED' },
  EXPIRED: { settle: 'PAID', refuseLate: 'REFUNDED' },
  PAID: { refundPart: 'PARTLY_REFUNDED', refundAll: 'REFUNDED' },
  PARTLY_REFUNDED: { refundPart: 'PARTLY_REFUNDED', refundAll: 'REFUNDED' },
  REFUNDED: {},
};

/** Where `move` takes an order in `from`; null when the machine has no such arrow. */
export function nextOrderStatus(from: TOrderStatus, move: TOrderMove): TOrderStatus | null {
  return MOVES[from][move] ?? null;
}

/** The statuses `move` may start from: the ledger's conditional updates are written from these. */
export function statusesThatCan(move: TOrderMove): TOrderStatus[] {
  return ORDER_STATUSES.filter((status) => nextOrderStatus(status, move) !== null);
}

/** Whether some movement takes an order from `from` to `to` (PARTLY_REFUNDED may refund part again). */
export function canMoveOrder(from: TOrderStatus, to: TOrderStatus): boolean {
  return ORDER_MOVES.some((move) => nextOrderStatus(from, move) === to);
}

/** Every arrow of the machine, for the database's guard and its test. */
export function orderArrows(): Array<[TOrderStatus, TOrderStatus]> {
  const arrows = new Map<string, [TOrderStatus, TOrderStatus]>();
  for (const from of ORDER_STATUSES) {
    for (const to of Object.values(MOVES[from])) arrows.set(`${from}>${to}`, [from, to]);
  }
  return [...arrows.values()];
}

/** Gifts that stand: their money (what they still hold) counts in totals, directories and records. */
export const STANDING_ORDER_STATUSES = ['PAID', 'PARTLY_REFUNDED'] as const satisfies readonly TOrderStatus[];

export function isStanding(status: string): boolean {
  return (STANDING_ORDER_STATUSES as readonly string[]).includes(status);
}

export function isOrderStatus(value: unknown): value is TOrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
