import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo campus-card system (pay type 9): a school's card ledger as the demo provider sees it.
 * A real school's card system keeps its own ledger; only the demo provider reads these tables.
 */
export const demoCampusCards = pgTable(
  'demo_campus_cards',
  {
    /** Student or staff number (stuWorkNo). */
    stuWorkNo: text('stu_work_no').primaryKey(),
    holderName: text('holder_name').notNull(),
    /** Slow hash of the card password (initially the last six digits of the ID number). */
    passwordHash: text('password_hash').notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('demo_campus_cards_balance_check', sql`${t.balanceFen} >= 0`)],
);

/** One charge per order: the bill number is the key, so a retried charge cannot take money twice. */
export const demoCampusCardCharges = pgTable('demo_campus_card_charges', {
  billNo: text('bill_no').primaryKey(),
  stuWorkNo: text('stu_work_no')
    .notNull()
    .references(() => demoCampusCards.stuWorkNo),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});
