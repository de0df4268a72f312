import type { FormField } from '@alma/shared/validation/form-fields';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import {
  givingDayChallenges,
  givingDayContests,
  givingDayGifts,
  givingDayItems,
  givingDays,
  matchingPoolItems,
  matchingPools,
  poolMatches,
} from '../../db/schema/giving-days.ts';
import { items } from '../../db/schema/items.ts';
import { staff } from '../../db/schema/staff.ts';

/**
 * Giving days' reads (issue 25): the day, its projects, pools, challenges and contests, and what
 * its gifts add up to. A day's gifts are the standing gifts to its projects paid inside its window;
 * a met challenge's own recorded gift is counted apart, never as a donor's.
 */

export type GivingDayRow = typeof givingDays.$inferSelect;
/** A pool with what its matches hold by state (its row keeps only the sum, `used_fen`). */
export type PoolRow = typeof matchingPools.$inferSelect & { reservedFen: number; confirmedFen: number };
export type ChallengeRow = typeof givingDayChallenges.$inferSelect;
export type ContestRow = typeof givingDayContests.$inferSelect;

const STANDING = sql`${donations.status} in ('PAID', 'PARTLY_REFUNDED')`;
/** Not a met challenge's gift: the sponsor's unlocked sum is shown as such, not as a donor's gift. */
const NOT_CHALLENGE_GIFT = sql`not exists (select 1 from ${givingDayChallenges} c where c.donation_id = ${donations.id})`;

export async function findGivingDay(db: Db | Tx, id: number): Promise<GivingDayRow | null> {
  const [row] = await db.select().from(givingDays).where(eq(givingDays.id, id));
  return row ?? null;
}

