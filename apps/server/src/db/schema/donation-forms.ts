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
});
