import { z } from 'zod';
import { fromWireDate } from '../dates/wire-date.ts';
import type { TDonorField } from './giving-day-donor-fields.ts';
import { zYuanAsFen } from './money-field.ts';
import { zLine, zText } from './project-fields.ts';

/**
 * 募捐日 (issue 25) in the console, under /admin-api/v1/giving-days: the day (window, projects,
 * goal, boards), its matching pools, challenges and hourly contests, the live dashboard, the
 * boards' switch under load, and each pool's reconciliation. Money is yuan on the wire (typed
 * amounts parsed to fen at the edge, refused past their limit, never rounded); times are
 * `YYYY-MM-DD HH:mm` in Asia/Shanghai.
 */

export const GIVING_DAY_NAME_MAX = 60;
export const GIVING_DAY_INTRO_MAX = 2000;
export const GIVING_DAY_ITEMS_MAX = 50;
export const GIVING_DAY_BOARD_FIELDS_MAX = 4;
export const POOL_SPONSOR_MAX = 60;
export const POOL_DONOR_VALUES_MAX = 50;
export const POOL_RATIO_MAX = 1000;
export const POOL_FAIR_WINDOW_MAX_SECONDS = 3600;
export const POOL_DONOR_GIFTS_MAX = 100;
export const CHALLENGE_DONORS_MAX = 1_000_000;
export const CONTEST_TITLE_MAX = 60;
export const CONTEST_PRIZE_MAX = 100;

/** A Shanghai minute, `YYYY-MM-DD HH:mm`, that exists; parsed to an instant. */
export const zShanghaiMinute = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { message: 'minute' })
  .transform((value, context) => {
    const at = fromWireDate(value);
    // A minute that does not exist (02-30, 25:00) comes back as another one.
    if (!at || new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') !== value) {
      context.addIssue({ code: 'custom', message: 'minute' });
      return z.NEVER;
    }
    return at;
  });

const zId = z.coerce.number().int().positive();
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const zOptionalFen = z.preprocess(emptyToNull, zYuanAsFen.nullable());
/** A positive yuan amount (a pool's size, a challenge's sum). */
const zPositiveFen = zYuanAsFen.refine((fen) => fen > 0, { message: 'positive' });
const zFieldName = zLine(40).regex(/^[A-Za-z][A-Za-z0-9_]*$/, { message: 'fieldName' });

const window = <T extends { startTime: Date; endTime: Date }>(value: T) => value.endTime > value.startTime;
const windowIssue = { path: ['endTime'], message: 'admin.givingDay.endBeforeStart' };

export const ZGivingDayParams = z.object({ id: zId });
export const ZGivingDayPartParams = z.object({ id: zId, partId: zId });

export const ZGivingDayInput = z
  .object({
    name: zLine(GIVING_DAY_NAME_MAX, 1),
    intro: zText(GIVING_DAY_INTRO_MAX).default(''),
    startTime: zShanghaiMinute,
    endTime: zShanghaiMinute,
    goal: zYuanAsFen.default(0),
    itemIds: z.array(zId).min(1).max(GIVING_DAY_ITEMS_MAX),
    /** Donor fields of the projects' forms the page ranks by (e.g. college, classYear). */
    boardFields: z.array(zFieldName).max(GIVING_DAY_BOARD_FIELDS_MAX).default([]),
  })
  .refine(window, windowIssue);
export type TGivingDayInput = z.input<typeof ZGivingDayInput>;

export const ZBoardsPausedInput = z.object({ paused: z.boolean() });

export const ZPoolInput = z
  .object({
    sponsor: zLine(POOL_SPONSOR_MAX, 1),
    /** The pool's size (its answer calls it `size`). */
    poolSize: zPositiveFen,
    ratioPercent: z.number().int().min(1).max(POOL_RATIO_MAX),
    minGift: zYuanAsFen.default(0),
    giftCap: zOptionalFen.default(null),
    donorCap: zOptionalFen.default(null),
    donorGiftsPerDay: z
      .preprocess(emptyToNull, z.number().int().min(1).max(POOL_DONOR_GIFTS_MAX).nullable())
      .default(null),
    startTime: zShanghaiMinute,
    endTime: zShanghaiMinute,
    fairReleaseSeconds: z.number().int().min(0).max(POOL_FAIR_WINDOW_MAX_SECONDS).default(0),
    /** The day's projects it matches; empty: all of them. */
    itemIds: z.array(zId).max(GIVING_DAY_ITEMS_MAX).default([]),
    donorField: z.union([z.literal(''), zFieldName]).default(''),
    donorValues: z.array(zLine(60, 1)).max(POOL_DONOR_VALUES_MAX).default([]),
  })
  .refine(window, windowIssue)
  .refine((pool) => (pool.donorField === '') === (pool.donorValues.length === 0), {
    path: ['donorValues'],
    message: 'admin.givingDay.donorValuesWithField',
  });
export type TPoolInput = z.input<typeof ZPoolInput>;

export const ZChallengeInput = z
  .object({
    sponsor: zLine(POOL_SPONSOR_MAX, 1),
    itemId: zId,
    goalKind: z.enum(['donors', 'money']),
    /** Donors (a whole number) or yuan, by goalKind. */
    goal: z.union([z.number(), z.string()]),
    amount: zPositiveFen,
    startTime: zShanghaiMinute,
    endTime: zShanghaiMinute,
    /** Whose gifts count: one of the day's board fields and the answers that qualify; '': everyone's. */
    donorField: z.union([z.literal(''), zFieldName]).default(''),
    donorValues: z.array(zLine(60, 1)).max(POOL_DONOR_VALUES_MAX).default([]),
  })
  .refine(window, windowIssue)
  .refine((challenge) => (challenge.donorField === '') === (challenge.donorValues.length === 0), {
    path: ['donorValues'],
    message: 'admin.givingDay.donorValuesWithField',
  });
