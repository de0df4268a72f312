import { isStanding, type TOrderStatus } from '@alma/shared/orders/order-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import {
  donate,
  itemTotals,
  notify,
  orderRow,
  refundThroughLedger,
  setOrderExpiry,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { seatClaims } from '../../db/schema/naming.ts';
import { paymentEvents, refunds } from '../../db/schema/payments.ts';
import { cancelOrder, expireDueOrders } from './close-service.ts';

/**
 * A model of the ledger, checked against the real one (HTTP donate, signed notifications, expiry,
 * cancel, staff refunds through their jobs) over random interleavings on one money project and one
 * seat: after every step each order's status is the model's, the seat is held or named by at most
 * one order, no payment is credited twice, and each project's totals are Σ paid − Σ refunded.
 */

const SEAT_FEN = 20_000;
const TERMS = [{ termName: '永久', termMoneyFen: SEAT_FEN, termYear: 0 }];
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 1000);

type Kind = 'money' | 'seat';
type Order = {
  billNo: string;
  id: number;
  donor: number;
  kind: Kind;
  paidFen: number;
  moneyFen: number;
  status: TOrderStatus;
};

class World {
  orders: Order[] = [];
  constructor(
    readonly moneyItem: number,
    readonly seatItem: number,
    readonly seatId: number,
  ) {}

  /** The order that holds or has named the seat. */
  holder(): Order | undefined {
    return this.orders.find((o) => o.kind === 'seat' && (o.status === 'PENDING' || isStanding(o.status)));
  }
}

let t: TestApp;
let donors: Array<{ userId: number; token: string }>;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', ORDER_RATE_LIMIT: '1000000' });
  donors = [await createUser(t.deps), await createUser(t.deps)];
});
afterAll(() => t.close());

const plate = { donorName: '校友', donorIdentity: '校友', donationMessage: '' };

/** The donor's earlier unpaid order of the same project is cancelled by a new one. */
function supersede(world: World, donor: number, kind: Kind): void {
  for (const order of world.orders) {
    if (order.donor === donor && order.kind === kind && order.status === 'PENDING')
      order.status = 'CANCELLED';
  }
}

async function place(world: World, donor: number, kind: Kind, yuan: number): Promise<void> {
  const { token } = donors[donor]!;
  const body =
    kind === 'money'
      ? { itemsId: world.moneyItem, currencyMoney: yuan }
      : {
          itemsId: world.seatItem,
          itemsType: 2,
          namingType: 1,
          seatList: [{ seatId: world.seatId, termYear: 0, itemsId: world.seatItem, ...plate }],
        };
  const holder = world.holder();
  const free = kind === 'money' || !holder || (holder.donor === donor && holder.status === 'PENDING');
  const answer = await donate(t, token, body);
  expect(answer.code === 0, answer.message).toBe(free);
  if (!free || !answer.data) return;
  supersede(world, donor, kind);
  const billNo = answer.data.orderPayRequestDTO.billNo;
  const fen = kind === 'money' ? Math.round(yuan * 100) : SEAT_FEN;
  const id = (await orderRow(t.deps, billNo)).id;
  world.orders.push({ billNo, id, donor, kind, paidFen: fen, moneyFen: fen, status: 'PENDING' });
}

async function pay(world: World, order: Order): Promise<void> {
  expect((await notify(t, { billNo: order.billNo, amountFen: order.paidFen })).statusCode).toBe(200);
  if (order.status === 'PENDING') order.status = 'PAID';
  else if (order.status === 'CANCELLED' || order.status === 'EXPIRED') {
    // A late payment: a gift always stands; a seat only if nobody took it meanwhile.
    const taken = order.kind === 'seat' && world.holder() !== undefined;
    if (taken) {
      order.status = 'REFUNDED';
      order.moneyFen = 0;
    } else order.status = 'PAID';
  }
}

async function refund(order: Order, part: number): Promise<void> {
  if (!isStanding(order.status)) return;
  const amount = order.kind === 'seat' ? order.moneyFen : Math.max(1, Math.min(order.moneyFen, part));
  expect(await refundThroughLedger(t, order.billNo, amount)).toBe('SUCCEEDED');
  order.moneyFen -= amount;
  order.status = order.moneyFen === 0 ? 'REFUNDED' : 'PARTLY_REFUNDED';
}

