import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

export type JobFilter = { state?: string | undefined; name?: string | undefined };

const whereOf = (filter: JobFilter): SQL | undefined =>
  and(
    filter.state ? eq(jobs.state, filter.state) : undefined,
    filter.name ? eq(jobs.name, filter.name) : undefined,
  );

export async function pageJobs(db: Db, filter: JobFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [rows, [total], counts] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(jobs).where(where),
    db
      .select({ state: jobs.state, n: count() })
      .from(jobs)
      .where(filter.name ? eq(jobs.name, filter.name) : undefined)
      .groupBy(jobs.state),
  ]);
  return { rows, total: Number(total?.n ?? 0), counts };
}

/** A failed job back in the queue with its attempts afresh; answers it, or undefined if it was not failed. */
export async function requeueFailedJob(tx: Tx, id: number, now: Date) {
  const [row] = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, lockedUntil: null, lockedBy: null, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  return row;
}

export async function jobExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  return row !== undefined;
}
