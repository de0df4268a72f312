import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const itemTypes = pgTable('item_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The English name staff give (empty: the Chinese one is shown in English too). */
  nameEn: text('name_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export type FixMoneyOption = { title: string; money: number };

/**
 * A project. Money is fen; totals are changed only in the transaction that marks an order PAID.
 * Flags the spec sends as 0/1 are booleans here and converted at the edge.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').references(() => itemTypes.id),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    /** English texts staff give for an English-mode donor; empty falls back to the Chinese one. */
    nameEn: text('name_en').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    content: text('content').notNull().default(''),
    thumbnailImg: text('thumbnail_img').notNull().default(''),
    coverImg: text('cover_img').notNull().default(''),
    coverList: jsonb('cover_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    linkUrl: text('link_url').notNull().default(''),
    /** 1 donation, 2 naming */
    itemsType: smallint('items_type').notNull().default(1),
    /** 1 money, 2 goods */
    crowdType: smallint('crowd_type').notNull().default(1),
    /** 1 seat, 2 book; null for donation projects */
    namingType: smallint('naming_type'),
    materialName: text('material_name').notNull().default(''),
    materialUnit: text('material_unit').notNull().default(''),
    materialNameEn: text('material_name_en').notNull().default(''),
    materialUnitEn: text('material_unit_en').notNull().default(''),
    materialPriceFen: bigint('material_price_fen', { mode: 'number' }).notNull().default(0),
    isTarget: boolean('is_target').notNull().default(false),
    targetMoneyFen: bigint('target_money_fen', { mode: 'number' }).notNull().default(0),
    targetMaterialNumber: integer('target_material_number').notNull().default(0),
    isLimit: boolean('is_limit').notNull().default(false),
    limitMoneyFen: bigint('limit_money_fen', { mode: 'number' }).notNull().default(0),
    limitMaterialNumber: integer('limit_material_number').notNull().default(0),
    completeMoneyFen: bigint('complete_money_fen', { mode: 'number' }).notNull().default(0),
    completeMaterialNumber: integer('complete_material_number').notNull().default(0),
    payCounts: integer('pay_counts').notNull().default(0),
    namingCountAll: integer('naming_count_all').notNull().default(0),
    namingCountDonate: integer('naming_count_donate').notNull().default(0),
    isComplete: boolean('is_complete').notNull().default(false),
    isDonate: boolean('is_donate').notNull().default(true),
    noReason: text('no_reason').notNull().default(''),
    isDonateTogether: boolean('is_donate_together').notNull().default(false),
    isRecord: boolean('is_record').notNull().default(true),
    isProgress: boolean('is_progress').notNull().default(false),
    isLeaveMessage: boolean('is_leave_message').notNull().default(false),
    isAuditMessage: boolean('is_audit_message').notNull().default(false),
    isInstruction: boolean('is_instruction').notNull().default(false),
    isSubRank: boolean('is_sub_rank').notNull().default(false),
    isSub: boolean('is_sub').notNull().default(false),
    isFixMoney: boolean('is_fix_money').notNull().default(false),
    fixMoney: jsonb('fix_money').$type<FixMoneyOption[]>().notNull().default(sql`'[]'::jsonb`),
    isHandMoney: boolean('is_hand_money').notNull().default(true),
    /** Alumni-only: checkPermission refuses users who are not verified alumni. */
    isAlumni: boolean('is_alumni').notNull().default(false),
    /** Hidden projects are reachable by id (campaign pages) but not listed. */
    isListed: boolean('is_listed').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * The electronic certificate's layout (packages/shared/src/documents/certificate-template.ts,
     * checked on save and on use); null draws the default template.
     */
    certificateTemplate: jsonb('certificate_template').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('items_type_sort_idx').on(t.typeId, t.sort)],
);

export const subItems = pgTable(
  'sub_items',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    completeMoneyFen: bigint('complete_money_fen', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('sub_items_items_idx').on(t.itemsId)],
);

export const progressEntries = pgTable(
  'progress_entries',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    progressDate: date('progress_date').notNull(),
    content: text('content').notNull(),
    attachmentList: jsonb('attachment_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index('progress_items_idx').on(t.itemsId, t.progressDate)],
);

/** Use publicity: how the money of a project was spent. */
export const usePublicity = pgTable(
  'use_publicity',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    useDate: date('use_date').notNull(),
    useTitle: text('use_title').notNull(),
    useMoneyFen: bigint('use_money_fen', { mode: 'number' }).notNull(),
  },
  (t) => [index('use_publicity_items_idx').on(t.itemsId, t.useDate)],
);
