import { z } from 'zod';
import { zId } from '../api/common.ts';
import { MAX_DONATION_FEN, yuanToFen } from '../money/money.ts';
import { zImageUrl, zLine, zText } from './project-fields.ts';

/**
 * The console's naming inventory (issue 14, 座位与书目): a naming project's seat areas with their
 * prices per term, each grid area's seats, the books and their stock, and the nameplate template.
 * Money is yuan on the wire and fen in the database (converted once, on the server). Every write
 * answers what the screen shows next (the list, the grid, the template).
 */

/** A picture this server stored, or none. */
const zOptionalImage = z.union([z.literal(''), zImageUrl]);
const zSort = z.number().int().min(-1_000_000).max(1_000_000);

/** One period a seat can be named for: termYear 0 is permanent; termMoney yuan, 2 decimals at most. */
export const ZSeatTermWrite = z.object({
  termName: zLine(20, 1),
  termMoney: z.number().refine(
    (yuan) => {
      const fen = yuanToFen(yuan);
      return fen !== null && fen > 0 && fen <= MAX_DONATION_FEN;
    },
    { message: 'admin.namingInventory.termMoney' },
  ),
  termYear: z.number().int().min(0).max(100),
});
export type TSeatTermWrite = z.infer<typeof ZSeatTermWrite>;

/** At most this many periods: the seat chooser lists them as tabs. */
export const SEAT_TERMS_MAX = 6;

/**
 * A list of periods: at least one, and one price per term length (an order names its term by
 * termYear, so two prices for one length would make the price a guess).
 */
export const zSeatTerms = z
  .array(ZSeatTermWrite)
  .min(1, { message: 'admin.namingInventory.pricesRequired' })
  .max(SEAT_TERMS_MAX)
  .refine((terms) => new Set(terms.map((term) => term.termYear)).size === terms.length, {
    message: 'admin.namingInventory.termYearTwice',
  });

/** Area types: 1 and 2 are grids (the seat chooser draws rows), 3 a list. */
export const SEAT_AREA_TYPES = [1, 2, 3] as const;
export const isGridArea = (type: number) => type === 1 || type === 2;

export const ZSeatAreaWrite = z.object({
  title: zLine(30, 1),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  imgUrl: zOptionalImage,
  sort: zSort,
  priceList: zSeatTerms,
});
export type TSeatAreaWrite = z.infer<typeof ZSeatAreaWrite>;
export const ZSeatAreaCreate = ZSeatAreaWrite.extend({ itemsId: zId });
export type TSeatAreaCreate = z.infer<typeof ZSeatAreaCreate>;

export const ZItemsQuery = z.object({ itemsId: zId });

export type TSeatAreaRow = TSeatAreaWrite & {
  id: number;
  itemsId: number;
  /** Seats placed in the area (in the grid, or listed). */
  seatCount: number;
  /** Seats with a live claim: held by an unpaid order or named. */
  claimedCount: number;
};

/** 1 open for naming, 3 not selectable (staff's setting; "donated" comes from a claim). */
export const ZSeatStatusSetting = z.union([z.literal(1), z.literal(3)]);

/** A seat as the grid editor shows it. `claim` locks it: it cannot be removed, moved or closed. */
export type TAdminSeat = {
  id: number;
  label: string;
  rowNo: number | null;
  colNo: number | null;
  status: 1 | 3;
  /** Its own periods and prices, or null: the area's. */
  priceList: TSeatTermWrite[] | null;
  claim: 'held' | 'named' | null;
};

export type TSeatAreaSeats = {
  area: TSeatAreaRow;
  /** The grid's size: the furthest row and column that hold a seat (0 when none). */
  rows: number;
  cols: number;
  seats: TAdminSeat[];
};

/** A hall of 100 rows by 150 seats is far past any real one (the demo auditorium: 27 × 71). */
export const SEAT_GRID_MAX_ROWS = 100;
export const SEAT_GRID_MAX_COLS = 150;

/**
 * The grid as staff drew it: its size and every cell that holds a seat (a cell not named is a gap).
 * A seat already at a cell stays the same seat (its claims and price follow it); labels are made
 * from the area title, the row and the seat's number in its row (gaps not counted).
 */
export const ZSeatGridWrite = z.object({
  rows: z.number().int().min(1).max(SEAT_GRID_MAX_ROWS),
  cols: z.number().int().min(1).max(SEAT_GRID_MAX_COLS),
  seats: z
    .array(
      z.object({
        rowNo: z.number().int().min(1).max(SEAT_GRID_MAX_ROWS),
        colNo: z.number().int().min(1).max(SEAT_GRID_MAX_COLS),
        status: ZSeatStatusSetting,
      }),
    )
    .max(SEAT_GRID_MAX_ROWS * SEAT_GRID_MAX_COLS),
});
export type TSeatGridWrite = z.infer<typeof ZSeatGridWrite>;

/** The label of the seat numbered `number` in row `row` of an area ("A区 3排5座", as the seed's). */
export function seatLabel(areaTitle: string, row: number, number: number): string {
  return `${areaTitle} ${row}排${number}座`;
}

