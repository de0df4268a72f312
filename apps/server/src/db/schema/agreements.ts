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
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { donations } from './donations.ts';
import { items } from './items.ts';
import { staff } from './staff.ts';

/**
 * A project's agreement (issue 23): the text a donor's agreement is made from, with placeholders
 * ({name}, {mobile}, {idNo}, {amount}, {amountInWords}, {project}, {date}, {foundation}), and where
 * the donor's signature and the foundation's seal go on the last page (points from the page's
 * lower left, A4 595×842). `offerContract` lists the project in the cpu contract flow.
 */
export const agreementTemplates = pgTable('agreement_templates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  itemsId: integer('items_id')
    .notNull()
    .unique()
    .references(() => items.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  titleEn: text('title_en').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  offerContract: boolean('offer_contract').notNull().default(false),
  /** The signature box and the seal: { signature: {x,y,width,height}, seal: {x,y,size} }. */
  placement: jsonb('placement').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A donor's agreement (packages/shared/src/agreements/agreement-status.ts): made from a template
 * with the donor's identity and amount (the unsigned PDF), signed in versions, sealed by the
 * foundation, and tied to the one order that pays it. Mobile and ID number are sealed at rest.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'cpu' (the contract flow) or 'hhu' (the tree agreement). */
    flow: text('flow').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemsId: integer('items_id')
      .notNull()
      .references(() => items.id),
    /** The tree an hhu agreement is for, when the form named one. */
    seatId: integer('seat_id'),
    status: text('status').notNull().default('GENERATED'),
    donorName: text('donor_name').notNull(),
    mobileSealed: text('mobile_sealed').notNull(),
    idNoSealed: text('id_no_sealed').notNull().default(''),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** The project's title as printed, so a renamed project leaves agreements as they were made. */
    projectTitle: text('project_title').notNull(),
    /** The agreement as made: its title, its filled text, its language, the foundation and the placement. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull().default('zh-CN'),
    foundationName: text('foundation_name').notNull(),
    placement: jsonb('placement').notNull(),
    /** e.g. A-2026-000123: printed on every page, searched by staff. */
    agreementNo: text('agreement_no').notNull().unique(),
    /** The generated (unsigned) PDF and its SHA-256 (hex). */
    unsignedKey: text('unsigned_key').notNull(),
    unsignedSha256: text('unsigned_sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    /** The version signed last (0: not signed). */
    currentVersion: integer('current_version').notNull().default(0),
    /** The order that paid it: one agreement, one order. */
    donationId: bigint('donation_id', { mode: 'number' })
      .unique()
      .references(() => donations.id),
    voidReason: text('void_reason').notNull().default(''),
    voidedBy: integer('voided_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    fundsReceivedAt: timestamp('funds_received_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('agreements_user_idx').on(t.userId, t.id),
    index('agreements_status_idx').on(t.status, t.id),
    check(
      'agreements_status_check',
      sql`${t.status} in ('GENERATED', 'SIGNED', 'SEALED', 'FUNDS_RECEIVED', 'VOID')`,
    ),
    check('agreements_flow_check', sql`${t.flow} in ('cpu', 'hhu')`),
    check('agreements_amount_check', sql`${t.amountFen} > 0`),
  ],
);

/**
 * One signing of an agreement. A version is written once, whole: the signature picture, the
 * signed PDF (the agreement, the signature and the evidence page) and the evidence; the sealed
 * PDF is added when the foundation's seal is applied, and nothing of a version changes after.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agreementId: bigint('agreement_id', { mode: 'number' })
      .notNull()
      .references(() => agreements.id),
    version: integer('version').notNull(),
    signatureKey: text('signature_key').notNull(),
    signedKey: text('signed_key').notNull(),
    signedSha256: text('signed_sha256').notNull(),
    signedPageCount: integer('signed_page_count').notNull(),
    /** The evidence page's facts: signer, masked mobile and ID, time, IP, agent, hashes, intent. */
    evidence: jsonb('evidence').notNull(),
    sealedKey: text('sealed_key'),
    sealedSha256: text('sealed_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
  },
  (t) => [unique('agreement_versions_version_key').on(t.agreementId, t.version)],
);
