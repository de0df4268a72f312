import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { users } from './accounts.ts';
import { items, subItems } from './items.ts';

const STANDING = sql.raw(
  `"donations"."status" in (${STANDING_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

/** A group fundraiser ("together") started by a sponsor for a project. */
export const togethers = pgTable(
  'togethers',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sponsor: text('sponsor').notNull(),
    slogan: text('slogan').notNull(),
    isNoTarget: boolean('is_no_target').notNull().default(false),
    targetMoneyFen: bigint('target_money_fen', { mode: 'number' }).notNull().default(0),
    completeMoneyFen: bigint('complete_money_fen', { mode: 'number' }).notNull().default(0),
    completeMaterialNumber: integer('complete_material_number').notNull().default(0),
    participants: integer('participants').notNull().default(0),
    /** active | cancelled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('togethers_items_idx').on(t.itemsId, t.createdAt), index('togethers_user_idx').on(t.userId)],
);

/**
 * A donation is an order; its status follows the machine in packages/shared/src/orders/order-status.ts
 * and only features/ledger writes it, its money and the totals (a trigger, migration 0014, keeps the
 * totals and refuses any other move). Money is fen. donorName is the name shown in directories
 * (already the anonymous label when the donor asked for it).
 */
export const donations = pgTable(
  'donations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billNo: text('bill_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    subItemsId: integer('sub_items_id').references(() => subItems.id),
    togetherId: integer('together_id').references(() => togethers.id),
    crowdType: smallint('crowd_type').notNull(),
    /**
     * What the order holds now: the amount paid less what the console refunded of it (a partial
     * refund lowers it, so directories, records, awards and sums that read PAID orders' money_fen
     * show the gift as it stands). Paid = money_fen + refunded_fen.
     */
    moneyFen: bigint('money_fen', { mode: 'number' }).notNull(),
    /** Confirmed refunds of this order, fen (features/ledger/refund-answer-service.ts). */
    refundedFen: bigint('refunded_fen', { mode: 'number' }).notNull().default(0),
    materialNumber: integer('material_number').notNull().default(0),
    payType: smallint('pay_type').notNull(),
    status: text('status').notNull().default('PENDING'),
    donateFrom: text('donate_from').notNull().default('U1'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isNoData: boolean('is_no_data').notNull().default(false),
    donorName: text('donor_name').notNull().default(''),
    /** Display label of what a naming order names ("A区 3排5座"), for directories. */
    seats: text('seats').notNull().default(''),
    /**
     * 0 for a money or goods gift; 1 seats, 2 books for a naming order, whose claims a trigger
     * releases when it is cancelled or expires (migration 0006) and whose payment names them.
     */
    namingType: smallint('naming_type').notNull().default(0),
    /**
     * Whether paying this order makes a document (a certificate by the form's threshold, or the
     * receipt or paper certificate the donor asked for), decided when it is placed: a paid order
     * that makes none queues no job.
     */
    makesDocuments: boolean('makes_documents').notNull().default(true),
    formData: jsonb('form_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A PENDING order past this time is EXPIRED (checked by a job and on every read). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The client's Idempotency-Key: a retried submit answers the same order. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The address the donor placed the order from (payments/return-origin.ts). Without PUBLIC_URL
     * (the demo only) the order's certificate and receipt point there, not at localhost.
     */
    origin: text('origin'),
    /**
     * SHA-256 of the request that used the key (orders/request-fingerprint.ts): the same key with
     * another body is refused. Null for orders placed before it was kept (issue 11).
     */
    idempotencyHash: text('idempotency_hash'),
    /** Which provider took the payment, and its own transaction number. */
    provider: text('provider'),
    providerTradeNo: text('provider_trade_no'),
  },
  (t) => [
    uniqueIndex('donations_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('donations_pending_expiry_idx').on(t.status, t.expiresAt),
    index('donations_items_paid_idx').on(t.itemsId, t.status, t.paidAt),
    // The site-wide directory: paid donations by time, across projects.
    index('donations_status_paid_idx').on(t.status, t.paidAt),
    index('donations_user_idx').on(t.userId, t.status),
    index('donations_together_idx').on(t.togetherId, t.status),
    // The console's orders table and export filtered by a range of creation days.
    index('donations_created_idx').on(t.createdAt, t.id),
    // Directories and records list standing gifts (PAID, PARTLY_REFUNDED) by payment time; a list
    // of two statuses cannot walk the (…, status, paid_at) indexes in order, these can.
    index('donations_standing_paid_idx').on(t.paidAt, t.id).where(STANDING),
    index('donations_items_standing_paid_idx').on(t.itemsId, t.paidAt, t.id).where(STANDING),
    check(
      'donations_status_check',
      sql`${t.status} in ('PENDING', 'PAID', 'PARTLY_REFUNDED', 'REFUNDED', 'CANCELLED', 'EXPIRED')`,
    ),
  ],
);

/** Messages left on a project; with auditing on they stay hidden until approved. */
export const leavewords = pgTable(
  'leavewords',
  {
    id: serial('id').primaryKey(),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull(),
    replyContent: text('reply_content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leavewords_items_idx').on(t.itemsId, t.status, t.createdAt)],
);
