import { and, eq, gt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { donations } from '../../db/schema/donations.ts';
import { givingDayItems, givingDays, matchingPools, poolMatches } from '../../db/schema/giving-days.ts';
import { items } from '../../db/schema/items.ts';
import { reserveMatches, shareDueBatches } from './pool-match-repository.ts';
import { allocateBatch, batchWants, type MatchRule, matchOf, ratioMatch } from './pool-match-rules.ts';

/**
 * A model of one matching pool, checked against its ledger on the real database over random
 * interleavings of place / pay / expire / cancel / refund (whole or part) and the giving days' tick,
 * some in a fair-release window: after every step each gift's match and what refunds took back are
 * the model's, the pool's counter is the sum of its live matches, reserved + confirmed +
 * free = size, and no donor passes a cap. Placing reserves through the ledger's function; the
 * order's status and money move by plain updates of its row, which the trigger of migration 0028
 * follows whatever statement makes them.
 */

const RUNS = Number(process.env.POOL_MODEL_RUNS ?? 1000);
const DAY_MS = 24 * 60 * 60 * 1000;
const DONORS = 3;

type Status = 'PENDING' | 'PAID' | 'CLOSED' | 'REFUNDED';
type Gift = {
  donationId: number;
  donor: number;
  giftFen: number;
  status: Status;
  matchFen: number;
  takenBackFen: number;
  batched: boolean;
  partlyRefunded: boolean;
};

type Step =
  | { kind: 'place'; donor: number; giftFen: number; inWindow: boolean }
  | { kind: 'pay' | 'close' | 'refund'; pick: number }
  | { kind: 'refundPart'; pick: number; share: number }
  | { kind: 'tick' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      donor: fc.integer({ min: 0, max: DONORS - 1 }),
      giftFen: fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 200_000 })),
      inWindow: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refundPart' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tick' as const) }) },
);

const ruleArb = fc.record({
  sizeFen: fc.integer({ min: 1, max: 300_000 }),
  ratioPercent: fc.constantFrom(50, 100, 200),
  minGiftFen: fc.constantFrom(0, 1_000),
  giftCapFen: fc.option(fc.integer({ min: 0, max: 80_000 })),
  donorCapFen: fc.option(fc.integer({ min: 0, max: 150_000 })),
  donorGiftsPerDay: fc.option(fc.integer({ min: 0, max: 3 })),
  fairReleaseSeconds: fc.constantFrom(0, 0, 30),
});

let database: Database;
let dispose: () => Promise<void>;
let itemId: number;
let donorIds: number[];
let billCounter = 0;
let run = 0;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  const [item] = await database.db.insert(items).values({ name: '配捐模型项目' }).returning({ id: items.id });
  itemId = item?.id ?? 0;
  donorIds = [];
  for (let donor = 0; donor < DONORS; donor += 1) {
    const [user] = await database.db
      .insert(users)
      .values({ nickname: `配捐模型${donor}` })
      .returning({ id: users.id });
    donorIds.push(user?.id ?? 0);
  }
});
afterAll(() => dispose());