async function expire(order: Order): Promise<void> {
  if (order.status !== 'PENDING') return;
  await setOrderExpiry(t.deps, order.billNo, new Date(Date.now() - 1000));
  await expireDueOrders(t.deps.database.db);
  order.status = 'EXPIRED';
}

async function cancel(order: Order): Promise<void> {
  const cancelled = await cancelOrder(t.deps.database.db, order.billNo, {
    userId: donors[order.donor]!.userId,
  });
  expect(cancelled).toBe(order.status === 'PENDING');
  if (order.status === 'PENDING') order.status = 'CANCELLED';
}

async function check(world: World): Promise<void> {
  if (world.orders.length === 0) return;
  const ids = world.orders.map((order) => order.id);
  const rows = await t.deps.database.db
    .select({ id: donations.id, status: donations.status, moneyFen: donations.moneyFen })
    .from(donations)
    .where(inArray(donations.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const order of world.orders) {
    expect(byId.get(order.id), order.billNo).toMatchObject({
      status: order.status,
      moneyFen: order.moneyFen,
    });
  }
  // The seat: one held or named claim at most, and it is the model's holder's.
  const live = await t.deps.database.db
    .select({ donationId: seatClaims.donationId })
    .from(seatClaims)
    .where(and(eq(seatClaims.seatId, world.seatId), sql`${seatClaims.state} in ('held', 'named')`));
  expect(live.map((claim) => claim.donationId)).toEqual(world.holder() ? [world.holder()!.id] : []);
  // No payment credited twice.
  const credited = await t.deps.database.db
    .select({ donationId: paymentEvents.donationId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentEvents)
    .where(and(inArray(paymentEvents.donationId, ids), eq(paymentEvents.result, 'credited')))
    .groupBy(paymentEvents.donationId);
  expect(credited.filter((row) => row.n > 1)).toEqual([]);
  // Each project's totals: Σ paid − Σ refunded of its standing gifts.
  for (const [kind, itemsId] of [
    ['money', world.moneyItem],
    ['seat', world.seatItem],
  ] as const) {
    const standing = world.orders.filter((order) => order.kind === kind && isStanding(order.status));
    expect(await itemTotals(t.deps, itemsId)).toEqual({
      money: standing.reduce((sum, order) => sum + order.moneyFen, 0),
      units: 0,
      payCounts: standing.length,
    });
  }
}

type Step = { label: string; run(world: World): Promise<void> };
const pick = (world: World, index: number) => world.orders[index % Math.max(1, world.orders.length)];
const onOrder = (label: string, index: number, act: (world: World, order: Order) => Promise<void>): Step => ({
  label: `${label}(${index})`,
  async run(world) {
    const order = pick(world, index);
    if (order) await act(world, order);
  },
});

const steps = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 1 }),
      fc.constantFrom<Kind>('money', 'seat'),
      fc.integer({ min: 1, max: 50_000 }),
    )
    .map(
      ([donor, kind, cents]): Step => ({
        label: `place(${donor},${kind})`,
        run: (world) => place(world, donor, kind, cents / 100),
      }),
    ),
  fc.nat(20).map((i) => onOrder('pay', i, pay)),
  fc.nat(20).map((i) => onOrder('payAgain', i, pay)),
  fc.nat(20).map((i) => onOrder('expire', i, (_world, order) => expire(order))),
  fc.nat(20).map((i) => onOrder('cancel', i, (_world, order) => cancel(order))),
  fc
    .tuple(fc.nat(20), fc.integer({ min: 1, max: 50_000 }))
    .map(([i, part]) => onOrder('refund', i, (_world, order) => refund(order, part))),
);

describe('the ledger against its model', () => {
  it(`keeps every invariant over ${RUNS} random runs of place, pay, replay, expire, cancel and refund`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(steps, { minLength: 1, maxLength: 8 }), async (plan) => {
        const hall = await createHall(t.deps, 1, TERMS);
        const world = new World(await createItem(t.deps), hall.itemsId, hall.seatIds[0]!);
        for (const step of plan) {
          await step.run(world);
          await check(world);
        }
        // Late refunds decided on the way are sent by their jobs, once each.
        await t.jobs.runUntilIdle();
        const owed = await t.deps.database.db
          .select({ status: refunds.status, kind: refunds.kind })
          .from(refunds)
          .where(inArray(refunds.donationId, world.orders.length ? world.orders.map((o) => o.id) : [0]));
        expect(owed.filter((row) => row.status !== 'SUCCEEDED')).toEqual([]);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 900_000);
});
