import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The one foundation this installation serves (id 1): titles, agreement, share card. */
export const foundation = pgTable('foundation', {
  id: integer('id').primaryKey().default(1),
  title: text('title').notNull(),
  /** The English texts beside the Chinese ones (empty: the Chinese shows in English too). */
  titleEn: text('title_en').notNull().default(''),
  agreeTitleEn: text('agree_title_en').notNull().default(''),
  agreeContentEn: text('agree_content_en').notNull().default(''),
  /** The account donors transfer to (doc 4 §2.4, the contract flow's account page; issue 23). */
  bankName: text('bank_name').notNull().default(''),
  bankAccountName: text('bank_account_name').notNull().default(''),
  bankAccountNo: text('bank_account_no').notNull().default(''),
  awardExplain: text('award_explain').notNull().default(''),
  isShowTechnicalSupport: boolean('is_show_technical_support').notNull().default(true),
  shareTitle: text('share_title').notNull().default(''),
  shareDesc: text('share_desc').notNull().default(''),
  shareImg: text('share_img').notNull().default(''),
  agreeTitle: text('agree_title').notNull().default(''),
  agreeContent: text('agree_content').notNull().default(''),
  loginBg: text('login_bg').notNull().default(''),
  successWord: text('success_word').notNull().default(''),
  /**
   * What staff own of the donor app's look and behaviour, laid over config/{school}/index.json as
   * it is served: null keeps the file's theme colour, a flag absent here keeps the file's value.
   * `features` also keeps `homeLayout` (a string: the home layout staff chose, served as the file's
   * `theme`; absent keeps the file's), so that setting needed no column of its own.
   */
  themeColor: text('theme_color'),
  features: jsonb('features').$type<Record<string, boolean | string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named settings (setting/base/list, index/getSettingValue). Only public ones are ever answered. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
});

/** Receipt and paper-certificate availability (receipt/config/detail), one row. */
export const receiptConfig = pgTable('receipt_config', {
  id: integer('id').primaryKey().default(1),
  isOpenReceipt: boolean('is_open_receipt').notNull().default(false),
  isOpenPaper: boolean('is_open_paper').notNull().default(false),
  validType: smallint('valid_type').notNull().default(1),
  isCreditCode: boolean('is_credit_code').notNull().default(true),
  receiptTypeList: jsonb('receipt_type_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  receiptWayPaperList: jsonb('receipt_way_paper_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  receiptWayElectronicList: jsonb('receipt_way_electronic_list')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  pickUpAddress: text('pick_up_address').notNull().default(''),
  pickUpName: text('pick_up_name').notNull().default(''),
  pickUpMobile: text('pick_up_mobile').notNull().default(''),
  /** How a paper certificate applied for from the certificate list reaches the donor ('1' pickup, '2' delivery). */
  certificateWayPaperList: jsonb('certificate_way_paper_list')
    .$type<string[]>()
    .notNull()
    .default(sql`'["1","2"]'::jsonb`),
});

/** Awards a donor earns from their paid donations; the rule decides who has earned one. */
export const awards = pgTable('awards', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  picture: text('picture').notNull().default(''),
  description: text('description').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  /** donate_count | donate_money_fen | items_count | together_launch */
  ruleKind: text('rule_kind').notNull(),
  ruleThreshold: integer('rule_threshold').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Uploaded files, stored under server-made names. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the home and index layouts show besides the project list (doc 1 §3 "List item", doc 4
 * §2.1): banners and entry tiles staff place per institution. A linkUrl opens it (full navigation
 * when it starts with http, else in-app); none opens subject-detail?id={itemsId}.
 */
export const homeEntries = pgTable('home_entries', {
  id: serial('id').primaryKey(),
  /** 'banner' | 'tile' */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull().default(''),
  intro: text('intro').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  /** The picture (an uploaded file's address). */
  src: text('src').notNull().default(''),
  linkUrl: text('link_url').notNull().default(''),
  /** The project it opens when linkUrl is empty. */
  itemsId: integer('items_id'),
  sort: integer('sort').notNull().default(0),
  isShow: boolean('is_show').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
