import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Donors. The mobile is kept twice: an HMAC for lookup (never reversible) and an AES-GCM box
 * for the rare screen that needs it whole; it is never stored or logged in the clear.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').unique(),
    passwordHash: text('password_hash'),
    mobileLookup: text('mobile_lookup').unique(),
    mobileBox: text('mobile_box'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** 1 WeChat-authorised (no mobile bound yet), 2 registered with mobile or password */
    accountType: smallint('account_type').notNull().default(2),
    isAlumni: boolean('is_alumni').notNull().default(false),
    realName: text('real_name').notNull().default(''),
    idNoBox: text('id_no_box'),
    isRegistered: boolean('is_registered').notNull().default(true),
    /**
     * WeChat gives one person a different openId in each app, so the official account's H5
     * authorisation and the middle-school mini-program are two identities, not one.
     */
    wechatOpenId: text('wechat_open_id').unique(),
    miniOpenId: text('mini_open_id').unique(),
    /**
     * WeChat's unionid: one per person across the foundation's official account and mini-program
     * (once both are bound to one open-platform account), so it finds the donor first.
     */
    wechatUnionId: text('wechat_union_id').unique(),
    /** Set by staff (console): a disabled donor's sessions end and no login or token is accepted. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Set when staff merged this record into another (donor_merges): its sign-ins reach that donor,
     * and it leaves the console's lists. Cleared when the merge is undone.
     */
    mergedIntoId: integer('merged_into_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_created_idx').on(t.createdAt)],
);

/** One row per login; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platform: text('platform').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** After a refresh the previous token stays valid briefly, for requests already in flight. */
    prevTokenHash: text('prev_token_hash'),
    prevValidUntil: timestamp('prev_valid_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_prev_token_idx').on(t.prevTokenHash),
    index('sessions_user_idx').on(t.userId, t.platform),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobileLookup: text('mobile_lookup').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobileLookup, t.createdAt)],
);

/**
 * Hits against a limit (SMS per IP, password guesses, …). Kept in the database so every instance
 * behind a load balancer counts the same hits.
 */
export const rateHits = pgTable(
  'rate_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_hits_bucket_idx').on(t.bucket, t.createdAt)],
);

/** Nonces of signed requests seen in the last few minutes, to refuse a replay. */
export const requestNonces = pgTable(
  'request_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_nonces_expiry_idx').on(t.expiresAt)],
);
