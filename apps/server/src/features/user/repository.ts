import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import { awards, settings } from '../../db/schema/site.ts';

/** The gifts that count: paid, or partly refunded (with what they still hold). */
const standing = () => inArray(donations.status, [...STANDING_ORDER_STATUSES]);
const CANCELLED_TOGETHER = 'cancelled';

const paidOf = (userId: number) => and(eq(donations.userId, userId), standing());
const launchesOf = (userId: number) =>
  and(eq(togethers.userId, userId), ne(togethers.status, CANCELLED_TOGETHER));

/**
 * The profile and its totals in one query: paid money, distinct projects, live fundraisers.
 * The subqueries take the id as a parameter: drizzle leaves columns of a one-table select
 * unqualified, so a correlated `users.id` would silently bind to the inner table's id.
 */
export async function findUserCenterRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      accountType: users.accountType,
      isAlumni: users.isAlumni,
      mobileBox: users.mobileBox,
      paidFen: sql<number>`(select coalesce(sum(${donations.moneyFen}), 0) from ${donations}
        where ${donations.userId} = ${userId} and ${standing()})`.mapWith(Number),
      paidItems: sql<number>`(select count(distinct ${donations.itemsId}) from ${donations}
        where ${donations.userId} = ${userId} and ${standing()})`.mapWith(Number),
      launches: sql<number>`(select count(*) from ${togethers}
        where ${togethers.userId} = ${userId} and ${togethers.status} <> ${CANCELLED_TOGETHER})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A setting's value whether or not it is public: the server reads its own switches. */
export async function findSettingValue(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

export async function findUserAvatar(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return row?.avatar ?? null;
}

export async function updateUserProfile(
  db: Db,
  userId: number,
  values: { nickname?: string; avatar?: string },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

const awardColumns = {
  id: awards.id,
  name: awards.name,
  nameEn: awards.nameEn,
  picture: awards.picture,
  description: awards.description,
  descriptionEn: awards.descriptionEn,
  ruleKind: awards.ruleKind,
  ruleThreshold: awards.ruleThreshold,
};

export function listAwardRows(db: Db) {
  return db.select(awardColumns).from(awards).orderBy(asc(awards.sort), asc(awards.id));
}
export type AwardRow = Awaited<ReturnType<typeof listAwardRows>>[number];

export async function findAwardRow(db: Db, awardId: number): Promise<AwardRow | null> {
  const [row] = await db.select(awardColumns).from(awards).where(eq(awards.id, awardId));
  return row ?? null;
}

/** The user's paid donations, oldest first: the timeline awards are earned along. */
export async function listPaidTimeline(db: Db, userId: number) {
  const at = sql<Date>`coalesce(${donations.paidAt}, ${donations.createdAt})`.mapWith(donations.paidAt);
  return db
    .select({ itemsId: donations.itemsId, moneyFen: donations.moneyFen, at })
    .from(donations)
    .where(paidOf(userId))
    .orderBy(asc(at), asc(donations.id));
}

export async function listLaunchTimeline(db: Db, userId: number) {
  return db
    .select({ at: togethers.createdAt })
    .from(togethers)
    .where(launchesOf(userId))
    .orderBy(asc(togethers.createdAt), asc(togethers.id));
}

export type DonorRanks = { byCount: number; byMoney: number; byItems: number };

/**
 * Competition ranks (1, 2, 2, 4) of one user among everyone with a paid donation, by number of
 * donations, money and distinct projects. Null when the user has no paid donation.
 */
export async function findDonorRanks(db: Db, userId: number): Promise<DonorRanks | null> {
  const perDonor = db.$with('per_donor').as(
    db
      .select({
        userId: donations.userId,
        byCount: sql<number>`rank() over (order by count(*) desc)`.as('by_count'),
        byMoney: sql<number>`rank() over (order by sum(${donations.moneyFen}) desc)`.as('by_money'),
        byItems: sql<number>`rank() over (order by count(distinct ${donations.itemsId}) desc)`.as('by_items'),
      })
      .from(donations)
      .where(standing())
      .groupBy(donations.userId),
  );
  const [row] = await db
    .with(perDonor)
    .select({ byCount: perDonor.byCount, byMoney: perDonor.byMoney, byItems: perDonor.byItems })
    .from(perDonor)
    .where(eq(perDonor.userId, userId));
  return row
    ? { byCount: Number(row.byCount), byMoney: Number(row.byMoney), byItems: Number(row.byItems) }
    : null;
}

/** The user's competition rank among sponsors by fundraisers launched (not cancelled). */
export async function findLauncherRank(db: Db, userId: number): Promise<number | null> {
  const perSponsor = db.$with('per_sponsor').as(
    db
      .select({
        userId: togethers.userId,
        rank: sql<number>`rank() over (order by count(*) desc)`.as('launch_rank'),
      })
      .from(togethers)
      .where(ne(togethers.status, CANCELLED_TOGETHER))
      .groupBy(togethers.userId),
  );
  const [row] = await db
    .with(perSponsor)
    .select({ rank: perSponsor.rank })
    .from(perSponsor)
    .where(eq(perSponsor.userId, userId));
  return row ? Number(row.rank) : null;
}
