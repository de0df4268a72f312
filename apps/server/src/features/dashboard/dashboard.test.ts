import type { TDashboard } from '@alma/shared/admin-api/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createLeaveword } from '../../../test/items-fixtures.ts';
import { notify, placeOrder } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refunds } from '../../db/schema/payments.ts';
import { shanghaiDayStart } from './admin-service.ts';

let t: TestApp;
beforeAll(async () => {
  // Demo mode puts the sandbox provider behind every pay type (no demo data: main.ts seeds that).
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('shanghaiDayStart', () => {
  it.each([
    ['2026-03-10T15:59:59Z', 0, '2026-03-09T16:00:00.000Z'],
    ['2026-03-10T16:00:00Z', 0, '2026-03-10T16:00:00.000Z'],
    ['2026-03-10T00:00:00Z', 6, '2026-03-03T16:00:00.000Z'],
  ])('%s, %i days back → %s', (now, back, expected) => {
    expect(shanghaiDayStart(new Date(now), back).toISOString()).toBe(expected);
  });
});

describe('GET /dashboard', () => {
  it('adds up the orders it was given, by window, project, pay type, status and day', async () => {
    const today = shanghaiDayStart(new Date());
    const [first, second] = [await createItem(t.deps), await createItem(t.deps)];
    const [ann, bob, cy] = [await createUser(t.deps), await createUser(t.deps), await createUser(t.deps)];

    // Today, through the real donate and payment path: 25 yuan by WeChat (pay type 1).
    const billNo = await placeOrder(t, ann.token, { itemsId: first, currencyMoney: 25 });
    expect((await notify(t, { billNo, amountFen: 2500 })).statusCode).toBe(200);
    // 3 days ago: 100 yuan, Alipay; 10 days ago: 300 yuan, campus card; 40 days ago: outside.
    const at = (daysBack: number) => new Date(today.getTime() - daysBack * DAY + HOUR);
    await createDonation(t.deps, {
      userId: ann.userId,
      itemsId: first,
      moneyFen: 10000,
      payType: 2,
      paidAt: at(3),
      createdAt: at(3),
    });
    await createDonation(t.deps, {
      userId: bob.userId,
      itemsId: second,
      moneyFen: 30000,
      payType: 9,
      paidAt: at(10),
      createdAt: at(10),
    });
    await createDonation(t.deps, {
      userId: cy.userId,
      itemsId: second,
      moneyFen: 70000,
      paidAt: at(40),
      createdAt: at(40),
    });
    // Neither raises money: an unpaid order and a refunded one.
    await createDonation(t.deps, {
      userId: bob.userId,
      itemsId: first,
      moneyFen: 500,
      status: 'PENDING',
      createdAt: at(0),
    });
    await createDonation(t.deps, {
      userId: cy.userId,
      itemsId: first,
      moneyFen: 900,
      status: 'REFUNDED',
      paidAt: at(2),
      createdAt: at(2),
    });
    await createLeaveword(t.deps, { itemsId: first, userId: ann.userId, status: 'pending' });
    await createLeaveword(t.deps, { itemsId: first, userId: bob.userId, status: 'pending' });
    await createLeaveword(t.deps, { itemsId: first, userId: cy.userId, status: 'approved' });

    const finance = await signedInAs(t, 'finance');
    // A refund over the approval limit waits for a second finance member; a decided one does not.
    // (Its order is outside every window, so no other figure moves.)
    const refunded = await createDonation(t.deps, {
      userId: ann.userId,
      itemsId: second,
      status: 'REFUNDED',
      paidAt: at(40),
      createdAt: at(40),
    });
    await t.deps.database.db.insert(refunds).values([
      {
        donationId: refunded,
        amountFen: 100,
        reason: '重复支付',
        status: 'AWAITING_APPROVAL',
        refundNo: `R${refunded}a`,
        requestedBy: finance.member.id,
      },
      {
        donationId: refunded,
        amountFen: 100,
        reason: '重复支付',
        status: 'REJECTED',
        refundNo: `R${refunded}b`,
        requestedBy: finance.member.id,
      },
    ]);
    const answer = await finance.call<TDashboard>('GET', '/dashboard');
    expect(answer.status).toBe(200);
    const board = answer.body;

    expect(board.raised).toEqual({ today: 25, last7Days: 125, last30Days: 425 });
    expect(board.donors).toEqual({ last30Days: 2, allTime: 3 });
    expect(board.byProject.map(({ itemsId, money, orders }) => ({ itemsId, money, orders }))).toEqual([
      { itemsId: second, money: 300, orders: 1 },
      { itemsId: first, money: 125, orders: 2 },
    ]);
    expect(board.byPayType).toEqual([
      { payType: 1, money: 25, orders: 1 },
      { payType: 2, money: 100, orders: 1 },
      { payType: 9, money: 300, orders: 1 },
    ]);
    expect(board.byStatus).toEqual([
      { status: 'PAID', money: 425, orders: 3 },
      { status: 'PENDING', money: 5, orders: 1 },
      { status: 'REFUNDED', money: 9, orders: 1 },
    ]);
    expect(board.daily).toHaveLength(30);
    expect(board.daily.reduce((sum, day) => sum + day.money, 0)).toBe(425);
    const last = board.daily.at(-1);
    expect(last).toMatchObject({ money: 25, orders: 1 });
    expect(board.daily.at(-4)).toMatchObject({ money: 100, orders: 1 });
    expect(board.daily.at(-11)).toMatchObject({ money: 300, orders: 1 });
    expect(last?.day).toBe(new Date(today.getTime() + 8 * HOUR).toISOString().slice(0, 10));
    expect(board.pending).toEqual({ messagesToReview: 2, refundsAwaitingApproval: 1 });
  });

  it('counts a partly refunded order’s money as what it still holds', async () => {
    const finance = await signedInAs(t, 'finance');
    const board = async () => (await finance.call<TDashboard>('GET', '/dashboard')).body;
    const before = await board();
    const [project, dee] = [await createItem(t.deps), await createUser(t.deps)];
    const now = new Date();
    await createDonation(t.deps, {
      userId: dee.userId,
      itemsId: project,
      moneyFen: 6000,
      refundedFen: 4000,
      status: 'PARTLY_REFUNDED',
      paidAt: now,
      createdAt: now,
    });
    const after = await board();
    expect(after.raised.today).toBeCloseTo(before.raised.today + 60, 2);
    expect(after.raised.last30Days).toBeCloseTo(before.raised.last30Days + 60, 2);
    expect(after.donors.allTime).toBe(before.donors.allTime + 1);
    expect(after.byProject).toContainEqual(
      expect.objectContaining({ itemsId: project, money: 60, orders: 1 }),
    );
    expect(after.byStatus).toContainEqual({ status: 'PARTLY_REFUNDED', money: 60, orders: 1 });
    expect(after.daily.at(-1)?.orders).toBe((before.daily.at(-1)?.orders ?? 0) + 1);
  });

  it('is open to every role', async () => {
    for (const role of ['administrator', 'project_manager', 'content_editor', 'fulfilment'] as const) {
      const client = await signedInAs(t, role);
      expect((await client.call('GET', '/dashboard')).status, role).toBe(200);
    }
  });
});

describe('GET /session/options', () => {
  it('tells the sign-in screen whether this is a demo, without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/admin-api/v1/session/options' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ demo: true });
  });
});
