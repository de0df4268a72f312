import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { donations } from './donations.ts';
import { items } from './items.ts';
import { staff } from './staff.ts';

/**
 * A giving day (issue 25): a campaign with a time window (shown in Asia/Shanghai), its projects and
 * a goal. Its matching pools, challenges and contests hang off it.
 */
export const givingDays = pgTable(
  'giving_days',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    goalFen: bigint('goal_fen', { mode: 'number' }).notNull().default(0),
    /**
     * The donor fields (from the projects' donation-info forms, e.g. 'college', 'classYear') the
     * page ranks gifts by, beside fundraisers.
     */
    boardFields: text('board_fields').array().notNull().default(sql`'{}'::text[]`),
    /** Staff's switch under load: the page drops its leaderboards, contests and live feed. */
    boardsPaused: boolean('boards_paused').notNull().default(false),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('giving_days_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('giving_days_goal', sql`${t.goalFen} >= 0`),
  ],
);

/** The projects a giving day raises for. */
export const givingDayItems = pgTable(
  'giving_day_items',
  {
    givingDayId: integer('giving_day_id')
      .notNull()
      .references(() => givingDays.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [
    primaryKey({ columns: [t.givingDayId, t.itemId] }),
    index('giving_day_items_item_idx').on(t.itemId),
  ],
);

/**
 * A matching pool: a sponsor's money, a ledger of its own, never mixed into the donors' (a donor's
 * receipt and certificate carry only what they paid). Its rules are features/ledger/pool-match-rules.ts.
 * `used_fen` is the sum of its matches RESERVED and CONFIRMED, moved by the ledger in the
 * transaction that moves the order; the database refuses them past the pool's size,
 * so the pool is never over-spent whatever the code does. Free = size − used.
 */
export const matchingPools = pgTable(
  'matching_pools',
  {
    id: serial('id').primaryKey(),
    givingDayId: integer('giving_day_id')
      .notNull()
      .references(() => givingDays.id, { onDelete: 'cascade' }),
    sponsor: text('sponsor').notNull(),
    sizeFen: bigint('size_fen', { mode: 'number' }).notNull(),
    /** Fen matched per 100 fen given (100: ¥1 for ¥1). */
    ratioPercent: integer('ratio_percent').notNull().default(100),
    minGiftFen: bigint('min_gift_fen', { mode: 'number' }).notNull().default(0),
    giftCapFen: bigint('gift_cap_fen', { mode: 'number' }),
    donorCapFen: bigint('donor_cap_fen', { mode: 'number' }),
    donorGiftsPerDay: integer('donor_gifts_per_day'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Gifts placed in the first seconds after opening are one batch, matched pro rata; 0: none. */
    fairReleaseSeconds: integer('fair_release_seconds').notNull().default(0),
    /**
     * Who may be matched beyond the projects: a donor field ('classYear', 'college') and the values
     * that qualify; '' and no values: every donor.
     */
    donorField: text('donor_field').notNull().default(''),
    donorValues: text('donor_values').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What its matches hold, reserved or confirmed: the one counter placing moves under the pool
     * row's lock. A payment confirms a match without touching it (the row is not a queue for every
     * payment); expiry, cancel and refunds give back. The split is its matches' (`pool_matches`).
     */
    usedFen: bigint('used_fen', { mode: 'number' }).notNull().default(0),
    /** When the fair-release batch was shared out (null: not yet, or no batch). */
    batchSharedAt: timestamp('batch_shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matching_pools_day_idx').on(t.givingDayId),
    check('matching_pools_size', sql`${t.sizeFen} > 0`),
    check('matching_pools_ratio', sql`${t.ratioPercent} between 1 and 1000`),
    check('matching_pools_window', sql`${t.closesAt} > ${t.opensAt}`),
    check('matching_pools_fair_window', sql`${t.fairReleaseSeconds} between 0 and 3600`),
    check(
      'matching_pools_caps',
      sql`${t.minGiftFen} >= 0 and coalesce(${t.giftCapFen}, 0) >= 0 and coalesce(${t.donorCapFen}, 0) >= 0 and coalesce(${t.donorGiftsPerDay}, 0) >= 0`,
    ),
    check('matching_pools_never_overspent', sql`${t.usedFen} >= 0 and ${t.usedFen} <= ${t.sizeFen}`),
  ],
);

/** The projects a pool matches gifts to; none: every project of its giving day. */
export const matchingPoolItems = pgTable(
  'matching_pool_items',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => matchingPools.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.itemId] })],
);

/**
 * One gift's match from one pool: RESERVED when the order is placed, CONFIRMED when it is paid,
 * RELEASED when it expires or is cancelled, TAKEN_BACK when the gift is refunded. A gift placed in
 * the pool's fair-release window is `batched` with a match of 0 until the batch is shared out.
 */
