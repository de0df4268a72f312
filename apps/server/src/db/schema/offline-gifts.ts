import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { donations } from './donations.ts';
import { staff } from './staff.ts';

/**
 * A gift finance received outside the app (a bank transfer, cash, a cheque) and recorded in the
 * console (issue 21): its order is inserted PAID by the ledger (features/ledger/offline-gift-service.ts,
 * pay type 90) and this row keeps how the money came. A bank reference is taken once per method
 * among records not voided, by the database: the same transfer cannot be recorded twice.
 */
export const offlineGifts = pgTable(
  'offline_gifts',
  {
    id: serial('id').primaryKey(),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => donations.id),
    /** bank_transfer | cash | cheque | other (packages/shared/src/admin-api/offline-gifts.ts). */
    method: text('method').notNull(),
    /** The Shanghai day the money arrived. */
    receivedOn: date('received_on').notNull(),
    payerName: text('payer_name').notNull(),
    /** The bank's serial number (流水号) or the cheque's number; '' for cash without one. */
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The stored voucher's key under /files/ ('' when none was uploaded). */
    voucherKey: text('voucher_key').notNull().default(''),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a record is voided (its order refunded through the ledger); its reference is free again. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offline_gifts_reference_idx')
      .on(t.method, t.reference)
      .where(sql`${t.voidedAt} is null and ${t.reference} <> ''`),
    index('offline_gifts_received_idx').on(t.receivedOn, t.id),
    check('offline_gifts_method_check', sql`${t.method} in ('bank_transfer', 'cash', 'cheque', 'other')`),
  ],
);
