import { sql } from 'drizzle-orm';
import {
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
import { staff } from './staff.ts';

/**
 * How finance settled one difference between a provider's daily bill and our payments (对账,
 * issue 21): a payment credited through the ledger (its outcome kept), a refund recorded as done,
 * or a difference checked and explained in a note. One settlement per difference of a bill: the
 * database refuses a second, so two people cannot settle the same line twice.
 */
export const reconciliationSettlements = pgTable(
  'reconciliation_settlements',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** The difference's key: p:<bill number> for a payment line, r:<refund number> for a refund line. */
    differenceKey: text('difference_key').notNull(),
    /** missing | extra | amount | status (DIFFERENCE_KINDS). */
    kind: text('kind').notNull(),
    /** credit | refund | note (SETTLEMENT_ACTIONS). */
    action: text('action').notNull(),
    /** What the ledger made of a credit or a refund (a SettleOutcome, or 'done'); '' for a note. */
    outcome: text('outcome').notNull().default(''),
    note: text('note').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconciliation_settlements_uq').on(t.provider, t.billDate, t.differenceKey),
    index('reconciliation_settlements_day_idx').on(t.billDate),
    check('reconciliation_settlements_action_check', sql`${t.action} in ('credit', 'refund', 'note')`),
  ],
);
