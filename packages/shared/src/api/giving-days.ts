import { z } from 'zod';

/**
 * Giving days on the donor's side (issue 25), ours, not the spec's: the calls live under the
 * foundation's prefix like our other additions (SPEC_PATHS.givingDay) and answer the spec's
 * envelope; money is yuan on the wire, dates `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai.
 */

/** Where a giving day stands at the server's clock. */
export const GIVING_DAY_STATES = ['upcoming', 'live', 'ended'] as const;
export type TGivingDayState = (typeof GIVING_DAY_STATES)[number];

/** Why a gift's match is less than its ratio would give (features/ledger/pool-match-rules.ts). */
export const MATCH_SHORTFALLS = ['none', 'minimum', 'donorGifts', 'giftCap', 'donorCap', 'pool'] as const;
export type TMatchShortfall = (typeof MATCH_SHORTFALLS)[number];

/** The boards a day ranks by besides its donor fields. */
export const BUILT_IN_BOARDS = ['project', 'fundraiser'] as const;

export const ZGivingDayListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ZGivingDayIdQuery = z.object({ id: z.coerce.number().int().positive() });

/** The form's estimate: what the open pools would match a gift of `money` yuan to the project with. */
export const ZMatchQuoteQuery = z.object({
  itemsId: z.coerce.number().int().positive(),
  money: z.coerce.number().positive().max(10_000_000),
});

export const ZOrderMatchQuery = z.object({ billNo: z.string().trim().min(1).max(40) });

export type TGivingDaySummary = {
  id: number;
  name: string;
  intro: string;
  startTime: string;
  endTime: string;
  state: TGivingDayState;
  goalMoney: number;
  /** What donors gave (paid gifts standing), without matches or challenges. */
  raisedMoney: number;
  /** What the pools matched (confirmed). */
  matchedMoney: number;
  donors: number;
};

/** A pool as the page publishes it: its rules and what is left. */
export type TGivingDayPool = {
  id: number;
  sponsor: string;
  sizeMoney: number;
  /** Free to match: size less what is reserved and confirmed. */
  leftMoney: number;
  /** Yuan matched per yuan given, as a percent (100: ¥1 for ¥1). */
  ratioPercent: number;
  minGiftMoney: number;
  giftCapMoney: number | null;
  donorCapMoney: number | null;
  donorGiftsPerDay: number | null;
  openTime: string;
  closeTime: string;
  /** Gifts placed in the first seconds are one batch matched pro rata; 0: none. */
  fairReleaseSeconds: number;
  /** When the batch was shared out; null before (or without a batch). */
  batchSharedTime: string | null;
  /** The projects it matches (names); empty: every project of the day. */
  itemNames: string[];
  /** A donor field it is limited to, as the form labels it, and the answers that qualify. */
  donorFieldLabel: string;
  donorValueLabels: string[];
  state: TGivingDayState;
};

export type TGivingDayChallenge = {
  id: number;
  sponsor: string;
  itemId: number;
  itemName: string;
  /** 'donors': unlocked at `goal` donors; 'money': at `goal` yuan raised. */
  goalKind: 'donors' | 'money';
  goal: number;
  progress: number;
  amountMoney: number;
  startTime: string;
  endTime: string;
  met: boolean;
  metTime: string | null;
  state: TGivingDayState;
  /** Whose gifts count, as the form labels it ('' and none: every donor's). */
  donorFieldLabel: string;
  donorValueLabels: string[];
};

export type TBoardRow = { name: string; money: number; donors: number };

export type TGivingDayBoard = {
  /** 'project', 'fundraiser' or a donor field name. */
  key: string;
  /** The board's title in the page's language (a donor field's form label). */
  title: string;
  rows: TBoardRow[];
};

export type TGivingDayContest = {
  id: number;
  title: string;
  prize: string;
  board: string;
  boardTitle: string;
  metric: 'donors' | 'money';
  startTime: string;
  endTime: string;
  /** The hour running now (null outside the contest): its start and end, and its top five. */
  hourStart: string | null;
  hourEnd: string | null;
  top: TBoardRow[];
  /** Each finished hour's winner. */
  winners: Array<{ hourStart: string; name: string; money: number; donors: number }>;
  state: TGivingDayState;
};

export type TGivingDayDetail = TGivingDaySummary & {
  /** The server's clock, for the countdown. */
  serverTime: string;
  /** What met challenges released. */
  challengeMoney: number;
  gifts: number;
  items: Array<{ id: number; name: string; cover: string; raisedMoney: number; matchedMoney: number }>;
  pools: TGivingDayPool[];
  challenges: TGivingDayChallenge[];
  /** Empty while staff have paused boards under load (boardsPaused). */
  boards: TGivingDayBoard[];
  contests: TGivingDayContest[];
  boardsPaused: boolean;
  /** The velocity limit, published with the rules: at most `orders` orders per donor in `minutes`. */
  orderLimit: { orders: number; minutes: number };
};

/** One pool's match of a gift: quoted on the form, as reserved on the success page. */
export type TGiftMatch = {
  poolId: number;
  sponsor: string;
  matchMoney: number;
  /** What the ratio alone would give. */
  fullMoney: number;
  shortfall: TMatchShortfall;
  /** Placed in the fair-release window: the match is shared out when the window ends. */
  batched: boolean;
  /** When the batch is shared (batched only). */
  batchTime: string | null;
};

/**
 * The form's estimate of one pool. A pool for some donors (a college, a class year) names its scope:
 * the donor field and the answers it takes; the form keeps the estimate when its answer qualifies.
 */
export type TQuotedMatch = TGiftMatch & { scope: { field: string; values: string[] } | null };

export type TMatchQuote = { givingDayId: number | null; matches: TQuotedMatch[] };

export type TOrderMatch = {
  givingDayId: number | null;
  /** RESERVED (awaiting payment), CONFIRMED, RELEASED, TAKEN_BACK, per match. */
  matches: Array<TGiftMatch & { status: 'RESERVED' | 'CONFIRMED' | 'RELEASED' | 'TAKEN_BACK' }>;
};

/** The stream's event names: `update` carries a TGivingDayDetail; `ping` keeps proxies open. */
export const GIVING_DAY_STREAM_EVENTS = { update: 'update', ping: 'ping' } as const;
