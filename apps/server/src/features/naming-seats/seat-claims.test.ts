import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { seatClaims } from '../../db/schema/naming.ts';
import { SeatTakenError } from './seat-claim-errors.ts';
import {
  expireNamings,
  holdSeats,
  nameSeatsOf,
  releaseSeatsOf,
  type SeatRequest,
} from './seat-claims-repository.ts';

let t: TestApp;
let userId: number;
let bill = 0;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.deps)).userId;
});
afterAll(() => t.close());

const TERMS = [
  { termName: '10年', termMoneyFen: 100_000, termYear: 10 },
  { termName: '永久', termMoneyFen: 500_000, termYear: 0 },
];

/** A naming project with one grid area of `n` open seats (the last `closed` of them status 3). */
const hall = (n: number, closed = 0) => createHall(t.deps, n, TERMS, closed);

async function newDonation(itemsId: number): Promise<number> {
  bill += 1;
  const [row] = await t.deps.database.db
    .insert(donations)
    .values({ billNo: `SEAT${process.pid}${bill}`, userId, itemsId, crowdType: 1, moneyFen: 0, payType: 1 })
    .returning({ id: donations.id });
  return row!.id;
}

const plate = (seatId: number, termYear = 10): SeatRequest => ({
  seatId,
  termYear,
  donorName: '张三',
  donorIdentity: '校友',
  donationMessage: '饮水思源',
});

async function liveClaims(seatIds: number[]) {
  const rows = await t.deps.database.db.select().from(seatClaims);
  return rows.filter((row) => seatIds.includes(row.seatId) && row.state !== 'released');
}

/** Would list any seat with two live claims: the double sale the index forbids. */
async function doubleClaims(): Promise<unknown[]> {
  const rows = await t.deps.database.db.execute(
    sql`select seat_id from seat_claims where state in ('held','named') group by seat_id having count(*) > 1`,
  );
  return (rows as unknown as { rows: unknown[] }).rows;
}

describe('holdSeats', () => {
  it('holds several seats, priced from the list, and refuses all of them if one is taken', async () => {
    const { itemsId, seatIds, labels } = await hall(3);
    const first = await newDonation(itemsId);
    const held = await holdSeats(t.deps.database.db, {
      donationId: first,
      itemsId,
      seats: [plate(seatIds[0]!, 10), plate(seatIds[1]!, 0)],
    });
    expect(held.totalFen).toBe(600_000);
    expect(held.seats.map((seat) => seat.label)).toEqual([labels[0], labels[1]]);

    const second = await newDonation(itemsId);
    const attempt = holdSeats(t.deps.database.db, {
      donationId: second,
      itemsId,
      seats: [plate(seatIds[2]!), plate(seatIds[1]!)],
    });
    await expect(attempt).rejects.toBeInstanceOf(SeatTakenError);
    await expect(attempt).rejects.toMatchObject({
      messageKey: 'naming.seatTaken',
      params: { seat: labels[1] },
    });
    // All or none: the free seat of the refused order was not kept.
    expect((await liveClaims(seatIds)).map((row) => row.donationId)).toEqual([first, first]);
  });

  it('keeps the caller transaction usable and clean after a refusal', async () => {
    const { itemsId, seatIds } = await hall(2);
    await holdSeats(t.deps.database.db, {
      donationId: await newDonation(itemsId),
      itemsId,
      seats: [plate(seatIds[1]!)],
    });
    const donationId = await newDonation(itemsId);
    await t.deps.database.db.transaction(async (tx) => {
      await expect(
        holdSeats(tx, { donationId, itemsId, seats: [plate(seatIds[0]!), plate(seatIds[1]!)] }),
      ).rejects.toBeInstanceOf(SeatTakenError);
      await holdSeats(tx, { donationId, itemsId, seats: [plate(seatIds[0]!)] });
    });
    expect((await liveClaims(seatIds)).filter((row) => row.donationId === donationId)).toHaveLength(1);
  });

  it.each<[string, (h: { itemsId: number; seatIds: number[] }) => Promise<unknown>, string]>([
    [
      'no seats',
      (h) => holdSeats(t.deps.database.db, { donationId: 0, itemsId: h.itemsId, seats: [] }),
      'naming.seatRequired',
    ],
    [
      'a seat twice',
      (h) =>
        holdSeats(t.deps.database.db, {
          donationId: 0,
          itemsId: h.itemsId,
          seats: [plate(h.seatIds[0]!), plate(h.seatIds[0]!)],
        }),
      'naming.seatInvalid',
    ],
    [
      'a seat of another project',
      (h) =>
        holdSeats(t.deps.database.db, {
          donationId: 0,
          itemsId: h.itemsId + 1000,
          seats: [plate(h.seatIds[0]!)],
        }),
      'naming.seatInvalid',
    ],
    [
      'an unknown seat',
      (h) => holdSeats(t.deps.database.db, { donationId: 0, itemsId: h.itemsId, seats: [plate(99_999_999)] }),
      'naming.seatInvalid',
    ],
    [
      'a closed seat',
      (h) =>
        holdSeats(t.deps.database.db, { donationId: 0, itemsId: h.itemsId, seats: [plate(h.seatIds[1]!)] }),
      'naming.seatUnavailable',
    ],
    [
      'a term the seat does not offer',
      (h) =>
        holdSeats(t.deps.database.db, {
          donationId: 0,
          itemsId: h.itemsId,
          seats: [plate(h.seatIds[0]!, 3)],
        }),
      'naming.seatTermInvalid',
    ],
  ])('refuses %s and stores nothing', async (_name, call, key) => {
    const h = await hall(2, 1);
    await expect(call(h)).rejects.toMatchObject({ messageKey: key });
    expect(await liveClaims(h.seatIds)).toEqual([]);
  });

  it('1,000 concurrent single-seat attempts on 100 seats: exactly 100 held, 900 conflicts', async () => {
    const { itemsId, seatIds } = await hall(100);
    const donationIds: number[] = [];
    // The donation rows first (a batch insert), so the race is only on the seats.
    const rows = await t.deps.database.db
      .insert(donations)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          billNo: `RACE${process.pid}${i}`,
          userId,
          itemsId,
          crowdType: 1,
          moneyFen: 0,
          payType: 1,
        })),
      )
      .returning({ id: donations.id });
    donationIds.push(...rows.map((row) => row.id));
    // Every seat is wanted ten times, in a shuffled order.
    const wanted = donationIds.map((_, i) => seatIds[i % 100]!).sort(() => Math.random() - 0.5);
    const started = performance.now();
    const results = await Promise.allSettled(
      donationIds.map((donationId, i) =>
        holdSeats(t.deps.database.db, { donationId, itemsId, seats: [plate(wanted[i]!)] }),
      ),
    );
    console.log(
      `1000 concurrent holds took ${Math.round(performance.now() - started)} ms on ${t.deps.database.kind}`,
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(held).toHaveLength(100);
    expect(refused).toHaveLength(900);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SeatTakenError);
    expect(new Set((await liveClaims(seatIds)).map((row) => row.seatId)).size).toBe(100);
    expect(await doubleClaims()).toEqual([]);
  }, 60_000);
});

