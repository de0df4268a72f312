import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/app-deps.ts';
import type { Database } from '../src/db/client.ts';
import { findTotalsDrift } from '../src/features/ledger/totals-check-repository.ts';
import { createItem, createUser } from '../test/fixtures.ts';
import { createGrove } from '../test/naming-fixtures.ts';
import { freshDatabase, type Instance, startInstance } from './instances.ts';
import {
  donate,
  eventually,
  payAtCashier,
  postNotification,
  rows,
  sandboxNotification,
  staffSignedIn,
  testDeps,
} from './spec-calls.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let deps: AppDeps & { database: Database };
let a: Instance;
let b: Instance;

beforeAll(async () => {
  database = await freshDatabase();
  [a, b] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
  deps = await testDeps(database.url);
});
afterAll(async () => {
  await deps?.database.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

/** The project's stored totals next to what its standing orders hold, recomputed here. */
async function projectTotals(itemsId: number) {
  const [row] = await rows<{
    stored: number;
    counted: number;
    from_orders: number;
    orders: number;
    named: number;
  }>(
    deps,
    sql`select i.complete_money_fen::bigint::float8 as stored, i.pay_counts as counted,
      i.naming_count_donate as named,
      (select coalesce(sum(d.money_fen), 0)::float8 from donations d
        where d.items_id = i.id and d.status in ('PAID', 'PARTLY_REFUNDED')) as from_orders,
      (select count(*)::int from donations d
        where d.items_id = i.id and d.status in ('PAID', 'PARTLY_REFUNDED')) as orders
    from items i where i.id = ${itemsId}`,
  );
  if (!row) throw new Error('no such project');
  return row;
}

/** A project of ordinary gifts and a donor's paid order of `yuan` on it, paid at A's cashier. */
async function paidOrder(itemsId: number, yuan: number): Promise<{ billNo: string; amountFen: number }> {
  const donor = await createUser(deps);
  const placed = await donate(a.url, donor.token, { itemsId, currencyMoney: yuan });
  expect(placed.code, placed.message).toBe(0);
  const billNo = String(placed.data?.orderPayRequestDTO.billNo);
  expect(await payAtCashier(a.url, billNo)).toBe(303);
  return { billNo, amountFen: Math.round(yuan * 100) };
}

describe('Races across instances', () => {
  it('500 donors on 50 trees, split over the two instances: exactly 50 named, each tree once', async () => {
    const TREES = 50;
    const DONORS = 500;
    const grove = await createGrove(deps, [
      Array.from({ length: TREES }, (_, i) => ({ seatName: '银杏', displayNo: i + 1, priceFen: 200_000 })),
    ]);
    const trees = grove.seatIds[0] ?? [];
    const donors = await Promise.all(Array.from({ length: DONORS }, () => createUser(deps)));

    // Ten donors for each tree at the same moment, half of them on each instance; a placed order is
    // paid at once at the other instance's cashier.
    const attempts = await Promise.all(
      donors.map(async (donor, i) => {
        const [placeOn, payOn] = i % 2 ? [b, a] : [a, b];
        const placed = await donate(placeOn.url, donor.token, {
          itemsId: grove.itemsId,
          itemsType: 2,
          namingType: 1,
          seatList: [
            {
              seatId: trees[i % TREES],
              termYear: 0,
              donorName: `校友${i}`,
              donorIdentity: '校友',
              donationMessage: '饮水思源',
              itemsId: grove.itemsId,
            },
          ],
        });
        if (placed.code !== 0) return { placed: false, message: placed.message, code: placed.code };
        const status = await payAtCashier(payOn.url, String(placed.data?.orderPayRequestDTO.billNo));
        return { placed: true, status, code: 0, message: '' };
      }),
    );
    const placed = attempts.filter((attempt) => attempt.placed);
    expect(placed).toHaveLength(TREES);
    for (const attempt of placed) expect(attempt.status).toBe(303);
    // Every refusal is the business answer with words, never a server error (spec() throws on 5xx).
    for (const refused of attempts.filter((attempt) => !attempt.placed)) {
      expect(refused.code).toBe(-1);
      expect(refused.message).not.toBe('');
    }

    const named = await rows<{ seat_id: number; claims: number; paid: number }>(
      deps,
      sql`select c.seat_id, count(*)::int as claims,
        count(*) filter (where d.status = 'PAID')::int as paid
      from seat_claims c join donations d on d.id = c.donation_id
      where c.state = 'named' and d.items_id = ${grove.itemsId} group by c.seat_id order by c.seat_id`,
    );
    expect(named.map((row) => row.seat_id)).toEqual([...trees].sort((x, y) => x - y));
    expect(named.every((row) => row.claims === 1 && row.paid === 1)).toBe(true);

    const [orders] = await rows<{ paid: number; other: number; held: number }>(
      deps,
      sql`select count(*) filter (where status = 'PAID')::int as paid,
        count(*) filter (where status not in ('PAID', 'CANCELLED', 'EXPIRED', 'REFUNDED'))::int as other,
        (select count(*)::int from seat_claims c join donations d2 on d2.id = c.donation_id
          where d2.items_id = ${grove.itemsId} and c.state = 'held') as held
      from donations where items_id = ${grove.itemsId}`,
    );
    expect(orders).toEqual({ paid: TREES, other: 0, held: 0 });
    expect(await projectTotals(grove.itemsId)).toEqual({
      stored: TREES * 200_000,
      from_orders: TREES * 200_000,
      counted: TREES,
      orders: TREES,
      named: TREES,
    });
  });

  it('the same refund asked and approved on both at once: one refund moves money', async () => {
    const itemsId = await createItem(deps, { name: '退款竞争项目' });
    const asker = await staffSignedIn(deps, a.url, 'finance');
    const approver = await staffSignedIn(deps, b.url, 'finance');
    const ROUNDS = 6;
    // ¥1001 of ¥3000: over the ¥1000 approval threshold, and two of it would still fit in the order.
    const orders = await Promise.all(Array.from({ length: ROUNDS }, () => paidOrder(itemsId, 3000)));
    const before = await projectTotals(itemsId);

    await Promise.all(
      orders.map(async ({ billNo }, i) => {
        // The same request sent to both instances at once: every other order as the same dialog's
        // double submit (one request key: the second answers the refund made), the others as two
        // dialogs (no key: the second is refused while the first is open).
        const requestKey = i % 2 ? `rel-${billNo}` : undefined;
        const asked = await Promise.all(
          [a, b].map((instance) =>
            asker.call<{ id: number; status: string }>(instance.url, 'POST', `/orders/${billNo}/refunds`, {
              amount: 1001,
              reason: '重复提交的退款',
              ...(requestKey ? { requestKey } : {}),
            }),
          ),
        );
        const refund = asked.find((answer) => answer.status === 201)?.body;
        expect(refund?.status).toBe('AWAITING_APPROVAL');
        if (requestKey) {
          expect(asked.map((answer) => answer.status).sort()).toEqual([200, 201]);
          expect(asked.map((answer) => answer.body.id)).toEqual([refund?.id, refund?.id]);
        } else {
          expect(asked.map((answer) => answer.status).sort()).toEqual([201, 409]);
        }
        const approved = await Promise.all(
          [a, b].map((instance) =>
            approver.call(instance.url, 'POST', `/refunds/${refund?.id}/approve`, { reason: '同意' }),
          ),
        );
        expect(approved.map((answer) => answer.status).sort()).toEqual([200, 409]);
      }),
    );

    type Outcome = {
      bill_no: string;
      status: string;
      money_fen: number;
      refunded_fen: number;
      refunds: number;
      succeeded: number;
      sent: number;
    };
    const outcome = () =>
      rows<Outcome>(
        deps,
        sql`select d.bill_no, d.status, d.money_fen::float8 as money_fen, d.refunded_fen::float8 as refunded_fen,
          (select count(*)::int from refunds r where r.donation_id = d.id) as refunds,
          (select count(*)::int from refunds r where r.donation_id = d.id and r.status = 'SUCCEEDED') as succeeded,
          (select count(*)::int from jobs j join outbox_events e on e.id = j.event_id
            where e.donation_id = d.id and j.name = 'refunds.send') as sent
        from donations d where d.bill_no in ${orders.map((order) => order.billNo)} order by d.bill_no`,
      );
    const done = await eventually(outcome, (all) => all.every((row) => row.status === 'PARTLY_REFUNDED'));
    for (const row of done) {
      expect(row).toEqual({
        bill_no: row.bill_no,
        status: 'PARTLY_REFUNDED',
        money_fen: 300_000 - 100_100,
        refunded_fen: 100_100,
        refunds: 1,
        succeeded: 1,
        sent: 1,
      });
    }
    const after = await projectTotals(itemsId);
    expect(after.stored).toBe(before.stored - ROUNDS * 100_100);
    expect(after.stored).toBe(after.from_orders);
  });

  it('the same notification on both at once, many times: one credit', async () => {
    const itemsId = await createItem(deps, { name: '通知竞争项目' });
    const ORDERS = 10;
    const COPIES = 10;
    const placed = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const donor = await createUser(deps);
        const answer = await donate(i % 2 ? b.url : a.url, donor.token, { itemsId, currencyMoney: 88.8 });
        expect(answer.code, answer.message).toBe(0);
        return String(answer.data?.orderPayRequestDTO.billNo);
      }),
    );
    // The provider sends each payment's notification again and again, to whichever instance.
    const answers = await Promise.all(
      placed.flatMap((billNo) => {
        const signed = sandboxNotification({ billNo, amountFen: 8880, tradeNo: `REL${billNo}` });
        return Array.from({ length: COPIES }, (_, i) => postNotification(i % 2 ? b.url : a.url, signed));
      }),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);

    const credits = await rows<{
      bill_no: string;
      status: string;
      credited: number;
      paid_events: number;
    }>(
      deps,
      sql`select d.bill_no, d.status,
        (select count(*)::int from payment_events p where p.donation_id = d.id
          and p.kind = 'payment.notification' and p.result = 'credited') as credited,
        (select count(*)::int from outbox_events e where e.donation_id = d.id and e.kind = 'order.paid') as paid_events
      from donations d where d.bill_no in ${placed} order by d.bill_no`,
    );
    expect(credits).toHaveLength(ORDERS);
    for (const row of credits) {
      expect(row, row.bill_no).toMatchObject({ status: 'PAID', credited: 1, paid_events: 1 });
    }
    const refunds = await rows(
      deps,
      sql`select r.id from refunds r join donations d on d.id = r.donation_id where d.bill_no in ${placed}`,
    );
    expect(refunds).toEqual([]);
    expect(await projectTotals(itemsId)).toMatchObject({
      stored: ORDERS * 8880,
      from_orders: ORDERS * 8880,
      counted: ORDERS,
      orders: ORDERS,
    });
  });

  it('the totals every race left behind are what the orders hold', async () => {
    expect(await findTotalsDrift(deps.database.db)).toEqual([]);
  });
});