describe('a matching pool’s ledger', () => {
  it(`holds its invariants over ${RUNS} random interleavings of place / pay / expire / cancel / refund`, async () => {
    await fc.assert(
      fc.asyncProperty(ruleArb, fc.array(stepArb, { minLength: 1, maxLength: 14 }), async (pool, steps) => {
        // Each run's pool is open on a day of its own, so no earlier run's pool matches its gifts.
        run += 1;
        const opensAt = new Date(Date.UTC(2030, 0, 1) + run * DAY_MS);
        const afterWindow = new Date(opensAt.getTime() + 60_000);
        const db = database.db;
        const [day] = await db
          .insert(givingDays)
          .values({
            name: `模型日 ${run}`,
            startsAt: opensAt,
            endsAt: new Date(opensAt.getTime() + DAY_MS / 2),
          })
          .returning({ id: givingDays.id });
        const givingDayId = day?.id ?? 0;
        await db.insert(givingDayItems).values({ givingDayId, itemId });
        const [row] = await db
          .insert(matchingPools)
          .values({
            givingDayId,
            sponsor: '校友企业',
            sizeFen: pool.sizeFen,
            ratioPercent: pool.ratioPercent,
            minGiftFen: pool.minGiftFen,
            giftCapFen: pool.giftCapFen,
            donorCapFen: pool.donorCapFen,
            donorGiftsPerDay: pool.donorGiftsPerDay,
            opensAt,
            closesAt: new Date(opensAt.getTime() + DAY_MS / 2),
            fairReleaseSeconds: pool.fairReleaseSeconds,
          })
          .returning({ id: matchingPools.id });
        const poolId = row?.id ?? 0;
        const rule: MatchRule = pool;

        const gifts: Gift[] = [];
        let shared = pool.fairReleaseSeconds === 0;
        let windowOpen = pool.fairReleaseSeconds > 0;
        const live = (gift: Gift) => gift.status === 'PENDING' || gift.status === 'PAID';
        const modelFree = () =>
          pool.sizeFen - gifts.filter(live).reduce((sum, gift) => sum + gift.matchFen, 0);
        const useOf = (donor: number, except?: Gift) => {
          const mine = gifts.filter((gift) => gift !== except && gift.donor === donor && live(gift));
          return {
            matchedFen: mine.reduce((sum, gift) => sum + gift.matchFen, 0),
            matchedGiftsToday: mine.filter((gift) => gift.matchFen > 0 || gift.batched).length,
          };
        };
        // The model's share of the batch, as the ledger does it the first time anything moves after
        // the window.
        const shareModel = () => {
          if (shared) return;
          shared = true;
          const batch = gifts.filter((gift) => gift.batched && live(gift));
          const wants = batchWants(
            batch.map((gift) => ({ giftFen: gift.giftFen, donor: String(gift.donor) })),
            rule,
            () => ({ matchedFen: 0, matchedGiftsToday: 0 }),
          );
          const shares = allocateBatch(modelFree(), wants);
          batch.forEach((gift, index) => {
            gift.matchFen = shares[index] ?? 0;
          });
          for (const gift of gifts) gift.batched = false;
        };

        for (const step of steps) {
          const inWindow = windowOpen && step.kind === 'place' && step.inWindow;
          // Once a step falls after the window, every later one does too.
          if (!inWindow) windowOpen = false;
          const now = inWindow ? opensAt : afterWindow;
          // The ledger shares the batch out the first time a gift is placed after the window, or at
          // the giving days' tick after it.
          if ((step.kind === 'place' || step.kind === 'tick') && !inWindow) shareModel();
          if (step.kind === 'tick') {
            await shareDueBatches(db, now);
          }
          if (step.kind === 'place') {
            billCounter += 1;
            const [order] = await db
              .insert(donations)
              .values({
                billNo: `MODEL${billCounter}`,
                userId: donorIds[step.donor] ?? 0,
                itemsId: itemId,
                crowdType: 1,
                moneyFen: step.giftFen,
                payType: 1,
              })
              .returning({ id: donations.id });
            const gift: Gift = {
              donationId: order?.id ?? 0,
              donor: step.donor,
              giftFen: step.giftFen,
              status: 'PENDING',
              matchFen: 0,
              takenBackFen: 0,
              batched: false,
              partlyRefunded: false,
            };
            const use = useOf(step.donor);
            const expected = inWindow
              ? matchOf(step.giftFen, rule, use, Number.MAX_SAFE_INTEGER)
              : matchOf(step.giftFen, rule, use, modelFree());
            const [got] = await db.transaction((tx) =>
              reserveMatches(
                tx,
                { donationId: gift.donationId, itemId, donorKey: String(step.donor), giftFen: step.giftFen },
                now,
              ),
            );
            if (inWindow) {
              gift.batched = expected.matchFen > 0;
              expect(got?.batched).toBe(gift.batched);
              expect(got?.matchFen).toBe(0);
            } else {
              gift.matchFen = expected.matchFen;
              expect(got?.matchFen).toBe(expected.matchFen);
              expect(got?.shortfall).toBe(expected.shortfall);
            }
            gifts.push(gift);
          } else if (step.kind !== 'tick') {
            const wanted: Status = step.kind === 'pay' || step.kind === 'close' ? 'PENDING' : 'PAID';
            const candidates = gifts.filter(
              (gift) => gift.status === wanted && (step.kind !== 'refundPart' || gift.giftFen > 1),
            );
            const gift = candidates[step.pick % Math.max(1, candidates.length)];
            if (!gift) continue;
            const dbStatus = gift.partlyRefunded ? 'PARTLY_REFUNDED' : 'PAID';
            if (step.kind === 'pay') {
              await db
                .update(donations)
                .set({ status: 'PAID', paidAt: now })
                .where(eq(donations.id, gift.donationId));
              gift.status = 'PAID';
            } else if (step.kind === 'close') {
              const closed = gift.donationId % 2 === 0 ? 'CANCELLED' : 'EXPIRED';
              await db
                .update(donations)
                .set({ status: closed, closedAt: now })
                .where(eq(donations.id, gift.donationId));
              gift.status = 'CLOSED';
              gift.batched = false;
            } else if (step.kind === 'refund') {
              await db
                .update(donations)
                .set({
                  status: 'REFUNDED',
                  moneyFen: 0,
                  refundedFen: sql`${donations.refundedFen} + ${donations.moneyFen}`,
                })
                .where(eq(donations.id, gift.donationId));
              gift.status = 'REFUNDED';
              gift.takenBackFen += gift.matchFen;
              gift.matchFen = 0;
              gift.batched = false;
            } else if (step.kind === 'refundPart') {
              const partFen = Math.min(gift.giftFen - 1, Math.max(1, Math.floor(gift.giftFen * step.share)));
              const left = gift.giftFen - partFen;
              await db
                .update(donations)
                .set({
                  status: 'PARTLY_REFUNDED',
                  moneyFen: left,
                  refundedFen: sql`${donations.refundedFen} + ${partFen}`,
                })
                .where(and(eq(donations.id, gift.donationId), eq(donations.status, dbStatus)));
              // A batched gift asks the batch for what it still gives; a matched one keeps what the
              // rules give for that, never more than it had.
              if (!gift.batched) {
                const keep =
                  left < rule.minGiftFen ? 0 : Math.min(gift.matchFen, ratioMatch(left, rule.ratioPercent));
                gift.takenBackFen += gift.matchFen - keep;
                gift.matchFen = keep;
              }
              gift.giftFen = left;
              gift.partlyRefunded = true;
            }
          }

          // The invariants, read back from the database.
          const [counters] = await db
            .select({ used: matchingPools.usedFen })
            .from(matchingPools)
            .where(eq(matchingPools.id, poolId));
          const rows = await db.select().from(poolMatches).where(eq(poolMatches.poolId, poolId));
          const sum = (status: string) =>
            rows
              .filter((entry) => entry.status === status)
              .reduce((total, entry) => total + entry.matchFen, 0);
          expect(counters?.used).toBe(sum('RESERVED') + sum('CONFIRMED'));
          const free = pool.sizeFen - (counters?.used ?? 0);
          expect(free).toBeGreaterThanOrEqual(0);
          expect(free).toBe(modelFree());
          const STATE: Record<Status, string> = {
            PENDING: 'RESERVED',
            PAID: 'CONFIRMED',
            CLOSED: 'RELEASED',
            REFUNDED: 'TAKEN_BACK',
          };
          for (const gift of gifts) {
            const entry = rows.find((candidate) => candidate.donationId === gift.donationId);
            if (entry) {
              expect(entry.matchFen).toBe(gift.matchFen);
              expect(entry.takenBackFen).toBe(gift.takenBackFen);
              expect(entry.status).toBe(STATE[gift.status]);
            } else {
              expect(gift.matchFen).toBe(0);
            }
            if (rule.giftCapFen !== null) expect(gift.matchFen).toBeLessThanOrEqual(rule.giftCapFen);
          }
          expect(rows.length).toBeLessThanOrEqual(gifts.length);
          for (let donor = 0; donor < DONORS; donor += 1) {
            const use = useOf(donor);
            if (rule.donorCapFen !== null) expect(use.matchedFen).toBeLessThanOrEqual(rule.donorCapFen);
            if (rule.donorGiftsPerDay !== null)
              expect(use.matchedGiftsToday).toBeLessThanOrEqual(rule.donorGiftsPerDay);
          }
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('moves a match only when its order moves: a paid gift updated in place keeps it, a late payment of a released one is not matched again', async () => {
    const confirmed = await database.db
      .select({ donationId: poolMatches.donationId })
      .from(poolMatches)
      .where(and(eq(poolMatches.status, 'CONFIRMED'), gt(poolMatches.matchFen, 0)))
      .limit(5);
    expect(confirmed.length).toBeGreaterThan(0);
    for (const { donationId } of confirmed) {
      const before = await database.db.select().from(matchingPools);
      // A change of the order that is not a move (its name in directories): nothing moves.
      await database.db.update(donations).set({ donorName: '改名' }).where(eq(donations.id, donationId));
      expect(await database.db.select().from(matchingPools)).toEqual(before);
    }
    const released = await database.db
      .select({ donationId: poolMatches.donationId, status: donations.status })
      .from(poolMatches)
      .innerJoin(donations, eq(donations.id, poolMatches.donationId))
      .where(and(eq(poolMatches.status, 'RELEASED'), gt(poolMatches.matchFen, 0)))
      .limit(5);
    expect(released.length).toBeGreaterThan(0);
    for (const { donationId } of released) {
      const before = await database.db.select().from(matchingPools);
      await database.db.update(donations).set({ status: 'PAID' }).where(eq(donations.id, donationId));
      expect(await database.db.select().from(matchingPools)).toEqual(before);
      const [entry] = await database.db
        .select()
        .from(poolMatches)
        .where(eq(poolMatches.donationId, donationId));
      expect(entry?.status).toBe('RELEASED');
    }
  });

  it('40 gifts placed at once on a small pool: it is spent exactly, never past its size, no placing fails', async () => {
    const opensAt = new Date(Date.UTC(2029, 0, 1));
    const [day] = await database.db
      .insert(givingDays)
      .values({ name: '并发日', startsAt: opensAt, endsAt: new Date(opensAt.getTime() + DAY_MS) })
      .returning({ id: givingDays.id });
    const givingDayId = day?.id ?? 0;
    await database.db.insert(givingDayItems).values({ givingDayId, itemId });
    const [pool] = await database.db
      .insert(matchingPools)
      .values({
        givingDayId,
        sponsor: '校友会',
        sizeFen: 25_000,
        opensAt,
        closesAt: new Date(opensAt.getTime() + DAY_MS),
      })
      .returning({ id: matchingPools.id });
    const placed = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        billCounter += 1;
        const [order] = await database.db
          .insert(donations)
          .values({
            billNo: `BURST${billCounter}`,
            userId: donorIds[index % DONORS] ?? 0,
            itemsId: itemId,
            crowdType: 1,
            moneyFen: 1_000,
            payType: 1,
          })
          .returning({ id: donations.id });
        return database.db.transaction((tx) =>
          reserveMatches(
            tx,
            { donationId: order?.id ?? 0, itemId, donorKey: `burst-${index}`, giftFen: 1_000 },
            new Date(opensAt.getTime() + 1_000),
          ),
        );
      }),
    );
    const matched = placed.map(([match]) => match?.matchFen ?? 0);
    expect(matched.reduce((sum, fen) => sum + fen, 0)).toBe(25_000);
    // 25 gifts get their whole ¥10, the rest none; the pool says so to the one that found it short.
    expect(matched.filter((fen) => fen === 1_000)).toHaveLength(25);
    expect(placed.filter(([match]) => match?.shortfall === 'pool')).toHaveLength(15);
    const [counters] = await database.db
      .select({ reserved: matchingPools.usedFen })
      .from(matchingPools)
      .where(eq(matchingPools.id, pool?.id ?? 0));
    expect(counters?.reserved).toBe(25_000);
  });
  it('1,000 gifts in the fair-release window are matched pro rata: the pool spent exactly, none over its cap', async () => {
    const opensAt = new Date(Date.UTC(2028, 0, 1));
    const [day] = await database.db
      .insert(givingDays)
      .values({ name: '公平释放日', startsAt: opensAt, endsAt: new Date(opensAt.getTime() + DAY_MS) })
      .returning({ id: givingDays.id });
    const givingDayId = day?.id ?? 0;
    await database.db.insert(givingDayItems).values({ givingDayId, itemId });
    const rule = {
      ratioPercent: 100,
      minGiftFen: 100,
      giftCapFen: 5_000,
      donorCapFen: null,
      donorGiftsPerDay: null,
    };
    const [pool] = await database.db
      .insert(matchingPools)
      .values({
        givingDayId,
        sponsor: '校友会',
        sizeFen: 300_000,
        ...rule,
        opensAt,
        closesAt: new Date(opensAt.getTime() + DAY_MS),
        fairReleaseSeconds: 30,
      })
      .returning({ id: matchingPools.id });
    const poolId = pool?.id ?? 0;
    const random = fc.sample(fc.integer({ min: 50, max: 20_000 }), { numRuns: 1000, seed: 25 });
    const orders = await database.db
      .insert(donations)
      .values(
        random.map((giftFen, index) => ({
          billNo: `FAIR${billCounter + index + 1}`,
          userId: donorIds[index % DONORS] ?? 0,
          itemsId: itemId,
          crowdType: 1,
          moneyFen: giftFen,
          payType: 1,
        })),
      )
      .returning({ id: donations.id, giftFen: donations.moneyFen });
    billCounter += random.length;
    const gifts = orders.map((order) => ({ donationId: order.id, giftFen: order.giftFen }));
    // Placed within the window's first seconds, in no particular order of arrival.
    await Promise.all(
      gifts.map((gift, index) =>
        database.db.transaction((tx) =>
          reserveMatches(
            tx,
            { donationId: gift.donationId, itemId, donorKey: `fair-${index}`, giftFen: gift.giftFen },
            new Date(opensAt.getTime() + (index % 29) * 1000),
          ),
        ),
      ),
    );
    expect(await shareDueBatches(database.db, new Date(opensAt.getTime() + 29_000))).toBe(0);
    expect(await shareDueBatches(database.db, new Date(opensAt.getTime() + 30_000))).toBe(1);
    expect(await shareDueBatches(database.db, new Date(opensAt.getTime() + 60_000))).toBe(0);

    const rows = await database.db.select().from(poolMatches).where(eq(poolMatches.poolId, poolId));
    const byDonation = new Map(rows.map((row) => [row.donationId, row]));
    const wants = gifts.map(({ giftFen }) =>
      giftFen < rule.minGiftFen ? 0 : Math.min(giftFen, rule.giftCapFen),
    );
    const asked = wants.reduce((sum, want) => sum + want, 0);
    expect(asked).toBeGreaterThan(300_000);
    let total = 0;
    for (const [index, gift] of gifts.entries()) {
      const matchFen = byDonation.get(gift.donationId)?.matchFen ?? 0;
      const want = wants[index] ?? 0;
      total += matchFen;
      expect(matchFen).toBeLessThanOrEqual(want);
      // Its pro-rata share, rounded down or up by the one fen of the largest remainders.
      const exact = (want * 300_000) / asked;
      expect(matchFen).toBeGreaterThanOrEqual(Math.floor(exact));
      expect(matchFen).toBeLessThanOrEqual(Math.ceil(exact));
    }
    expect(total).toBe(300_000);
    const [counters] = await database.db
      .select({ reserved: matchingPools.usedFen, batchSharedAt: matchingPools.batchSharedAt })
      .from(matchingPools)
      .where(eq(matchingPools.id, poolId));
    expect(counters?.reserved).toBe(300_000);
    expect(counters?.batchSharedAt?.getTime()).toBe(opensAt.getTime() + 30_000);
  }, 120_000);
});

describe('the database’s rules are the published ones (migration 0030 against pool-match-rules.ts)', () => {
  const capArb = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: null });
  const ruleOfArb = fc.record({
    ratioPercent: fc.integer({ min: 1, max: 1000 }),
    minGiftFen: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
    giftCapFen: capArb(5_000_000),
    donorCapFen: capArb(10_000_000),
    donorGiftsPerDay: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  });

  it('alma_match_of gives what matchOf gives, over 2,000 random gifts, rules and donors’ use', async () => {
    const cases = fc.sample(
      fc.record({
        giftFen: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000_000_000 })),
        rule: ruleOfArb,
        usedFen: fc.integer({ min: 0, max: 12_000_000 }),
        usedGifts: fc.integer({ min: 0, max: 6 }),
      }),
      { numRuns: 2000, seed: 30 },
    );
    const result = await database.db.execute(sql`
      select c.i, m.match_fen, m.full_fen, m.shortfall
        from jsonb_to_recordset(${JSON.stringify(
          cases.map((one, i) => ({
            i,
            ...one.rule,
            giftFen: one.giftFen,
            usedFen: one.usedFen,
            usedGifts: one.usedGifts,
          })),
        )}::jsonb) as c(i int, "giftFen" bigint, "ratioPercent" int, "minGiftFen" bigint, "giftCapFen" bigint,
          "donorCapFen" bigint, "donorGiftsPerDay" int, "usedFen" bigint, "usedGifts" int),
        lateral alma_match_of(c."giftFen", c."ratioPercent", c."minGiftFen", c."giftCapFen", c."donorCapFen",
          c."donorGiftsPerDay", c."usedFen", c."usedGifts") m
        order by c.i`);
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows).toHaveLength(cases.length);
    for (const [i, one] of cases.entries()) {
      const row = rows[i];
      const expected = matchOf(
        one.giftFen,
        one.rule,
        { matchedFen: one.usedFen, matchedGiftsToday: one.usedGifts },
        Number.MAX_SAFE_INTEGER,
      );
      expect({
        i,
        matchFen: Number(row?.match_fen),
        fullFen: Number(row?.full_fen),
        shortfall: row?.shortfall,
      }).toEqual({ i, ...expected });
    }
  });

  it('alma_share_batch shares a batch as allocateBatch(batchWants) does, fen for fen, ties to the earlier gift', async () => {
    // Each interleaving's tick shares every earlier run's due batch, but the runs after the last tick
    // can leave a pool's batch unshared; share those first, so the count below is this pool's alone.
    await shareDueBatches(database.db, new Date(Date.UTC(2040, 0, 1)));
    await fc.assert(
      fc.asyncProperty(
        ruleOfArb,
        fc.integer({ min: 1, max: 400_000 }),
        // Few amounts, so equal wants (and equal remainders) are common.
        fc.array(
          fc.record({
            donor: fc.integer({ min: 0, max: 4 }),
            giftFen: fc.oneof(fc.constantFrom(1_000, 3_000, 7_000), fc.integer({ min: 1, max: 90_000 })),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (rule, sizeFen, batch) => {
          run += 1;
          const opensAt = new Date(Date.UTC(2040, 0, 1) + run * DAY_MS);
          const [day] = await database.db
            .insert(givingDays)
            .values({
              name: `分配日 ${run}`,
              startsAt: opensAt,
              endsAt: new Date(opensAt.getTime() + DAY_MS),
            })
            .returning({ id: givingDays.id });
          const [pool] = await database.db
            .insert(matchingPools)
            .values({
              givingDayId: day?.id ?? 0,
              sponsor: '校友会',
              sizeFen,
              ...rule,
              opensAt,
              closesAt: new Date(opensAt.getTime() + DAY_MS),
              fairReleaseSeconds: 10,
            })
            .returning({ id: matchingPools.id });
          const poolId = pool?.id ?? 0;
          const orders = await database.db
            .insert(donations)
            .values(
              batch.map((gift) => {
                billCounter += 1;
                return {
                  billNo: `SHARE${billCounter}`,
                  userId: donorIds[gift.donor % DONORS] ?? 0,
                  itemsId: itemId,
                  crowdType: 1,
                  moneyFen: gift.giftFen,
                  payType: 1,
                };
              }),
            )
            .returning({ id: donations.id });
          // Placed a second apart, in the batch's order.
          await database.db.insert(poolMatches).values(
            batch.map((gift, index) => ({
              poolId,
              donationId: orders[index]?.id ?? 0,
              donorKey: `d${gift.donor}`,
              giftFen: gift.giftFen,
              matchFen: 0,
              batched: true,
              placedOn: '2040-01-01',
              createdAt: new Date(opensAt.getTime() + index * 100),
            })),
          );
          const wants = batchWants(
            batch.map((gift) => ({ giftFen: gift.giftFen, donor: `d${gift.donor}` })),
            rule,
            () => ({ matchedFen: 0, matchedGiftsToday: 0 }),
          );
          const expected = allocateBatch(sizeFen, wants);
          expect(await shareDueBatches(database.db, new Date(opensAt.getTime() + 10_000))).toBe(1);
          const rows = await database.db
            .select({
              donationId: poolMatches.donationId,
              matchFen: poolMatches.matchFen,
              batched: poolMatches.batched,
            })
            .from(poolMatches)
            .where(eq(poolMatches.poolId, poolId));
          const got = orders.map((order) => rows.find((row) => row.donationId === order.id));
          expect(got.map((row) => row?.matchFen)).toEqual(expected);
          expect(got.every((row) => row?.batched === false)).toBe(true);
          const [counters] = await database.db
            .select({ used: matchingPools.usedFen })
            .from(matchingPools)
            .where(eq(matchingPools.id, poolId));
          expect(counters?.used).toBe(expected.reduce((sum, fen) => sum + fen, 0));
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
