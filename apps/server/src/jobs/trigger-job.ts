import type { Db, Tx } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';
import { currentRequestId } from '../observability/request-scope.ts';
import type { JobDefinition, JobInput } from './job-definition.ts';
import { enqueueJob } from './queue/job-repository.ts';

export type TriggerOptions = {
  /** Queued once per job and key: a second trigger with the same key does nothing. */
  singletonKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Queues a declared job with its payload checked against the declaration, in the caller's
 * transaction when given one. Answers the job's id, or null when the key was taken.
 */
export async function triggerJob<D extends JobDefinition>(
  conn: Db | Tx,
  definition: D,
  payload: JobInput<D>,
  options: TriggerOptions = {},
): Promise<number | null> {
  const maxAttempts = options.maxAttempts ?? definition.maxAttempts;
  return enqueueJob(conn, {
    name: definition.name,
    payload: definition.payload.parse(payload) as Record<string, unknown>,
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(maxAttempts ? { maxAttempts } : {}),
    ...(definition.priority ? { priority: definition.priority } : {}),
  });
}

/** Queues many of one declared job in one statement (a batch's certificates to draw). */
export async function triggerJobs<D extends JobDefinition>(
  conn: Db | Tx,
  definition: D,
  entries: ReadonlyArray<{ payload: JobInput<D>; singletonKey?: string }>,
  options: { maxAttempts?: number } = {},
): Promise<void> {
  if (entries.length === 0) return;
  const maxAttempts = options.maxAttempts ?? definition.maxAttempts;
  await conn
    .insert(jobs)
    .values(
      entries.map((entry) => ({
        name: definition.name,
        payload: definition.payload.parse(entry.payload) as Record<string, unknown>,
        singletonKey: entry.singletonKey ?? null,
        requestId: currentRequestId(),
        priority: definition.priority ?? 0,
        ...(maxAttempts ? { maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing();
}
