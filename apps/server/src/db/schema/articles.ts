import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Article categories (doc 3 §2 "Article list": the list's id). websiteId is the platform site a
 * category belongs to: the from=web calls filter by it (default 1), index/articleList does not.
 */
export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  websiteId: integer('website_id').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Articles staff write in the console (doc 3 §3 "Article"). content is HTML, sanitised when saved
 * and again when shown. Donors see only published ones (status 1) whose publishDate has come.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: text('title').notNull(),
    /** A short summary some list styles show. */
    intro: text('intro').notNull().default(''),
    thumbnailImage: text('thumbnail_image').notNull().default(''),
    content: text('content').notNull().default(''),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    /** 0 draft (unpublished), 1 published. */
    status: smallint('status').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_category_published_idx')
      .on(t.categoryId, t.publishDate.desc(), t.id.desc())
      .where(sql`${t.status} = 1`),
  ],
);