export async function listGivingDays(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(givingDays)
      .orderBy(desc(givingDays.startsAt), desc(givingDays.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(givingDays),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function dayItemsOf(db: Db, givingDayIds: number[]) {
  if (givingDayIds.length === 0) return [];
  return db
    .select({
      givingDayId: givingDayItems.givingDayId,
      id: items.id,
      name: items.name,
      nameEn: items.nameEn,
      cover: items.coverImg,
      thumbnail: items.thumbnailImg,
    })
    .from(givingDayItems)
    .innerJoin(items, eq(items.id, givingDayItems.itemId))
    .where(inArray(givingDayItems.givingDayId, givingDayIds))
    .orderBy(asc(givingDayItems.givingDayId), asc(items.id));
}

/** Donors' gifts to the day's projects in its window, per project: money, gifts, donors. */
export async function giftTotalsOf(db: Db, day: GivingDayRow) {
  const inDay = and(
    sql`${donations.itemsId} in (select ${givingDayItems.itemId} from ${givingDayItems} where ${givingDayItems.givingDayId} = ${day.id})`,
    STANDING,
    sql`${donations.paidAt} >= ${day.startsAt} and ${donations.paidAt} < ${day.endsAt}`,
    NOT_CHALLENGE_GIFT,
  );
  const [perItem, [all]] = await Promise.all([
    db
      .select({
        itemId: donations.itemsId,
        moneyFen: sql<string>`coalesce(sum(${donations.moneyFen}), 0)`,
        gifts: count(),
      })
      .from(donations)
      .where(inDay)
      .groupBy(donations.itemsId),
    db
      .select({
        moneyFen: sql<string>`coalesce(sum(${donations.moneyFen}), 0)`,
        gifts: count(),
        donors: sql<number>`count(distinct ${donations.userId})::int`,
      })
      .from(donations)
      .where(inDay),
  ]);
  return {
    moneyFen: Number(all?.moneyFen ?? 0),
    gifts: all?.gifts ?? 0,
    donors: all?.donors ?? 0,
    perItem: new Map(perItem.map((row) => [row.itemId, Number(row.moneyFen)])),
  };
}

/** What each project's gifts were matched with (confirmed), from the day's pools. */
export async function matchedPerItem(db: Db, givingDayId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: donations.itemsId, matchFen: sql<string>`coalesce(sum(${poolMatches.matchFen}), 0)` })
    .from(poolMatches)
    .innerJoin(matchingPools, eq(matchingPools.id, poolMatches.poolId))
    .innerJoin(donations, eq(donations.id, poolMatches.donationId))
    .where(and(eq(matchingPools.givingDayId, givingDayId), eq(poolMatches.status, 'CONFIRMED')))
    .groupBy(donations.itemsId);
  return new Map(rows.map((row) => [row.itemId, Number(row.matchFen)]));
}

export async function poolsOf(db: Db | Tx, givingDayIds: number[]): Promise<PoolRow[]> {
  if (givingDayIds.length === 0) return [];
  const rows = await db
    .select({
      pool: matchingPools,
      reservedFen: sql<string>`coalesce(sum(${poolMatches.matchFen}) filter (where ${poolMatches.status} = 'RESERVED'), 0)`,
      confirmedFen: sql<string>`coalesce(sum(${poolMatches.matchFen}) filter (where ${poolMatches.status} = 'CONFIRMED'), 0)`,
    })
    .from(matchingPools)
    .leftJoin(poolMatches, eq(poolMatches.poolId, matchingPools.id))
    .where(inArray(matchingPools.givingDayId, givingDayIds))
    .groupBy(matchingPools.id)
    .orderBy(asc(matchingPools.opensAt), asc(matchingPools.id));
  return rows.map((row) => ({
    ...row.pool,
    reservedFen: Number(row.reservedFen),
    confirmedFen: Number(row.confirmedFen),
  }));
}

export async function poolItemsOf(db: Db | Tx, poolIds: number[]) {
  if (poolIds.length === 0) return [];
  return db
    .select({ poolId: matchingPoolItems.poolId, itemId: matchingPoolItems.itemId })
    .from(matchingPoolItems)
    .where(inArray(matchingPoolItems.poolId, poolIds));
}

export async function challengesOf(db: Db | Tx, givingDayId: number) {
  return db
    .select({
      challenge: givingDayChallenges,
      itemName: items.name,
      itemNameEn: items.nameEn,
      billNo: donations.billNo,
    })
    .from(givingDayChallenges)
    .innerJoin(items, eq(items.id, givingDayChallenges.itemId))
    .leftJoin(donations, eq(donations.id, givingDayChallenges.donationId))
    .where(eq(givingDayChallenges.givingDayId, givingDayId))
    .orderBy(asc(givingDayChallenges.startsAt), asc(givingDayChallenges.id));
}

/** A challenge's progress: donors (distinct) and money of its project's gifts paid in its window. */
export async function challengeProgress(db: Db | Tx, challenge: ChallengeRow) {
  const [row] = await db
    .select({
      moneyFen: sql<string>`coalesce(sum(${donations.moneyFen}), 0)`,
      donors: sql<number>`count(distinct ${donations.userId})::int`,
    })
    .from(donations)
    .where(
      and(
        eq(donations.itemsId, challenge.itemId),
        STANDING,
        sql`${donations.paidAt} >= ${challenge.startsAt} and ${donations.paidAt} < ${challenge.endsAt}`,
        NOT_CHALLENGE_GIFT,
        // A challenge of some donors: their gifts as the day's boards keep their answers.
        challenge.donorField === ''
          ? undefined
          : sql`exists (select 1 from ${givingDayGifts} g where g.donation_id = ${donations.id}
              and g.giving_day_id = ${challenge.givingDayId}
              and g.board_values ->> ${challenge.donorField} = any(${arrayLiteral(challenge.donorValues)}::text[]))`,
      ),
    );
  return { moneyFen: Number(row?.moneyFen ?? 0), donors: row?.donors ?? 0 };
}

export async function challengeMoneyOf(db: Db, givingDayId: number): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${givingDayChallenges.amountFen}), 0)` })
    .from(givingDayChallenges)
    .where(and(eq(givingDayChallenges.givingDayId, givingDayId), isNotNull(givingDayChallenges.metAt)));
  return Number(row?.fen ?? 0);
}

export async function contestsOf(db: Db | Tx, givingDayId: number): Promise<ContestRow[]> {
  return db
    .select()
    .from(givingDayContests)
    .where(eq(givingDayContests.givingDayId, givingDayId))
    .orderBy(asc(givingDayContests.startsAt), asc(givingDayContests.id));
}

export type BoardEntry = { key: string; moneyFen: number; donors: number };

/**
 * A board: the day's standing gifts grouped by a donor field, their project or their fundraiser,
 * optionally only those paid in [from, to), best first by `order`.
 */
export async function boardOf(
  db: Db,
  givingDayId: number,
  board: string,
  options: { limit: number; order: 'money' | 'donors'; from?: Date; to?: Date },
): Promise<BoardEntry[]> {
  const key =
    board === 'project'
      ? sql<string>`${donations.itemsId}::text`
      : board === 'fundraiser'
        ? sql<string>`${donations.togetherId}::text`
        : sql<string>`${givingDayGifts.boardValues} ->> ${board}`;
  const moneyFen = sql<string>`sum(${donations.moneyFen})`;
  const donors = sql<number>`count(distinct ${donations.userId})::int`;
  const rows = await db
    .select({ key, moneyFen, donors })
    .from(givingDayGifts)
    .innerJoin(donations, eq(donations.id, givingDayGifts.donationId))
    .where(
      and(
        eq(givingDayGifts.givingDayId, givingDayId),
        STANDING,
        sql`${key} is not null`,
        options.from ? sql`${donations.paidAt} >= ${options.from}` : undefined,
        options.to ? sql`${donations.paidAt} < ${options.to}` : undefined,
      ),
    )
    // By position: a donor field's key is a parameter each time it is written, which PostgreSQL
    // cannot tell is the same expression.
    .groupBy(sql`1`)
    .orderBy(options.order === 'money' ? sql`2 desc, 3 desc, 1` : sql`3 desc, 2 desc, 1`)
    .limit(options.limit);
  return rows.map((row) => ({ key: String(row.key), moneyFen: Number(row.moneyFen), donors: row.donors }));
}

/** Each finished hour's leader of a contest's board, in [from, to). */
export async function hourlyLeaders(
  db: Db,
  givingDayId: number,
  board: string,
  order: 'money' | 'donors',
  from: Date,
  to: Date,
): Promise<Array<BoardEntry & { hour: Date }>> {
  const key =
    board === 'project'
      ? sql<string>`${donations.itemsId}::text`
      : board === 'fundraiser'
        ? sql<string>`${donations.togetherId}::text`
        : sql<string>`${givingDayGifts.boardValues} ->> ${board}`;
  const hour = sql<Date>`date_trunc('hour', ${donations.paidAt})`;
  const rows = await db
    .select({
      hour,
      key,
      moneyFen: sql<string>`sum(${donations.moneyFen})`,
      donors: sql<number>`count(distinct ${donations.userId})::int`,
    })
    .from(givingDayGifts)
    .innerJoin(donations, eq(donations.id, givingDayGifts.donationId))
    .where(
      and(
        eq(givingDayGifts.givingDayId, givingDayId),
        STANDING,
        sql`${key} is not null`,
        sql`${donations.paidAt} >= ${from} and ${donations.paidAt} < ${to}`,
      ),
    )
    .groupBy(sql`1, 2`);
  const best = new Map<number, BoardEntry & { hour: Date }>();
  for (const row of rows) {
    const at = new Date(row.hour);
    const entry = { hour: at, key: String(row.key), moneyFen: Number(row.moneyFen), donors: row.donors };
    const held = best.get(at.getTime());
    const score = (e: BoardEntry) => (order === 'money' ? [e.moneyFen, e.donors] : [e.donors, e.moneyFen]);
    const [a1, a2] = score(entry);
    const [b1, b2] = held ? score(held) : [-1, -1];
    if (!held || a1! > b1! || (a1 === b1 && (a2! > b2! || (a2 === b2 && entry.key < held.key))))
      best.set(at.getTime(), entry);
  }
  return [...best.values()].sort((a, b) => a.hour.getTime() - b.hour.getTime());
}

export async function projectNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: items.id, name: items.name, nameEn: items.nameEn })
    .from(items)
    .where(inArray(items.id, ids));
}

export async function fundraiserNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: togethers.id, name: togethers.sponsor })
    .from(togethers)
    .where(inArray(togethers.id, ids));
}

/** The donation-info fields of the day's projects' forms: a board's title and its answers' words. */
export async function formFieldsOf(db: Db, itemIds: number[]): Promise<FormField[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ fieldList: donationForms.fieldList })
    .from(donationForms)
    .where(inArray(donationForms.itemsId, itemIds));
  return rows.flatMap((row) => row.fieldList);
}

/** Challenges not yet met that have begun and ended no longer than `graceMs` ago. */
export async function challengesToCheck(db: Db, now: Date, graceMs: number): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(givingDayChallenges)
    .where(
      and(
        isNull(givingDayChallenges.metAt),
        lte(givingDayChallenges.startsAt, now),
        gt(givingDayChallenges.endsAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .orderBy(asc(givingDayChallenges.id));
}

/** Whether any giving day exists (the demo seeds its own only on a database without). */
export async function anyGivingDay(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: givingDays.id }).from(givingDays).limit(1);
  return Boolean(row);
}

/** The first administrator, in whose name the demo's challenges are set up. */
export async function firstAdministratorId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.role, 'administrator'))
    .orderBy(asc(staff.id))
    .limit(1);
  return row?.id ?? null;
}
