import type { TSeatStatusMap } from '@alma/shared/api/naming-activity';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createGrove } from '../../../test/naming-fixtures.ts';
import { donate, pressCashierButton } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { items } from '../../db/schema/items.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(() => t.close());

const TREES = 50;
const DONORS = 500;

describe('500 donors at once on 50 trees (issue 14)', () => {
  it('exactly 50 orders hold a tree, all 50 are named once paid, none twice', async () => {
    const grove = await createGrove(t.deps, [
      Array.from({ length: TREES }, (_, i) => ({ seatName: '银杏', displayNo: i + 1, priceFen: 200_000 })),
    ]);
    const trees = grove.seatIds[0]!;
    const donors = [];
    for (let i = 0; i < DONORS; i += 1) donors.push(await createUser(t.deps));

    // Ten donors for each tree, all at the same moment.
    const answers = await Promise.all(
      donors.map((donor, i) =>
        donate(t, donor.token, {
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
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.code === 0);
    const refused = answers.filter((answer) => answer.code !== 0);
    expect(placed).toHaveLength(TREES);
    expect(refused).toHaveLength(DONORS - TREES);
    // A refusal is the business answer with a message, never a server error.
    for (const answer of refused) {
      expect(answer.code).toBe(-1);
      expect(answer.message).not.toBe('');
    }

    const held = await t.post<TSeatStatusMap>(`${DONATEU}/naming/activity/getSeatStatusList`, {
      itemsId: grove.itemsId,
    });
    expect(Object.values(held.data).filter((status) => status === 4)).toHaveLength(TREES);

    for (const answer of placed) {
      const paid = await pressCashierButton(t, 'pay', answer.data!.orderPayRequestDTO.billNo);
      expect(paid.statusCode).toBeLessThan(400);
    }

    const named = await t.post<TSeatStatusMap>(`${DONATEU}/naming/activity/getSeatStatusList`, {
      itemsId: grove.itemsId,
    });
    expect(
      Object.keys(named.data)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...trees].sort((a, b) => a - b));
    expect(Object.values(named.data).every((status) => status === 2)).toBe(true);

    const result = await t.deps.database.db.execute(sql`
      select seat_id, count(*)::int as n from seat_claims
      where seat_id in ${trees} and state = 'named' group by seat_id`);
    const perTree = (result as unknown as { rows: Array<{ n: number }> }).rows;
    expect(perTree).toHaveLength(TREES);
    expect(perTree.every((row) => Number(row.n) === 1)).toBe(true);

    const [project] = await t.deps.database.db
      .select({ count: items.namingCountDonate, money: items.completeMoneyFen })
      .from(items)
      .where(eq(items.id, grove.itemsId));
    expect(project).toEqual({ count: TREES, money: TREES * 200_000 });
  });
});
