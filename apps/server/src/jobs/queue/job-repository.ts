import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { jobSchedules, jobs } from '../../db/schema/jobs.ts';
import { currentRequestId } from '../../observability/request-scope.ts';

export type JobRow = typeof jobs.$inferSelect;

export type NewJob = {
  name: string;
  payload?: Record<string, unknown>;
  /** Queued once per name and key: a second enqueue with the same key does nothing. */
  singletonKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Higher is claimed first among due jobs (default 0). */
  priority?: number;
};

/** Queues a job, in the caller's transaction when given one. Answers its id, or null when the key was taken. */
export async function enqueueJob(conn: Db | Tx, job: NewJob): Promise<number | null> {
  const rows = await conn
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload ?? {},
      singletonKey: job.singletonKey ?? null,
      requestId: currentRequestId(),
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      ...(job.priority ? { priority: job.priority } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims up to `limit` due jobs of the given names for this worker: queued ones whose time has
 * come, by priority then time (walking jobs_claim_idx in its order, so no sort of the backlog),
 * and running ones whose claim ran out (the process that held them died; found by jobs_lapsed_idx).
 * SKIP LOCKED lets two workers claim at once without waiting on or taking each other's rows.
 */
export async function claimJobs(
  db: Db,
  claim: { workerId: string; names: readonly string[]; limit: number; lockMs: number; now: Date },
): Promise<JobRow[]> {
  const names = [...claim.names];
  const queued = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), inArray(jobs.name, names), lte(jobs.runAt, claim.now)))
    .orderBy(sql`${jobs.priority} desc nulls last`, jobs.runAt, jobs.id)
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const lapsed = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, claim.now), inArray(jobs.name, names)))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: claim.workerId,
      lockedUntil: new Date(claim.now.getTime() + claim.lockMs),
      startedAt: claim.now,
    })
    .where(or(inArray(jobs.id, queued), inArray(jobs.id, lapsed)))
    .returning();
}

/** A finished job, if this worker still holds it. */
export async function finishJob(db: Db, job: JobRow, result: Record<string, unknown> | null, now: Date) {
  await db
    .update(jobs)
    .set({ state: 'done', result, finishedAt: now, lockedUntil: null, lastError: '' })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.state, 'running')));
}

/** A batch of jobs this worker holds, finished with one statement (results are not kept per job). */
export async function finishJobs(db: Db, batch: readonly JobRow[], now: Date) {
  if (batch.length === 0) return;
  await db
    .update(jobs)
    .set({ state: 'done', finishedAt: now, lockedUntil: null, lastError: '' })
    .where(
      and(
        inArray(
          jobs.id,
          batch.map((job) => job.id),
        ),
        eq(jobs.lockedBy, batch[0]!.lockedBy ?? ''),
        eq(jobs.state, 'running'),
      ),
    );
}

/**
 * A job that asked to run again later (a refund the provider still processes): queued for `at`,
 * and the attempt it used is given back, so waiting on a slow provider never uses up its retries.
 */
export async function deferJob(db: Db, job: JobRow, at: Date, note: string) {
  await db
    .update(jobs)
    .set({
      state: 'queued',
      runAt: at,
      lockedUntil: null,
      lastError: note,
      attempts: sql`${jobs.attempts} - 1`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.state, 'running')));
}

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s … at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** A failed attempt: queued again after the backoff, or `failed` for good after its last attempt. */
export async function failJob(db: Db, job: JobRow, error: string, now: Date): Promise<'retry' | 'failed'> {
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      final
        ? { state: 'failed', lastError: error, finishedAt: now, lockedUntil: null }
        : {
            state: 'queued',
            lastError: error,
            lockedUntil: null,
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.state, 'running')));
  return final ? 'failed' : 'retry';
}

export type Schedule = { name: string; everySeconds: number };

/** Makes sure every schedule has its row; a changed period is taken from the code. */
export async function registerSchedules(db: Db, schedules: readonly Schedule[], now: Date): Promise<void> {
  if (schedules.length === 0) return;
  await db
    .insert(jobSchedules)
    .values(schedules.map((s) => ({ name: s.name, everySeconds: s.everySeconds, nextRunAt: now })))
    .onConflictDoUpdate({ target: jobSchedules.name, set: { everySeconds: sql`excluded.every_seconds` } });
}

/**
 * Queues the runs that are due: the instance whose update moves a schedule's next_run_at forward
 * queues its run (another instance's update of the same row waits, re-checks and finds it not due),
 * and a schedule whose previous run is still queued or running is skipped, so a slow run is never
 * doubled. Answers the names queued.
 */
export async function queueDueSchedules(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(jobSchedules)
      .set({
        // After a pause (no instance running) the next run is a period from now, not a burst of catch-ups.
        nextRunAt: sql`greatest(${jobSchedules.nextRunAt} + make_interval(secs => ${jobSchedules.everySeconds}),
          ${now}::timestamptz + make_interval(secs => ${jobSchedules.everySeconds}))`,
      })
      .where(
        and(
          lte(jobSchedules.nextRunAt, now),
          sql`not exists (select 1 from ${jobs} where ${jobs.name} = ${jobSchedules.name}
            and ${jobs.state} in ('queued', 'running'))`,
        ),
      )
      .returning({ name: jobSchedules.name });
    if (due.length === 0) return [];
    const stamp = Math.floor(now.getTime() / 1000);
    // One attempt: a recurring job that fails is simply run again at its next time.
    const queued = await tx
      .insert(jobs)
      .values(due.map(({ name }) => ({ name, singletonKey: `${name}:${stamp}`, maxAttempts: 1 })))
      .onConflictDoNothing()
      .returning({ name: jobs.name });
    return queued.map((row) => row.name);
  });
}

/** Done jobs are kept two weeks for the console; failed ones until staff retry or clear them. */
export async function pruneFinishedJobs(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.state, 'done'), lte(jobs.finishedAt, before)));
}

/**
 * The queue by name and state for /metrics: how many jobs are queued, running or failed, and how
 * long the oldest due queued one has waited (0 when none is due). Done jobs are not read.
 */
export async function readQueueStats(
  db: Db,
  now: Date,
): Promise<Array<{ name: string; state: string; count: number; oldestSeconds: number }>> {
  const rows = await db
    .select({
      name: jobs.name,
      state: jobs.state,
      count: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from (${now.toISOString()}::timestamptz
        - min(${jobs.runAt}) filter (where ${jobs.runAt} <= ${now.toISOString()}::timestamptz))), 0)::float8`,
    })
    .from(jobs)
    .where(inArray(jobs.state, ['queued', 'running', 'failed']))
    .groupBy(jobs.name, jobs.state);
  return rows.map((row) => ({ ...row, count: Number(row.count), oldestSeconds: Number(row.oldestSeconds) }));
}
