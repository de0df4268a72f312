import { canMoveOrder, ORDER_STATUSES, type TOrderStatus } from '@alma/shared/orders/order-status';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createSubItem, createTogether } from '../../../test/items-fixtures.ts';
import { itemTotals, togetherTotals } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { subItems } from '../../db/schema/items.ts';
import { totalsDrift } from './order-reads-service.ts';

/**
 * The database's half of the ledger (migration 0014): a status move the shared machine has no
 * arrow for is refused whatever statement tries it, and the totals follow every change of a
 * standing order's money, made by any statement.
 */

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.deps)).userId;
});
afterAll(() => t.close());

const move = (id: number, status: TOrderStatus) =>
  t.deps.database.db.update(donations).set({ status }).where(eq(donations.id, id));

describe('the order machine in the database', () => {
  const pairs = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(pairs)('%s → %s is allowed exactly when the shared machine has the arrow', async (from, to) => {
    const itemsId = await createItem(t.deps);
    const id = await createDonation(t.deps, { userId, itemsId, status: from, moneyFen: 500 });
    const moved = await move(id, to).then(
      () => true,
      () => false,
    );
    expect(moved).toBe(canMoveOrder(from, to));
  });

  it('refuses a status that is not the machine’s', async () => {
    const itemsId = await createItem(t.deps);
    const id = await createDonation(t.deps, { userId, itemsId, status: 'PENDING' });
    await expect(
      t.deps.database.db.execute(sql`update donations set status = 'SHIPPED' where id = ${id}`),
    ).rejects.toThrow();
  });
});

describe('the totals have one writer', () => {
  it('follow a standing order through payment, part refunds and the full refund', async () => {
    const itemsId = await createItem(t.deps, { isSub: true });
    const subItemsId = await createSubItem(t.deps, { itemsId });
    const togetherId = await createTogether(t.deps, { itemsId, userId });
    const id = await createDonation(t.deps, {
      userId,
      itemsId,
      subItemsId,
      togetherId,
      status: 'PENDING',
      moneyFen: 10_000,
    });
    const sub = async () =>
      (await t.deps.database.db.select().from(subItems).where(eq(subItems.id, subItemsId)))[0]
        ?.completeMoneyFen;
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });

    await move(id, 'PAID');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 10_000, units: 0, payCounts: 1 });
    expect(await togetherTotals(t.deps, togetherId)).toEqual({ money: 10_000, participants: 1 });
    expect(await sub()).toBe(10_000);

    await t.deps.database.db
      .update(donations)
      .set({ status: 'PARTLY_REFUNDED', moneyFen: 7_000, refundedFen: 3_000 })
      .where(eq(donations.id, id));
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 7_000, units: 0, payCounts: 1 });
    expect(await togetherTotals(t.deps, togetherId)).toEqual({ money: 7_000, participants: 1 });
    expect(await sub()).toBe(7_000);

    await t.deps.database.db
      .update(donations)
      .set({ status: 'REFUNDED', moneyFen: 0, refundedFen: 10_000 })
      .where(eq(donations.id, id));
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await togetherTotals(t.deps, togetherId)).toEqual({ money: 0, participants: 0 });
    expect(await sub()).toBe(0);
  });

  it('count goods, an order inserted standing, one moved to another project, and one deleted', async () => {
    const first = await createItem(t.deps, { crowdType: 2 });
    const second = await createItem(t.deps, { crowdType: 2 });
    const id = await createDonation(t.deps, {
      userId,
      itemsId: first,
      crowdType: 2,
      status: 'PAID',
      moneyFen: 3_000,
      materialNumber: 3,
    });
    expect(await itemTotals(t.deps, first)).toEqual({ money: 3_000, units: 3, payCounts: 1 });
    await t.deps.database.db.update(donations).set({ itemsId: second }).where(eq(donations.id, id));
    expect(await itemTotals(t.deps, first)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await itemTotals(t.deps, second)).toEqual({ money: 3_000, units: 3, payCounts: 1 });
    await t.deps.database.db.delete(donations).where(eq(donations.id, id));
    expect(await itemTotals(t.deps, second)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await totalsDrift(t.deps.database.db)).toEqual([]);
  });

  it('the drift check finds a total written past the ledger', async () => {
    const itemsId = await createItem(t.deps);
    await createDonation(t.deps, { userId, itemsId, status: 'PAID', moneyFen: 1_000 });
    await t.deps.database.db.execute(sql`update items set complete_money_fen = 999 where id = ${itemsId}`);
    expect(await totalsDrift(t.deps.database.db)).toEqual([
      { table: 'items', id: itemsId, stored: '999/0/1', fromOrders: '1000/0/1' },
    ]);
    // Put right, so this file's own check at the end finds none.
    await t.deps.database.db.execute(sql`update items set complete_money_fen = 1000 where id = ${itemsId}`);
  });
});
