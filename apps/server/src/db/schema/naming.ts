import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { donations } from './donations.ts';
import { items } from './items.ts';

/**
 * Naming inventory (doc 2 §2.2–2.4, §3, §4.4; doc 4 §3): seats in areas, books with stock, and
 * the claims naming orders make on them. "Never sold twice" is the database's job: a seat has at
 * most one live claim (a partial unique index), and book stock cannot go below zero (a CHECK).
 */

/** A period a naming can be bought for; termYear 0 means permanent. Money is fen. */
export type NamingTerm = { termName: string; termMoneyFen: number; termYear: number };

/** An area of a seat project: types 1 and 2 are grids, 3 is a list (doc 2 §3 seat area). */
export const seatAreas = pgTable(
  'seat_areas',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    title: text('title').notNull(),
    type: smallint('type').notNull(),
    imgUrl: text('img_url').notNull().default(''),
    /** The periods and prices every seat of the area offers (a seat may override them). */
    priceList: jsonb('price_list').$type<NamingTerm[]>().notNull().default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('seat_areas_items_idx').on(t.itemsId, t.sort)],
);

/**
 * A seat (or tree, brick, building: any seat-style naming object). `status` is the staff's
 * setting: 1 open for naming, 3 not selectable; "donated" (2) is read from its live claim.
 */
export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => seatAreas.id),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    /** As shown and printed: "A区 3排5座". */
    label: text('label').notNull(),
    /** Grid position (types 1 and 2); null in list areas. Rows and columns count from 1. */
    rowNo: integer('row_no'),
    colNo: integer('col_no'),
    status: smallint('status').notNull().default(1),
    priceList: jsonb('price_list').$type<NamingTerm[]>(),
    sort: integer('sort').notNull().default(0),
    /** The campaign maps' naming item (doc 4 §3): the number drawn on the map (null: the row id). */
    displayNo: integer('display_no'),
    /** A tree's species, a building's or brick's name: the maps' species filter matches it. */
    seatName: text('seat_name').notNull().default(''),
    seatImg: text('seat_img').notNull().default(''),
    /** Lines separated by \n: 位置, 科属, 生长习性 … */
    seatIntro: text('seat_intro').notNull().default(''),
  },
  (t) => [
    index('seats_area_idx').on(t.areaId, t.rowNo, t.colNo),
    index('seats_items_idx').on(t.itemsId, t.seatName),
  ],
);

/**
 * A naming order's claim on a seat: held while the order is unpaid, named once paid (until
 * `namedUntil`, or for good when null), released when the order is cancelled or expires or the
 * naming ends. The nameplate text is public: it is printed on the seat.
 */
export const seatClaims = pgTable(
  'seat_claims',
  {
    id: serial('id').primaryKey(),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    /** held | named | released */
    state: text('state').notNull(),
    termYear: integer('term_year').notNull(),
    termMoneyFen: bigint('term_money_fen', { mode: 'number' }).notNull(),
    donorName: text('donor_name').notNull().default(''),
    donorIdentity: text('donor_identity').notNull().default(''),
    donationMessage: text('donation_message').notNull().default(''),
    namedAt: timestamp('named_at', { withTimezone: true }),
    namedUntil: date('named_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Install tracking (ours): ordered → made (engraved) → installed, with the staff's photo. */
    installState: text('install_state').notNull().default('ordered'),
    installPhoto: text('install_photo').notNull().default(''),
    installUpdatedAt: timestamp('install_updated_at', { withTimezone: true }),
  },
  (t) => [
    check('seat_claims_install_state_check', sql`${t.installState} in ('ordered', 'made', 'installed')`),
    // The guarantee: one live (held or named) claim per seat.
    uniqueIndex('seat_claims_live_idx').on(t.seatId).where(sql`${t.state} in ('held', 'named')`),
    index('seat_claims_donation_idx').on(t.donationId),
    check('seat_claims_state_check', sql`${t.state} in ('held', 'named', 'released')`),
  ],
);

export const bookCategories = pgTable(
  'book_categories',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('book_categories_items_idx').on(t.itemsId, t.sort)],
);

/** A book open for naming (doc 4 §3 Book). Stock is what can still be claimed. */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    categoryId: integer('category_id').references(() => bookCategories.id),
    title: text('title').notNull(),
    author: text('author').notNull().default(''),
    press: text('press').notNull().default(''),
    bookNo: text('book_no').notNull().default(''),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    remarks: text('remarks').notNull().default(''),
    imgUrl: text('img_url').notNull().default(''),
    /** Copies named so far (paid). */
    namingCount: integer('naming_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('books_items_idx').on(t.itemsId, t.categoryId, t.sort),
    check('books_stock_check', sql`${t.stock} >= 0`),
  ],
);

export type Nameplate = { donorName: string; donorIdentity: string; donationMessage: string };

/** A naming order's claim on copies of a book; the copies left stock when it was held. */
export const bookClaims = pgTable(
  'book_claims',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    /** held | named | released */
    state: text('state').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
    nameplates: jsonb('nameplates').$type<Nameplate[]>().notNull().default(sql`'[]'::jsonb`),
    namedAt: timestamp('named_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('book_claims_donation_idx').on(t.donationId),
    index('book_claims_book_idx').on(t.bookId, t.state),
    check('book_claims_quantity_check', sql`${t.quantity} > 0`),
    check('book_claims_state_check', sql`${t.state} in ('held', 'named', 'released')`),
  ],
);

/** A text box of a nameplate: where the donor, identity or message goes, and how it looks. */
export type NameplateBox = {
  /** donorName | donorIdentity | donationMessage */
  field: string;
  placeholder: string;
  x: number;
  y: number;
  style: { color: string; fontSize: number; letterSpacing: number; lineHeight: number; width: number };
};

/** A project's nameplate (items/nameplateExample, doc 2 §3; the nameplate detail config, doc 4 §3). */
export const nameplateExamples = pgTable('nameplate_examples', {
  itemsId: integer('items_id')
    .primaryKey()
    .references(() => items.id),
  bgImg: text('bg_img').notNull().default(''),
  exampleImg: text('example_img').notNull().default(''),
  configData: jsonb('config_data').$type<NameplateBox[]>().notNull().default(sql`'[]'::jsonb`),
  /** The nameplate detail page's look: bg_img, bg_word, bottom_img, bg_color. */
  detailConfig: jsonb('detail_config')
    .$type<{ bg_img: string; bg_word: string; bottom_img: string; bg_color: string }>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/**
 * A campaign map's definition (doc 4 §3), served as `config/{school}/maps/{name}.json` and edited
 * in the console; `definition` is what packages/shared/naming-map/map-definition.ts accepts.
 */
export const namingMaps = pgTable(
  'naming_maps',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    /** `{area}-{level}[-{next}]`, unique: the web asks for a map by its name alone. */
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('naming_maps_name_idx').on(t.name), index('naming_maps_items_idx').on(t.itemsId)],
);