export type TChallengeInput = z.input<typeof ZChallengeInput>;

export const ZContestInput = z
  .object({
    title: zLine(CONTEST_TITLE_MAX, 1),
    prize: zLine(CONTEST_PRIZE_MAX).default(''),
    /** 'project', 'fundraiser' or one of the day's board fields. */
    board: zLine(40, 1),
    metric: z.enum(['donors', 'money']),
    startTime: zShanghaiMinute,
    endTime: zShanghaiMinute,
  })
  .refine(window, windowIssue);
export type TContestInput = z.input<typeof ZContestInput>;

export type TGivingDayState = 'upcoming' | 'live' | 'ended';

export type TAdminGivingDayRow = {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  state: TGivingDayState;
  goal: number;
  raised: number;
  matched: number;
  donors: number;
  pools: number;
  boardsPaused: boolean;
};

export type TAdminPool = {
  id: number;
  sponsor: string;
  size: number;
  ratioPercent: number;
  minGift: number;
  giftCap: number | null;
  donorCap: number | null;
  donorGiftsPerDay: number | null;
  startTime: string;
  endTime: string;
  fairReleaseSeconds: number;
  itemIds: number[];
  donorField: string;
  donorValues: string[];
  state: TGivingDayState;
  reserved: number;
  confirmed: number;
  free: number;
  batchSharedTime: string | null;
};

export type TAdminChallenge = {
  id: number;
  sponsor: string;
  itemId: number;
  itemName: string;
  goalKind: 'donors' | 'money';
  goal: number;
  progress: number;
  amount: number;
  startTime: string;
  endTime: string;
  met: boolean;
  metTime: string | null;
  /** The sponsor's recorded gift once met. */
  billNo: string | null;
  donorField: string;
  donorValues: string[];
};

export type TAdminContest = {
  id: number;
  title: string;
  prize: string;
  board: string;
  metric: 'donors' | 'money';
  startTime: string;
  endTime: string;
};

export type TAdminGivingDay = {
  id: number;
  name: string;
  intro: string;
  startTime: string;
  endTime: string;
  state: TGivingDayState;
  goal: number;
  items: Array<{ id: number; name: string }>;
  boardFields: string[];
  /** The donor fields of its projects' forms, in words (for every role that reads the day). */
  donorFields: TDonorField[];
  boardsPaused: boolean;
  pools: TAdminPool[];
  challenges: TAdminChallenge[];
  contests: TAdminContest[];
};

/** The live dashboard: gifts per minute, pools left, failures, totals. */
export type TGivingDayDashboard = {
  serverTime: string;
  raised: number;
  matched: number;
  challengeMoney: number;
  donors: number;
  gifts: number;
  goal: number;
  /** The last 30 minutes, oldest first: gifts paid and gifts placed per minute (HH:mm). */
  perMinute: Array<{ minute: string; paid: number; placed: number; money: number }>;
  pools: Array<{
    id: number;
    sponsor: string;
    size: number;
    free: number;
    reserved: number;
    confirmed: number;
  }>;
  /** Orders of the day's projects since it began that did not end paid: expired, cancelled, refunded. */
  failures: { expired: number; cancelled: number; refunded: number; awaitingPayment: number };
  boardsPaused: boolean;
};

/** A pool's reconciliation: reserved + confirmed + free = size; released and taken back are history. */
export type TPoolReconciliation = {
  poolId: number;
  sponsor: string;
  size: number;
  reserved: number;
  confirmed: number;
  free: number;
  released: number;
  takenBack: number;
  /** Matches by state: how many gifts, and their money. */
  byState: Array<{
    state: 'RESERVED' | 'CONFIRMED' | 'RELEASED' | 'TAKEN_BACK';
    gifts: number;
    money: number;
  }>;
  /** reserved + confirmed + free = size, read from the matches themselves. */
  balanced: boolean;
};

const GIVING_DAY_READERS = ['administrator', 'project_manager', 'finance'] as const;
const GIVING_DAY_WRITERS = ['administrator', 'project_manager'] as const;

/**
 * Who may call each giving-day route: project managers run the day; finance reads it and each
 * pool's reconciliation; the boards' switch under load is any runner's.
 */
export const GIVING_DAY_PERMISSIONS = {
  'GET /giving-days': GIVING_DAY_READERS,
  'POST /giving-days': GIVING_DAY_WRITERS,
  'GET /giving-days/:id': GIVING_DAY_READERS,
  'PUT /giving-days/:id': GIVING_DAY_WRITERS,
  'DELETE /giving-days/:id': GIVING_DAY_WRITERS,
  'PUT /giving-days/:id/boards-paused': GIVING_DAY_WRITERS,
  'GET /giving-days/:id/dashboard': GIVING_DAY_READERS,
  'POST /giving-days/:id/pools': GIVING_DAY_WRITERS,
  'PUT /giving-days/:id/pools/:partId': GIVING_DAY_WRITERS,
  'DELETE /giving-days/:id/pools/:partId': GIVING_DAY_WRITERS,
  'GET /giving-days/:id/pools/:partId/reconciliation': GIVING_DAY_READERS,
  'POST /giving-days/:id/challenges': GIVING_DAY_WRITERS,
  'DELETE /giving-days/:id/challenges/:partId': GIVING_DAY_WRITERS,
  'POST /giving-days/:id/contests': GIVING_DAY_WRITERS,
  'DELETE /giving-days/:id/contests/:partId': GIVING_DAY_WRITERS,
} as const;
