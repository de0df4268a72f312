import type { TSeatList } from '@alma/shared/api/naming';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { items } from '../../db/schema/items.ts';
import { seatAreas, seatClaims, seats } from '../../db/schema/naming.ts';
import { expireEndedNamings } from './naming-expiry-service.ts';
import { holdSeats } from './seat-claims-repository.ts';

let t: TestApp;
let userId: number;

// 10:00 on 2030-06-02 in Shanghai (02:00 UTC): "today" is 2030-06-02, "yesterday" 2030-06-01.
const NOW = new Date('2030-06-02T02:00:00Z');
// 07:30 on 2030-06-02 in Shanghai is still 2030-06-01 in UTC: the day is Shanghai's.
const EARLY_MORNING = new Date('2030-06-01T23:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.deps)).userId;
});
afterAll(() => t.close());

/** A naming project whose seats are named until the given days (null: permanent). */
async function namedHall(until: Array<string | null>, namingCountDonate = until.length) {
  const db = t.deps.database.db;
  const itemsId = await createItem(t.deps, { itemsType: 2, namingType: 1, namingCountDonate });
  const [area] = await db
    .insert(seatAreas)
    .values({
      itemsId,
      title: '测试区',
      type: 3,
      priceList: [{ termName: '1年', termMoneyFen: 100, termYear: 1 }],
    })
    .returning({ id: seatAreas.id });
  const seatRows = await db
    .insert(seats)
    .values(until.map((_, i) => ({ areaId: area!.id, itemsId, label: `${i + 1}号` })))
    .returning({ id: seats.id });
  const donationId = await createDonation(t.deps, { userId, itemsId });
  await db.insert(seatClaims).values(
    until.map((namedUntil, i) => ({
      seatId: seatRows[i]!.id,
      donationId,
      state: 'named',
      termYear: namedUntil === null ? 0 : 1,
      termMoneyFen: 100,
      namedAt: new Date('2029-06-01T02:00:00Z'),
      namedUntil,
    })),
  );
  return { itemsId, areaId: area!.id, seatIds: seatRows.map((row) => row.id) };
}

async function namedCount(itemsId: number): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: items.namingCountDonate })
    .from(items)
    .where(eq(items.id, itemsId));
  return row!.n;
}

async function claimStates(seatIds: number[]): Promise<string[]> {
  const rows = await t.deps.database.db.select().from(seatClaims).orderBy(seatClaims.seatId, seatClaims.id);
  return rows.filter((row) => seatIds.includes(row.seatId)).map((row) => row.state);
}

const byProject = (ended: Array<{ itemsId: number; released: number }>) =>
  [...ended].sort((a, b) => a.itemsId - b.itemsId);

describe('expireEndedNamings', () => {
  it('releases namings that ended before today (Shanghai), lowers the named counts once, and drops the cache', async () => {
    const hall = await namedHall(['2030-06-01', null, '2030-06-02', '2031-01-01']);
    const other = await namedHall(['2029-12-31']);
    // A count already out of step with the claims never goes below zero.
    const drifted = await namedHall(['2030-05-31'], 0);

    // itemsDetail is a cached public read: the job must drop it.
    const detail = async () =>
      (await t.get<{ namingCountDonate: number }>(`${DONATEU}/items/itemsDetail`, { id: hall.itemsId })).data
        .namingCountDonate;
    expect(await detail()).toBe(4);

    // Before 08:00 in Shanghai it is already the new day there.
    const ended = await expireEndedNamings(t.deps.database, t.deps.cache, EARLY_MORNING);
    expect(byProject(ended)).toEqual([
      { itemsId: hall.itemsId, released: 1 },
      { itemsId: other.itemsId, released: 1 },
      { itemsId: drifted.itemsId, released: 1 },
    ]);
    expect(await claimStates(hall.seatIds)).toEqual(['released', 'named', 'named', 'named']);
    expect(await claimStates(other.seatIds)).toEqual(['released']);
    expect([await namedCount(hall.itemsId), await namedCount(other.itemsId)]).toEqual([3, 0]);
    expect(await namedCount(drifted.itemsId)).toBe(0);
    expect(await detail()).toBe(3);

    // The seat is open again, on the map and for a new order.
    const list = await t.get<TSeatList>(`${DONATEU}/items/seatList`, { areaId: hall.areaId });
    expect(list.data.oneArray.map((seat) => seat.status)).toEqual([1, 2, 2, 2]);
    const donationId = await createDonation(t.deps, { userId, itemsId: hall.itemsId, status: 'PENDING' });
    await holdSeats(t.deps.database.db, {
      donationId,
      itemsId: hall.itemsId,
      seats: [
        { seatId: hall.seatIds[0]!, termYear: 1, donorName: '', donorIdentity: '', donationMessage: '' },
      ],
    });

    // Later the same day, and again: nothing more ends, no count moves, no cache is dropped.
    const dropped: string[][] = [];
    const spy = { invalidate: async (...scopes: string[]) => void dropped.push(scopes) };
    expect(await expireEndedNamings(t.deps.database, spy, NOW)).toEqual([]);
    expect(await expireEndedNamings(t.deps.database, spy, NOW)).toEqual([]);
    expect(dropped).toEqual([]);
    expect([await namedCount(hall.itemsId), await namedCount(other.itemsId)]).toEqual([3, 0]);
    expect(await claimStates(hall.seatIds)).toEqual(['released', 'held', 'named', 'named', 'named']);
  });

  it('ends a naming on the day after its last day, and tells the cache', async () => {
    // Years before the other test's namings, so neither test ends the other's.
    const hall = await namedHall(['2020-03-01']);
    const lastDay = new Date('2020-03-01T15:59:59Z');
    const dayAfter = new Date('2020-03-01T16:00:00Z');
    const dropped: string[][] = [];
    const spy = { invalidate: async (...scopes: string[]) => void dropped.push(scopes) };
    expect(await expireEndedNamings(t.deps.database, spy, lastDay)).toEqual([]);
    expect(dropped).toEqual([]);
    expect(await expireEndedNamings(t.deps.database, spy, dayAfter)).toEqual([
      { itemsId: hall.itemsId, released: 1 },
    ]);
    expect(dropped).toEqual([['items']]);
    expect(await namedCount(hall.itemsId)).toBe(0);
  });
});
