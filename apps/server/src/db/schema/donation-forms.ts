import type { FormField } from '@alma/shared/validation/form-fields';
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { items } from './items.ts';

/**
 * The static part of a project's donation form (formDetail, doc 2 §3). A project without a row
 * gets the defaults below: any positive amount, the pay types the server has providers for, no
 * certificate or receipt.
 */
export const donationForms = pgTable('donation_forms', {
  itemsId: integer('items_id')
    .primaryKey()
    .references(() => items.id),
  minMoneyFen: bigint('min_money_fen', { mode: 'number' }).notNull().default(0),
  isIntegerMoney: boolean('is_integer_money').notNull().default(false),
  /** Pay types offered, as the spec's strings ('1', '2', '9'); empty means every configured one. */
  payPlatformList: jsonb('pay_platform_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  isShowAnonymous: boolean('is_show_anonymous').notNull().default(true),
  isShowNoData: boolean('is_show_no_data').notNull().default(true),
  isOpenCertificate: boolean('is_open_certificate').notNull().default(false),
  isShowCertificate: boolean('is_show_certificate').notNull().default(false),
  minMoneyCertificateFen: bigint('min_money_certificate_fen', { mode: 'number' }).notNull().default(0),
  isOpenReceipt: boolean('is_open_receipt').notNull().default(false),
  isShowReceipt: boolean('is_show_receipt').notNull().default(false),
  minMoneyReceiptFen: bigint('min_money_receipt_fen', { mode: 'number' }).notNull().default(0),
  isCreditCode: boolean('is_credit_code').notNull().default(false),
  isLargeRemind: boolean('is_large_remind').notNull().default(false),
  largeAmountFen: bigint('large_amount_fen', { mode: 'number' }).notNull().default(0),
  remindContent: text('remind_content').notNull().default(''),
  offlineContactInfo: text('offline_contact_info').notNull().default(''),
  /** The success page's thank-you words, one paragraph per line. */
  successWord: text('success_word').notNull().default(''),
  /** The donation-info fields (doc 2 §3 "Dynamic field"), in form order. */
  fieldList: jsonb('field_list').$type<FormField[]>().notNull().default(sql`'[]'::jsonb`),
  /** '1' paper, '2' electronic. */
  receiptTypeList: jsonb('receipt_type_list').$type<string[]>().notNull().default(sql`'["1","2"]'::jsonb`),
  /** '1' self pickup, '2' express. */
  receiptWayPaperList: jsonb('receipt_way_paper_list')
    .$type<string[]>()
    .notNull()
    .default(sql`'["1","2"]'::jsonb`),
  /** '3' email, '4' SMS. */
  receiptWayElectronicList: jsonb('receipt_way_electronic_list')
    .$type<string[]>()
    .notNull()
    .default(sql`'["3","4"]'::jsonb`),
  /** How a paper certificate reaches the donor: '1' self pickup, '2' express. */
  certificateWayPaperList: jsonb('certificate_way_paper_list')
    .$type<string[]>()
    .notNull()
    .default(sql`'["1","2"]'::jsonb`),
  certificatePickUpAddress: text('certificate_pick_up_address').notNull().default(''),
  certificatePickUpMobile: text('certificate_pick_up_mobile').notNull().default(''),
  certificatePickUpName: text('certificate_pick_up_name').notNull().default(''),
  receiptPickUpAddress: text('receipt_pick_up_address').notNull().default(''),
  receiptPickUpMobile: text('receipt_pick_up_mobile').notNull().default(''),
  receiptPickUpName: text('receipt_pick_up_name').notNull().default(''),
});

/**
 * What a project offers a sponsor launching a group fundraiser (together/launchDetail, doc 2
 * §2.7): the slogans to choose from, the target chips (fen), free entry and the no-target chip.
 * A project without a row offers free entry and the no-target chip with no slogans of its own.
 */
export const togetherSettings = pgTable('together_settings', {
  itemsId: integer('items_id')
    .primaryKey()
    .references(() => items.id),
  sloganList: jsonb('slogan_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  moneyList: jsonb('money_list')
    .$type<Array<{ title: string; moneyFen: number }>>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  isHandMoney: boolean('is_hand_money').notNull().default(true),
  isNoTarget: boolean('is_no_target').notNull().default(true),
});