/** One seat's own prices (null: back to the area's). */
export const ZSeatPriceWrite = z.object({ priceList: zSeatTerms.nullable() });
export type TSeatPriceWrite = z.infer<typeof ZSeatPriceWrite>;

// ---- books ----

export const ZBookCategoryWrite = z.object({ title: zLine(20, 1), sort: zSort });
export type TBookCategoryWrite = z.infer<typeof ZBookCategoryWrite>;
export const ZBookCategoryCreate = ZBookCategoryWrite.extend({ itemsId: zId });
export type TBookCategoryRow = TBookCategoryWrite & { id: number; itemsId: number; bookCount: number };

/** The most copies a book may offer: a library's shelf, not a warehouse. */
export const BOOK_STOCK_MAX = 1_000_000;

export const ZBookWrite = z.object({
  categoryId: zId.nullable(),
  title: zLine(100, 1),
  author: zLine(100),
  press: zLine(100),
  /** ISBN-10 or ISBN-13 as printed: digits, hyphens, a final X. */
  bookNo: zLine(20).refine((value) => /^[0-9Xx-]*$/.test(value), {
    message: 'admin.namingInventory.bookNo',
  }),
  unitPrice: z.number().refine(
    (yuan) => {
      const fen = yuanToFen(yuan);
      return fen !== null && fen > 0 && fen <= MAX_DONATION_FEN;
    },
    { message: 'admin.namingInventory.unitPrice' },
  ),
  remarks: zText(500),
  imgUrl: zOptionalImage,
  sort: zSort,
});
export type TBookWrite = z.infer<typeof ZBookWrite>;

/**
 * A new book's first stock. Afterwards stock moves only by a change (ZBookStockChange): orders take
 * copies at the same time, so a number staff read a minute ago must not overwrite it.
 */
export const ZBookCreate = ZBookWrite.extend({
  itemsId: zId,
  stock: z.number().int().min(0).max(BOOK_STOCK_MAX),
});
export type TBookCreate = z.infer<typeof ZBookCreate>;

/** Copies added (positive) or taken away (negative); never below 0 left to claim. */
export const ZBookStockChange = z.object({
  change: z
    .number()
    .int()
    .min(-BOOK_STOCK_MAX)
    .max(BOOK_STOCK_MAX)
    .refine((value) => value !== 0),
});

export type TBookRow = TBookWrite & {
  id: number;
  itemsId: number;
  categoryTitle: string;
  /** Copies donors may still claim. */
  stock: number;
  /** Copies held by unpaid orders (they left stock when held and come back if the order lapses). */
  held: number;
  /** Copies named (paid). */
  namingCount: number;
};

// ---- nameplate ----

/** The plate's own coordinate space, as the donor app draws it (components/nameplate-preview). */
export const NAMEPLATE_PLATE = { width: 300, height: 180 } as const;
export const NAMEPLATE_FIELDS = ['donorName', 'donorIdentity', 'donationMessage'] as const;
const zColor = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, {
  message: 'admin.namingInventory.color',
});

export const ZNameplateBoxWrite = z.object({
  field: z.enum(NAMEPLATE_FIELDS),
  placeholder: zLine(20),
  x: z.number().min(0).max(NAMEPLATE_PLATE.width),
  y: z.number().min(0).max(NAMEPLATE_PLATE.height),
  style: z.object({
    color: zColor,
    fontSize: z.number().int().min(8).max(72),
    letterSpacing: z.number().min(0).max(20),
    lineHeight: z.number().int().min(8).max(120),
    width: z.number().int().min(10).max(NAMEPLATE_PLATE.width),
  }),
});
export type TNameplateBoxWrite = z.infer<typeof ZNameplateBoxWrite>;

export const ZNameplateTemplateWrite = z.object({
  bgImg: zOptionalImage,
  exampleImg: zOptionalImage,
  configData: z.array(ZNameplateBoxWrite).max(6),
  detailConfig: z.object({
    bg_img: zOptionalImage,
    bg_word: zLine(12),
    bottom_img: zOptionalImage,
    bg_color: zColor,
  }),
});
export type TNameplateTemplateWrite = z.infer<typeof ZNameplateTemplateWrite>;
export type TNameplateTemplate = TNameplateTemplateWrite & { itemsId: number; stored: boolean };

function box(fontSize: number): TNameplateBoxWrite['style'] {
  return { color: '#5a3e1b', fontSize, letterSpacing: 2, lineHeight: Math.round(fontSize * 1.4), width: 260 };
}

/** What a project without a template starts from: the three boxes donors fill, on a plain plate. */
export const NEW_NAMEPLATE_TEMPLATE: TNameplateTemplateWrite = {
  bgImg: '',
  exampleImg: '',
  configData: [
    { field: 'donorName', placeholder: '捐赠人', x: 20, y: 40, style: box(22) },
    { field: 'donorIdentity', placeholder: '身份', x: 20, y: 84, style: box(14) },
    { field: 'donationMessage', placeholder: '寄语', x: 20, y: 120, style: box(14) },
  ],
  detailConfig: { bg_img: '', bg_word: '', bottom_img: '', bg_color: '#ffffff' },
};

/** A naming project the inventory screen can choose (items with a naming type). */
export type TNamingProjectChoice = { id: number; name: string; namingType: number };
