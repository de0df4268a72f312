import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WeChat's official-account credentials with a lifetime (the access token and the JS-SDK
 * jsapi_ticket, 7200 s each), kept here so that every server instance uses the same one: WeChat
 * limits how often they may be fetched, and a new access token retires the previous one after a
 * few minutes. The value is sealed (secrets.seal); `refreshing_until` is the lease of the one
 * instance fetching a new value, so the others keep serving the current one meanwhile.
 */
export const wechatTokens = pgTable(
  'wechat_tokens',
  {
    appId: text('app_id').notNull(),
    /** access_token | jsapi_ticket */
    kind: text('kind').notNull(),
    /** Sealed; '' until the first fetch. */
    value: text('value').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
    refreshingUntil: timestamp('refreshing_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.kind] }),
    check('wechat_tokens_kind_check', sql`${t.kind} in ('access_token', 'jsapi_ticket')`),
  ],
);
