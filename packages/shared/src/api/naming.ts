import { z } from 'zod';
import { zId, zOptionalId } from './common.ts';
import type { InstallState } from './naming-activity.ts';

/**
 * Seat naming calls (doc 2 §3 seat area, seat, nameplate example; doc 4 §3, §7):
 * items/areaList, items/seatList, items/getSeatShowData, items/nameplateExample.
 * The book calls live in naming-books.ts.
 */

// ---- requests ----
export const ZAreaListQuery = z.object({ itemsId: zId });
export const ZSeatListQuery = z.object({ areaId: zId });
export const ZSeatShowQuery = z.object({ id: zId });
export const ZNameplateExampleQuery = z.object({ itemsId: zId });

// ---- answers ----
/** Area types 1 and 2 are grids (twoArray), 3 is a list (oneArray). */
export const SEAT_AREA_TYPE = { grid: 1, gridAlt: 2, list: 3 } as const;
/** 1 selectable, 2 donated (held or named by someone), 3 not selectable. */
export const SEAT_STATUS = { open: 1, donated: 2, unavailable: 3 } as const;

export const ZSeatArea = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  imgUrl: z.string(),
});
export type TSeatArea = z.infer<typeof ZSeatArea>;

/** A period a seat can be named for; termMoney in yuan; termYear 0 is permanent. */
export const ZSeatTerm = z.object({ termName: z.string(), termMoney: z.number(), termYear: z.number() });
export type TSeatTerm = z.infer<typeof ZSeatTerm>;

export const ZSeat = z.object({
  id: z.number(),
  /** The label as shown and printed: "A区 3排5座". */
  seat: z.string(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** The named claim's id, for items/getSeatShowData; null while free or only held. */
  donateSeatId: z.number().nullable(),
  priceList: z.array(ZSeatTerm),
  /** Grid position counted from 1 (null in list areas). */
  rowNo: z.number().nullable(),
  colNo: z.number().nullable(),
});
export type TSeat = z.infer<typeof ZSeat>;

/**
 * items/seatList. Grid areas (types 1, 2): `twoArray` is the whole grid, row 1 first; every row
 * has the same length (the area's widest column number) and holds `null` where there is no seat
 * (an aisle, a gap, a shorter row), so twoArray[r - 1][c - 1] is the seat at row r, column c.
 * `oneArray` is then empty. List areas (type 3): `oneArray` holds the seats in order and
 * `twoArray` is empty.
 */
export const ZSeatList = z.object({
  type: z.number(),
  twoArray: z.array(z.array(ZSeat.nullable())),
  oneArray: z.array(ZSeat),
});
export type TSeatList = z.infer<typeof ZSeatList>;

/** items/getSeatShowData: the named seat's display rows. */
export const ZSeatShowRow = z.object({ fieldTitle: z.string(), fieldValue: z.string() });
export type TSeatShowRow = z.infer<typeof ZSeatShowRow>;

/**
 * items/nameplateExample. `configData` is JSON text of the text boxes (NameplateBox: field,
 * placeholder, x, y, style {color, fontSize, letterSpacing, lineHeight, width}); `detailConfig`
 * is JSON text of the nameplate detail page's look ({bg_img, bg_word, bottom_img, bg_color}).
 */
export const ZNameplateExample = z.object({
  bgImg: z.string(),
  exampleImg: z.string(),
  configData: z.string(),
  detailConfig: z.string(),
});
export type TNameplateExample = z.infer<typeof ZNameplateExample>;

/** doc 2 §9: a naming order names at most this many seats (the chooser's carousel stays usable). */
export const SEAT_NAMING_MAX = 50;

/**
 * One entry of a naming order's seatList (doc 2 §3): the seat, the chosen period and its
 * nameplate. itemsId and areaId are echoed by the app; the server checks the seat is the project's.
 */
export const ZSeatNamingEntry = z.object({
  seatId: zId,
  areaId: z.unknown().optional(),
  itemsId: z.unknown().optional(),
  termYear: z.coerce.number().int().min(0).max(100),
  donorName: z.string().max(200).default(''),
  donorIdentity: z.string().max(200).default(''),
  donationMessage: z.string().max(200).default(''),
});
export type TSeatNamingEntry = z.infer<typeof ZSeatNamingEntry>;

/** user/center/namingList (doc 2 §3 "Naming record"): one paid naming order of mine. */
export type TNamingRecordObject = {
  /** The seat's label, or the book as 《title》×n. */
  seat: string;
  /** '10年', '永久'; for a book ''. */
  termName: string;
  /** Yuan this object cost. */
  termMoney: number;
  /** YYYY-MM-DD the naming ends; '' when it is permanent. */
  expireDate: string;
  /** Ours: the seat or book claim, the id of its nameplate-detail page (type = the record's namingType). */
  claimId: number;
  /** Ours (issue 14 install tracking): a seat's plaque progress; null for books. */
  install: { state: InstallState; photo: string; updatedAt: string } | null;
};
/**
 * Ours: what a naming order named, so the donor's record can call it by its name (a tree is not a
 * seat). Seats, trees, bricks and buildings are all seat rows; a campaign map says which they are.
 */
export const NAMING_OBJECT_KINDS = ['seat', 'tree', 'brick', 'building', 'book'] as const;
export type NamingObjectKind = (typeof NAMING_OBJECT_KINDS)[number];

export type TNamingRecord = {
  donatePlatOrder: string;
  itemsId: number;
  itemsName: string;
  /** 1 seats, 2 books. */
  namingType: number;
  /** Ours: seats, trees, bricks, buildings or books. */
  objectKind: NamingObjectKind;
  donateTime: string;
  donateMoney: number;
  donateSeatList: TNamingRecordObject[];
};

/** items/getNameplateDetailConfig: the nameplate detail page's look (doc 4 §3 nameplate config). */
export type TNameplateDetailConfig = {
  bg_img: string;
  bg_word: string;
  bottom_img: string;
  bg_color: string;
};

/** What `type` names in items/getNameplateDetailConfig: a seat claim or a book claim. */
export const NAMEPLATE_CLAIM_TYPE = { seat: 1, book: 2 } as const;

/**
 * items/getNameplateDetailConfig?type=&id= (doc 4 §7): the nameplate detail page's look for the
 * project a claim (seat_claims.id for type 1, book_claims.id for type 2) belongs to. Both are
 * optional — the page may open without them — but a value that is given must be well formed.
 */
export const ZNameplateDetailConfigQuery = z.object({
  type: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(NAMEPLATE_CLAIM_TYPE.seat).max(NAMEPLATE_CLAIM_TYPE.book).optional(),
  ),
  id: zOptionalId,
});
export type TNameplateDetailConfigQuery = z.infer<typeof ZNameplateDetailConfigQuery>;