describe('release, naming, late payment and expiry', () => {
  it('a released seat can be held by another donor', async () => {
    const { itemsId, seatIds } = await hall(1);
    const first = await newDonation(itemsId);
    await holdSeats(t.deps.database.db, { donationId: first, itemsId, seats: [plate(seatIds[0]!)] });
    expect(await releaseSeatsOf(t.deps.database.db, first, new Date())).toBe(1);
    const second = await newDonation(itemsId);
    await holdSeats(t.deps.database.db, { donationId: second, itemsId, seats: [plate(seatIds[0]!)] });
    expect((await liveClaims(seatIds)).map((row) => row.donationId)).toEqual([second]);
  });

  it('payment names the held seats with their term, once', async () => {
    const { itemsId, seatIds } = await hall(2);
    const donationId = await newDonation(itemsId);
    await holdSeats(t.deps.database.db, {
      donationId,
      itemsId,
      seats: [plate(seatIds[0]!, 10), plate(seatIds[1]!, 0)],
    });
    const now = new Date('2028-02-29T03:00:00Z');
    expect(await nameSeatsOf(t.deps.database.db, donationId, now)).toEqual({ named: 2, lostSeats: [] });
    const claims = await liveClaims(seatIds);
    expect(claims.map((row) => [row.state, row.namedUntil])).toEqual([
      ['named', '2038-02-28'],
      ['named', null],
    ]);
    expect(await nameSeatsOf(t.deps.database.db, donationId, now)).toEqual({ named: 0, lostSeats: [] });
    // Named seats are not let go by a late cancel.
    expect(await releaseSeatsOf(t.deps.database.db, donationId, now)).toBe(0);
  });

  it('a late payment re-claims free seats, and reports a lost one without a partial claim', async () => {
    const { itemsId, seatIds, labels } = await hall(3);
    const db = t.deps.database.db;
    const late = await newDonation(itemsId);
    await holdSeats(db, { donationId: late, itemsId, seats: [plate(seatIds[0]!)] });
    await releaseSeatsOf(db, late, new Date());
    expect(await nameSeatsOf(db, late, new Date())).toEqual({ named: 1, lostSeats: [] });
    expect((await liveClaims([seatIds[0]!]))[0]).toMatchObject({ donationId: late, state: 'named' });

    const lateToo = await newDonation(itemsId);
    await holdSeats(db, { donationId: lateToo, itemsId, seats: [plate(seatIds[1]!), plate(seatIds[2]!)] });
    await releaseSeatsOf(db, lateToo, new Date());
    const other = await newDonation(itemsId);
    await holdSeats(db, { donationId: other, itemsId, seats: [plate(seatIds[2]!)] });
    expect(await nameSeatsOf(db, lateToo, new Date())).toEqual({
      named: 0,
      lostSeats: [{ seatId: seatIds[2], label: labels[2] }],
    });
    // Seat 2 was free, but a refunded order must not keep half its seats.
    expect(await liveClaims([seatIds[1]!])).toEqual([]);
    expect(await db.$count(seatClaims, eq(seatClaims.donationId, lateToo))).toBe(2);
  });

  it('expiry releases namings whose term ended before today', async () => {
    const { itemsId, seatIds } = await hall(2);
    const db = t.deps.database.db;
    const donationId = await newDonation(itemsId);
    await holdSeats(db, { donationId, itemsId, seats: [plate(seatIds[0]!, 10), plate(seatIds[1]!, 0)] });
    await nameSeatsOf(db, donationId, new Date('2010-06-01T02:00:00Z'));
    expect(await expireNamings(db, '2020-06-01')).toEqual([]);
    expect(await expireNamings(db, '2020-06-02')).toEqual([{ itemsId, released: 1 }]);
    expect((await liveClaims(seatIds)).map((row) => row.seatId)).toEqual([seatIds[1]]);
    await holdSeats(db, { donationId: await newDonation(itemsId), itemsId, seats: [plate(seatIds[0]!)] });
    expect(await doubleClaims()).toEqual([]);
  });
});
