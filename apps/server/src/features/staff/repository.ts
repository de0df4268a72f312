import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { staff, staffSessions } from '../../db/schema/staff.ts';

export type StaffRecord = typeof staff.$inferSelect;
export type StaffSessionRow = {
  sessionId: number;
  staffId: number;
  username: string;
  displayName: string;
  role: string;
  mustChangePassword: boolean;
  lastSeenAt: Date;
};

export async function insertStaff(
  db: Db | Tx,
  values: {
    username: string;
    displayName: string;
    role: string;
    passwordHash: string;
    totpSecretBox: string;
    totpConfirmedAt: Date | null;
    mustChangePassword: boolean;
  },
): Promise<StaffRecord | null> {
  const rows = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findStaffByUsername(db: Db | Tx, username: string): Promise<StaffRecord | null> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row ?? null;
}

export async function findStaffById(db: Db | Tx, id: number): Promise<StaffRecord | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row for the rest of the transaction, so two edits of one account run one after the other. */
export async function lockStaff(tx: Tx, id: number): Promise<StaffRecord | null> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Newest first: an account just made is on the first page, however many there are. */
export type StaffFilter = {
  role?: string | undefined;
  state?: 'active' | 'disabled' | undefined;
  q?: string | undefined;
};

function staffWhere({ role, state, q }: StaffFilter): SQL | undefined {
  return and(
    role ? eq(staff.role, role) : undefined,
    state === 'active'
      ? isNull(staff.disabledAt)
      : state === 'disabled'
        ? isNotNull(staff.disabledAt)
        : undefined,
    q
      ? or(ilike(staff.username, containsPattern(q)), ilike(staff.displayName, containsPattern(q)))
      : undefined,
  );
}

export async function listStaff(
  db: Db,
  filter: StaffFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffRecord[]; total: number }> {
  const where = staffWhere(filter);
  const rows = await db
    .select()
    .from(staff)
    .where(where)
    .orderBy(desc(staff.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(staff).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countActiveAdministrators(tx: Tx, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'administrator'), isNull(staff.disabledAt), ne(staff.id, exceptId)));
  return Number(row?.n ?? 0);
}

export async function updateStaff(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<
      StaffRecord,
      | 'displayName'
      | 'role'
      | 'disabledAt'
      | 'passwordHash'
      | 'totpSecretBox'
      | 'totpLastStep'
      | 'totpConfirmedAt'
      | 'mustChangePassword'
    >
  >,
): Promise<StaffRecord> {
  const [row] = await tx
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  if (!row) throw new Error(`staff ${id} vanished inside its own transaction`);
  return row;
}

/**
 * Spends a TOTP time step: only a step later than the last one used is accepted, so a code seen
 * over a shoulder or in a log cannot be used a second time.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

/** 最后登录: written with the session row, not an edit of the account (updatedAt stays). */
export async function recordStaffSignIn(tx: Tx, id: number, at: Date, ip: string): Promise<void> {
  await tx.update(staff).set({ lastSignInAt: at, lastSignInIp: ip }).where(eq(staff.id, id));
}

export async function insertStaffSession(
  db: Db | Tx,
  values: { staffId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** A live session of an enabled account: not revoked, not past its end, seen within the idle time. */
export async function findLiveStaffSession(
  db: Db,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<StaffSessionRow | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staff.id,
      username: staff.username,
      displayName: staff.displayName,
      role: staff.role,
      mustChangePassword: staff.mustChangePassword,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        isNull(staff.disabledAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Db | Tx, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
}

/** Ends every session of an account (disabled, password or second factor reset). */
export async function revokeStaffSessionsOf(tx: Tx, staffId: number, now: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Ends the account's sessions but one: a changed password signs the account out everywhere else. */
export async function revokeOtherStaffSessions(
  tx: Tx,
  staffId: number,
  keepSessionId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        ne(staffSessions.id, keepSessionId),
        isNull(staffSessions.revokedAt),
      ),
    );
}

export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return Number(row?.n ?? 0);
}
