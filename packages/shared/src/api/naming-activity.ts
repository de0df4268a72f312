import { z } from 'zod';
import { yuanToFen } from '../money/money.ts';
import type { NamingStatus } from '../naming-map/naming-status.ts';
import { zId } from './common.ts';

/**
 * The campaign maps' calls (doc 4 §7): naming/activity/getSeatStatusList (POST) and
 * naming/activity/getSeatDetail. Both are public: a map is for anyone to look at.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** Yuan with at most two decimals (doc 4 §3 filter parameters), as money is on the wire. */
const money = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number()
    .finite()
    .min(0)
    .max(100_000_000)
    .refine((yuan) => yuanToFen(yuan) !== null)
    .optional(),
);

/** At most this many seat areas in one status request (a map's areaIdList). */
export const STATUS_AREAS_MAX = 200;

/**
 * Filter parameters (doc 4 §3): the project, the seat areas (none: all of the project's), a
 * tree species (`seatName`), an exact price or a range, in yuan. Ids nobody has match nothing.
 */
export const ZSeatStatusBody = z.object({
  itemsId: zId,
  areaIdList: z.preprocess(
    (v) =>
      v == null || v === '' ? [] : typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v,
    z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(STATUS_AREAS_MAX),
  ),
  seatName: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(40)),
  money,
  minMoney: money,
  maxMoney: money,
});
export type TSeatStatusBody = z.infer<typeof ZSeatStatusBody>;

/** seatId → status (1 free, 2 named, 3 not selectable, 4 held). */
export type TSeatStatusMap = Record<string, NamingStatus>;

export const ZSeatDetailQuery = z.object({ seatId: zId });

/** Install tracking (ours): a named object is ordered, then made (engraved), then installed. */
export const INSTALL_STATES = ['ordered', 'made', 'installed'] as const;
export type InstallState = (typeof INSTALL_STATES)[number];

/** naming/activity/getSeatDetail: the spec's naming item (doc 4 §3) and, once named, its plaque. */
export type TSeatDetail = {
  seatId: number;
  /** The number drawn on the map. */
  id: number;
  itemsId: number;
  areaId: number;
  seatName: string;
  /** Ours: the label as printed on the plaque and the naming form ("银杏 No.12"). */
  seat: string;
  /**
   * Ours: the terms it can be named for (termMoney yuan, termYear 0 permanent): naming.ts's
   * TSeatTerm, written out because naming.ts imports this file.
   */
  priceList: Array<{ termName: string; termMoney: number; termYear: number }>;
  seatImg: string;
  /** Lines separated by \n ("位置：…", "科属：…", "生长习性：…"). */
  seatIntro: string;
  /** The lowest price, yuan. */
  termMoney: number;
  status: NamingStatus;
  /** '' unless named (2): the nameplate's donor and message, the day it was named. */
  donorName: string;
  donateTime: string;
  donationMessage: string;
  /** The named term (0 permanent); 0 unless named. */
  termYear: number;
  /** Ours: the plaque's progress while named, else null. */
  install: { state: InstallState; photo: string; updatedAt: string } | null;
};

/** Ours (find my name): a named donor's name as printed on the plaque, or an item's number. */
export const SEARCH_SEAT_MAX = 20;
export const ZSearchSeatQuery = z.object({
  itemsId: zId,
  keyword: z.preprocess((v) => (v == null ? '' : v), z.string().trim().min(1).max(40)),
});

/** One match: the seat, the number drawn, and the map (its name) that shows it. */
export type TSeatMatch = {
  seatId: number;
  id: number;
  areaId: number;
  seatName: string;
  /** The plaque's donor when named, else ''. */
  donorName: string;
  mapName: string;
};
