import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or the job) a piece of work is done for, so the jobs a request queues carry its id
 * (jobs.request_id) and the log lines of those jobs name it (issue 24): a payment notification's
 * id leads from the request's log line to its documents' job's. Set by the app's first hook
 * (http/request-ids.ts) and by the job runner around each job it runs.
 */
type Scope = { requestId: string | null; job?: { name: string; id: number } };

const scope = new AsyncLocalStorage<Scope>();

export function runInScope<T>(value: Scope, fn: () => T): T {
  return scope.run(value, fn);
}

/** The id of the request this work was started by, or null (a schedule, a start-up task). */
export function currentRequestId(): string | null {
  return scope.getStore()?.requestId ?? null;
}

/** What a job's log lines add (pino's mixin): its request and itself. Nothing inside a request. */
export function jobLogFields(): Record<string, unknown> {
  const store = scope.getStore();
  if (!store?.job) return {};
  return { reqId: store.requestId, job: store.job.name, jobId: store.job.id };
}
