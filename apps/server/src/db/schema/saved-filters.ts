import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
 * A console list's saved filter (issue 21): a name and the list's address query. Its owner sees it
 * always; a shared one (a segment, e.g. 校友·五年未捐) every colleague sees and uses, only its owner
 * changes or deletes it. Names are unique per owner and list.
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    /** The list it belongs to: orders | donors | projects | audit | certificates | messages | articles. */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's address query (e.g. tag=校友&hide=mobile), as the list writes it. */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_filters_owner_name_uq').on(t.staffId, t.list, t.name),
    index('saved_filters_list_idx').on(t.list, t.shared),
    check('saved_filters_name_check', sql`char_length(${t.name}) between 1 and 20`),
    check('saved_filters_query_check', sql`char_length(${t.query}) <= 2000`),
  ],
);
