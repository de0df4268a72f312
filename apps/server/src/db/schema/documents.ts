import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { donations } from './donations.ts';
import { items } from './items.ts';

/**
 * A donation's certificate, one per paid donation that reached its project's certificate
 * threshold: the electronic one (a PNG rendered by a job; image_key null while 证书生成中) and,
 * once applied for, the paper one (status 1 not made, 2 awaiting mailing, 3 awaiting pickup,
 * 4 mailed, 5 picked up: packages/shared/src/documents/certificate-status.ts).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => donations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    /** What the verification page is asked for: a running number and a random part, not guessable. */
    serialNo: text('serial_no').notNull().unique(),
    /** The name printed on it: the form's certificate title, else the donor's name. */
    titleName: text('title_name').notNull(),
    imageKey: text('image_key'),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    isNeedPaper: boolean('is_need_paper').notNull().default(false),
    status: smallint('status'),
    /** 1 pick up at school, 2 delivery. */
    certificateWay: smallint('certificate_way'),
    /** postalContact, postalMobile, postalAddress as sealed JSON (security/secrets.ts). */
    postalSealed: text('postal_sealed').notNull().default(''),
    expressCompany: text('express_company').notNull().default(''),
    expressNo: text('express_no').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** The order was refunded: the certificate no longer verifies and no paper one is made. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificates_user_idx').on(t.userId, t.isNeedPaper, t.id),
    index('certificates_paper_idx').on(t.status, t.appliedAt).where(sql`${t.isNeedPaper}`),
    check('certificates_status_check', sql`${t.status} is null or ${t.status} between 1 and 5`),
  ],
);

/**
 * A receipt asked for a paid donation (on the form or later from the receipt list): status 1
 * invoicing, 2 awaiting mailing, 3 awaiting pickup, 4 mailed, 5 picked up, 6 awaiting sending,
 * 7 sent (packages/shared/src/documents/receipt-status.ts). The fiscal receipt's numbers come
 * from the issuer; a refund voids it (红冲) without changing the status.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => donations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    status: smallint('status').notNull().default(1),
    /** 1 personal, 2 enterprise. */
    donorType: smallint('donor_type').notNull(),
    donorName: text('donor_name').notNull(),
    /** 1 paper, 2 electronic. */
    receiptType: smallint('receipt_type').notNull(),
    /** 1 self pickup, 2 express, 3 email, 4 SMS. */
    receiptWay: smallint('receipt_way').notNull(),
    /** creditCode and the postal, email and SMS fields as sealed JSON (security/secrets.ts). */
    detailsSealed: text('details_sealed').notNull().default(''),
    expressCompany: text('express_company').notNull().default(''),
    expressNo: text('express_no').notNull().default(''),
    /** The issuer's numbers (票据代码, 票据号码, 校验码) once issued. */
    invoiceCode: text('invoice_code').notNull().default(''),
    invoiceNo: text('invoice_no').notNull().default(''),
    checkCode: text('check_code').notNull().default(''),
    issuer: text('issuer').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The receipt PDF (electronic) or the scan of the paper one, in file storage. */
    fileKey: text('file_key'),
    /** 红冲: the refund voided the receipt at the issuer. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidFileKey: text('void_file_key'),
    /** The e-receipt's delivery by email or SMS: when it went, and the last failure if any. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sendError: text('send_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipts_user_idx').on(t.userId, t.status, t.id),
    index('receipts_status_idx').on(t.status, t.createdAt),
    check('receipts_status_check', sql`${t.status} between 1 and 7`),
  ],
);