export const poolMatches = pgTable(
  'pool_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => matchingPools.id, { onDelete: 'cascade' }),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    /** Who the caps count against: the donor's account ('u:<user id>'). */
    donorKey: text('donor_key').notNull(),
    giftFen: bigint('gift_fen', { mode: 'number' }).notNull(),
    /** What the gift holds from the pool now (RESERVED, CONFIRMED), or held when it was RELEASED. */
    matchFen: bigint('match_fen', { mode: 'number' }).notNull(),
    /** What refunds gave back to the pool: a partial refund shrinks the match, a full one empties it. */
    takenBackFen: bigint('taken_back_fen', { mode: 'number' }).notNull().default(0),
    /** What the ratio alone would give, and the first limit that cut the match ('none' if none). */
    fullFen: bigint('full_fen', { mode: 'number' }).notNull().default(0),
    shortfall: text('shortfall').notNull().default('none'),
    /** RESERVED | CONFIRMED | RELEASED | TAKEN_BACK */
    status: text('status').notNull().default('RESERVED'),
    batched: boolean('batched').notNull().default(false),
    /** The Shanghai day the gift was placed: the donor's matched gifts per day count by it. */
    placedOn: date('placed_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pool_matches_pool_donation_idx').on(t.poolId, t.donationId),
    index('pool_matches_donor_idx').on(t.poolId, t.donorKey),
    index('pool_matches_donation_idx').on(t.donationId),
    check('pool_matches_status', sql`${t.status} in ('RESERVED', 'CONFIRMED', 'RELEASED', 'TAKEN_BACK')`),
    check('pool_matches_amounts', sql`${t.giftFen} > 0 and ${t.matchFen} >= 0 and ${t.takenBackFen} >= 0`),
  ],
);

/**
 * An all-or-nothing challenge: a sponsor's sum for one project, unlocked when the project reaches a
 * number of donors or an amount raised (gifts paid in the challenge's window). When it is met the
 * sum is recorded as the sponsor's paid gift to the project (`donation_id`), so directories show it.
 */
export const givingDayChallenges = pgTable(
  'giving_day_challenges',
  {
    id: serial('id').primaryKey(),
    givingDayId: integer('giving_day_id')
      .notNull()
      .references(() => givingDays.id, { onDelete: 'cascade' }),
    sponsor: text('sponsor').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    /**
     * Whose gifts count beyond the project: a donor field of the day's boards and the answers that
     * qualify ('' and none: every donor's), e.g. the class of 1990's own challenge.
     */
    donorField: text('donor_field').notNull().default(''),
    donorValues: text('donor_values').array().notNull().default(sql`'{}'::text[]`),
    unlockDonors: integer('unlock_donors'),
    unlockFen: bigint('unlock_fen', { mode: 'number' }),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    metAt: timestamp('met_at', { withTimezone: true }),
    donationId: bigint('donation_id', { mode: 'number' }).references(() => donations.id),
    /** Who set it up: the sponsor's gift is recorded in their name when it is met. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('giving_day_challenges_day_idx').on(t.givingDayId),
    check('giving_day_challenges_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('giving_day_challenges_amount', sql`${t.amountFen} > 0`),
    check(
      'giving_day_challenges_goal',
      sql`(${t.unlockDonors} is null) <> (${t.unlockFen} is null) and coalesce(${t.unlockDonors}, 1) > 0 and coalesce(${t.unlockFen}, 1) > 0`,
    ),
  ],
);

/**
 * An hourly contest: in each hour of its window, the leader of a board (a donor field such as
 * 'college', fundraisers, or projects) by donors or by money wins the prize.
 */
export const givingDayContests = pgTable(
  'giving_day_contests',
  {
    id: serial('id').primaryKey(),
    givingDayId: integer('giving_day_id')
      .notNull()
      .references(() => givingDays.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prize: text('prize').notNull().default(''),
    /** 'project', 'fundraiser' or a donor field of the day's boards. */
    board: text('board').notNull(),
    /** 'donors' | 'money' */
    metric: text('metric').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('giving_day_contests_day_idx').on(t.givingDayId),
    check('giving_day_contests_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('giving_day_contests_metric', sql`${t.metric} in ('donors', 'money')`),
  ],
);

/**
 * A gift placed to a project of a live giving day, with the donor fields the day ranks by (only
 * those, e.g. college and class year: not personal data; the rest of the form stays sealed on the
 * order). Boards and contests count these gifts while their orders stand.
 */
export const givingDayGifts = pgTable(
  'giving_day_gifts',
  {
    givingDayId: integer('giving_day_id')
      .notNull()
      .references(() => givingDays.id, { onDelete: 'cascade' }),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    boardValues: jsonb('board_values').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.givingDayId, t.donationId] }),
    index('giving_day_gifts_donation_idx').on(t.donationId),
  ],
);
