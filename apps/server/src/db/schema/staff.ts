import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Foundation staff: accounts of their own, never donors. Passwords are argon2id; the TOTP secret
 * is kept in the personal-data box; `totpLastStep` refuses a code used twice. An administrator's new
 * account (or reset) waits for the authenticator's first code (`totpConfirmedAt`) and has its
 * password changed at the first sign-in (`mustChangePassword`).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-case; unique. */
    username: text('username').notNull(),
    displayName: text('display_name').notNull().default(''),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecretBox: text('totp_secret_box').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** When the authenticator answered its first code; null: enrolled but unproven, no sign-in. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The password was set by an administrator: the next session may only change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** 最后登录: the last successful sign-in and its address (the audit trail keeps the same). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    lastSignInIp: text('last_sign_in_ip'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_username_idx').on(t.username)],
);

/** A staff login: the cookie's token is never stored, only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Every staff write, in the transaction of the write itself. Append-only: a trigger (migration
 * 0007) refuses UPDATE, DELETE and TRUNCATE. Personal data in before/after is masked.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id'),
    staffUsername: text('staff_username').notNull(),
    staffRole: text('staff_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
