import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { staff } from './staff.ts';

/**
 * What staff keep on a donor's record (issue 21): a note, or a contact (a call, a visit, …) with its
 * channel and the day it happened. The text is personal data about the donor: it is never logged.
 */
export const donorNotes = pgTable(
  'donor_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'note' | 'contact' (DONOR_NOTE_KINDS). */
    kind: text('kind').notNull(),
    /** For a contact: phone | visit | email | wechat | event | other (DONOR_CONTACT_CHANNELS); else null. */
    channel: text('channel'),
    /** For a contact: the day it happened (Beijing date); else null. */
    contactOn: date('contact_on', { mode: 'string' }),
    text: text('text').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('donor_notes_user_idx').on(t.userId, t.createdAt),
    check('donor_notes_kind_check', sql`${t.kind} in ('note', 'contact')`),
    check(
      'donor_notes_contact_check',
      sql`(${t.kind} = 'note' and ${t.channel} is null and ${t.contactOn} is null) or (${t.kind} = 'contact' and ${t.channel} is not null and ${t.contactOn} is not null)`,
    ),
  ],
);

/** A donor's tags: one row each, unique per donor; a saved list filter by tag is a segment. */
export const donorTags = pgTable(
  'donor_tags',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tag: text('tag').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donor_tags_user_tag_uq').on(t.userId, t.tag),
    index('donor_tags_tag_idx').on(t.tag),
    check('donor_tags_length_check', sql`char_length(${t.tag}) between 1 and 20`),
  ],
);

/**
 * Two records of one person merged by staff (issue 21): the merged record's gifts, fundraisers,
 * messages, documents, notes and tags moved to the kept one, the merged record marked merged into
 * it. `moved` lists every row moved, by table, so the merge can be undone exactly (undoneAt).
 */
export const donorMerges = pgTable(
  'donor_merges',
  {
    id: serial('id').primaryKey(),
    keptId: integer('kept_id')
      .notNull()
      .references(() => users.id),
    mergedId: integer('merged_id')
      .notNull()
      .references(() => users.id),
    moved: jsonb('moved').$type<Record<string, number[]>>().notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => staff.id),
  },
  (t) => [
    index('donor_merges_kept_idx').on(t.keptId),
    index('donor_merges_merged_idx').on(t.mergedId),
    check('donor_merges_two_check', sql`${t.keptId} <> ${t.mergedId}`),
  ],
);
