import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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
 * Every refund of money a provider took (features/ledger owns them, the `refunds.send` job asks the
 * provider): one staff asked for in the console (`staff`, full or partial: the order's money moves
 * only on PROCESSING → SUCCEEDED), a late payment of a naming order whose objects were taken
 * meanwhile (`late`: the order was REFUNDED when it was found so) and a second payment of an order
 * already paid (`duplicate`: the order never counted it). The state machine is in
 * packages/shared/src/admin-api/refunds.ts.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** AWAITING_APPROVAL | REJECTED | PROCESSING | SUCCEEDED | FAILED */
    status: text('status').notNull(),
    /** What the provider knows the refund by (out_refund_no / out_request_no): asking again is the same refund. */
    refundNo: text('refund_no').notNull(),
    /** staff | late | duplicate */
    kind: text('kind').notNull().default('staff'),
    /** The staff member who asked; null for a refund the ledger decided by itself. */
    requestedBy: integer('requested_by').references(() => staff.id),
    /** The provider's number of the payment a `duplicate` refund gives back (one refund per payment). */
    tradeNo: text('trade_no'),
    /** The console dialog's key: the same key for the same order is the same refund (a double click). */
    requestKey: text('request_key'),
    /** The second staff member who approved or rejected it (never the requester). */
    decidedBy: integer('decided_by').references(() => staff.id),
    decisionNote: text('decision_note').notNull().default(''),
    /** The provider's refusal (its code and words), when FAILED. */
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_refund_no_idx').on(t.refundNo),
    uniqueIndex('refunds_request_key_idx').on(t.donationId, t.requestKey),
    // One open staff refund per order, whatever the application does: a double click cannot make two.
    uniqueIndex('refunds_one_open_idx')
      .on(t.donationId)
      .where(sql`${t.status} in ('AWAITING_APPROVAL', 'PROCESSING') and ${t.kind} = 'staff'`),
    // A second payment is given back once, however often its notification comes.
    uniqueIndex('refunds_duplicate_payment_idx')
      .on(t.donationId, t.tradeNo)
      .where(sql`${t.kind} = 'duplicate'`),
    index('refunds_status_idx').on(t.status, t.createdAt),
    check('refunds_amount_check', sql`${t.amountFen} > 0`),
    check('refunds_kind_check', sql`${t.kind} in ('staff', 'late', 'duplicate')`),
    check(
      'refunds_status_check',
      sql`${t.status} in ('AWAITING_APPROVAL', 'REJECTED', 'PROCESSING', 'SUCCEEDED', 'FAILED')`,
    ),
  ],
);

/**
 * What happened to an order's money, for the console's order detail: notifications received,
 * reconciler queries that found a payment, card charges, refunds requested, decided, sent,
 * confirmed or refused. Written by the payments feature in the transaction of the change it
 * describes where there is one. Never a secret or a provider's whole payload: a reference number
 * and a short reason at most.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    refundId: integer('refund_id').references(() => refunds.id),
    /** TPaymentEventKind (packages/shared/src/admin-api/orders.ts). */
    kind: text('kind').notNull(),
    /** The provider's name, or `staff`. */
    source: text('source').notNull(),
    result: text('result').notNull().default(''),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    reference: text('reference').notNull().default(''),
    detail: text('detail').notNull().default(''),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_donation_idx').on(t.donationId, t.id)],
);
