import type { TJobCounts, TJobRow, TJobState } from '@alma/shared/admin-api/jobs';
import { JOB_STATES } from '@alma/shared/admin-api/jobs';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { jobExists, pageJobs, requeueFailedJob } from './repository.ts';

type Query = { page: number; pageSize: number; state?: string | undefined; name?: string | undefined };

/** The queue as staff see it: newest first, with the counts by state for the tabs. */
export async function jobPage(db: Db, query: Query): Promise<TAdminRows<TJobRow> & { counts: TJobCounts }> {
  const page = await pageJobs(db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as TJobCounts;
  for (const row of page.counts) counts[row.state as TJobState] = Number(row.n);
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state as TJobState,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      createdAt: toWireDate(row.createdAt) ?? '',
      runAt: toWireDate(row.runAt) ?? '',
      startedAt: toWireDate(row.startedAt) ?? '',
      finishedAt: toWireDate(row.finishedAt) ?? '',
      lastError: row.lastError,
      payload: row.payload,
      result: row.result ?? null,
    })),
    total: page.total,
    counts,
  };
}

/** A failed job run again from its first attempt (after its cause was fixed), audited. */
export async function retryJob(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requeueFailedJob(tx, id, now);
    if (!row) {
      if (!(await jobExists(tx, id))) throw notFound();
      throw new AppError('CONFLICT', 'admin.jobs.notFailed');
    }
    await recordAudit(tx, actor, {
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: { state: 'failed', lastError: row.lastError },
      after: { state: 'queued' },
    });
  });
}
