import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { jobAttempts } from '../../observability/process-metrics.ts';
import { runInScope } from '../../observability/request-scope.ts';
import {
  claimJobs,
  deferJob,
  failJob,
  finishJob,
  finishJobs,
  type JobRow,
  queueDueSchedules,
  registerSchedules,
  type Schedule,
} from './job-repository.ts';

export const JOBS_CHANNEL = 'alma_jobs';

/**
 * What a job does with its payload; what it answers is kept as the job's result. A handler with
 * `runBatch` gets up to `batchSize` due jobs of its name at once (claimed and finished together)
 * and answers the ones that failed, which are retried alone; a batch that throws fails them all.
 */
export type JobHandler = {
  run(payload: Record<string, unknown>, job: JobRow): Promise<Record<string, unknown> | undefined>;
  runBatch?(batch: JobRow[]): Promise<BatchFailure[]>;
  batchSize?: number;
  /** How long a claim lasts before another worker may take the job over (default 5 minutes). */
  lockMs?: number;
};

export type BatchFailure = { job: JobRow; error: unknown };

/** Thrown by a handler that has to wait (a provider still processing): the job runs again at `at`. */
export class RunLater extends Error {
  constructor(
    readonly at: Date,
    note: string,
  ) {
    super(note);
  }
}

export type JobRunnerOptions = {
  database: Database;
  handlers: Readonly<Record<string, JobHandler>>;
  schedules?: readonly Schedule[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** Jobs run at once by this instance (rendering itself goes to the worker threads). */
  concurrency?: number;
  /** The fallback poll: retries that come due and notifications missed. */
  pollMs?: number;
  now?: () => Date;
};

const DEFAULT_LOCK_MS = 5 * 60_000;

/**
 * This instance's share of the queue: woken by the NOTIFY that a committed job insert sends
 * (migration 0011's trigger) and by a poll, it claims due jobs (never one another worker holds),
 * runs them, and records done, retry with backoff, or failed. A handler may run again after a
 * crash mid-way, so every handler is idempotent.
 */
export class JobRunner {
  readonly workerId = randomUUID();
  private readonly names: string[];
  private readonly concurrency: number;
  private readonly now: () => Date;
  private active = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private pumping = false;
  private again = false;
  private readonly running = new Set<Promise<void>>();
  private lastPollAt: number | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.names = Object.keys(options.handlers);
    this.concurrency = options.concurrency ?? 2;
    this.now = options.now ?? (() => new Date());
  }

  async start(): Promise<void> {
    this.stopped = false;
    await registerSchedules(this.options.database.db, this.options.schedules ?? [], this.now());
    await this.options.database.listen(
      JOBS_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    this.timer = setInterval(() => this.tick(), this.options.pollMs ?? 2000);
    this.timer.unref();
    this.tick();
  }

  /** The poll: the schedules that are due are queued (their insert wakes us), then due jobs claimed. */
  private tick(): void {
    if (this.stopped) return;
    void queueDueSchedules(this.options.database.db, this.now())
      .then(() => {
        this.lastPollAt = Date.now();
      })
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'job schedules failed'))
      .finally(() => this.wake());
  }

  /**
   * Whether the runner is alive (for /readyz): started, not stopping, and its last poll of the
   * schedules succeeded within three poll periods.
   */
  isAlive(now = Date.now()): boolean {
    const period = this.options.pollMs ?? 2000;
    return !this.stopped && this.lastPollAt !== null && now - this.lastPollAt <= 3 * period + 1000;
  }

  /** Stops claiming and waits for the jobs already running. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /**
   * Runs everything due now, schedules included, until nothing is left (tests and the CLI): a job
   * a handler queues is run too, a retry whose backoff has not passed is not.
   */
  async runUntilIdle(): Promise<number> {
    let ran = 0;
    await queueDueSchedules(this.options.database.db, this.now());
    for (;;) {
      const claimed = await this.claim(this.concurrency);
      if (claimed.length === 0) return ran;
      const units = await this.batched(claimed);
      await Promise.all(units.map((work) => this.execute(work)));
      ran += units.reduce((sum, work) => sum + work.length, 0);
    }
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    void this.pump()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'job queue poll failed'))
      .finally(() => {
        this.pumping = false;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async pump(): Promise<void> {
    while (!this.stopped && this.active < this.concurrency) {
      // A turn of the event loop before each claim: on PGlite a query runs on this thread and its
      // promise settles without I/O, so a queue of due jobs would otherwise chain claim → run →
      // claim with no turn between them, and no request (nor new connection) would be served
      // until the queue ran dry (seen: 3–24 s with nobody answered while documents were made).
      await new Promise((resolve) => setImmediate(resolve));
      if (this.stopped) return;
      const claimed = await this.claim(this.concurrency - this.active);
      if (claimed.length === 0) return;
      for (const work of await this.batched(claimed)) {
        this.active += 1;
        const done = this.execute(work).finally(() => {
          this.active -= 1;
          this.running.delete(done);
          this.wake();
        });
        this.running.add(done);
      }
    }
  }

  /**
   * The claimed jobs as units of work: one job alone, or a batchable one with more of its name
   * claimed to fill its batch (one claim, one handler call, one finishing statement for them all).
   */
  private async batched(claimed: JobRow[]): Promise<JobRow[][]> {
    const units: JobRow[][] = [];
    const batches = new Map<string, JobRow[]>();
    for (const job of claimed) {
      const handler = this.options.handlers[job.name];
      if (!handler?.runBatch) {
        units.push([job]);
        continue;
      }
      const batch = batches.get(job.name);
      if (batch) batch.push(job);
      else {
        const fresh = [job];
        batches.set(job.name, fresh);
        units.push(fresh);
      }
    }
    for (const [name, batch] of batches) {
      const size = this.options.handlers[name]?.batchSize ?? 1;
      if (batch.length < size) batch.push(...(await this.claim(size - batch.length, [name])));
    }
    return units;
  }

  private claim(limit: number, names: readonly string[] = this.names): Promise<JobRow[]> {
    const lockMs = Math.max(...Object.values(this.options.handlers).map((h) => h.lockMs ?? DEFAULT_LOCK_MS));
    return claimJobs(this.options.database.db, {
      workerId: this.workerId,
      names,
      limit,
      lockMs,
      now: this.now(),
    });
  }

  private async execute(work: JobRow[]): Promise<void> {
    const [first] = work;
    if (!first) return;
    // The job's lines name it and the request that queued it; the jobs it queues carry that id on.
    await runInScope({ requestId: first.requestId, job: { name: first.name, id: first.id } }, () =>
      this.executeInScope(work, first),
    );
  }

  private async executeInScope(work: JobRow[], first: JobRow): Promise<void> {
    const handler = this.options.handlers[first.name];
    const db = this.options.database.db;
    try {
      if (!handler) throw new Error(`no handler for job ${first.name}`);
      if (handler.runBatch) {
        const failures = await handler.runBatch(work);
        const failed = new Set(failures.map((failure) => failure.job.id));
        const done = work.filter((job) => !failed.has(job.id));
        await finishJobs(db, done, this.now());
        if (done.length > 0) jobAttempts.inc({ name: first.name, outcome: 'done' }, done.length);
        for (const failure of failures) await this.fail(failure.job, failure.error);
        return;
      }
      const result = await handler.run(first.payload, first);
      await finishJob(db, first, result ?? null, this.now());
      jobAttempts.inc({ name: first.name, outcome: 'done' });
    } catch (error) {
      if (error instanceof RunLater) {
        await Promise.all(work.map((job) => deferJob(db, job, error.at, error.message))).catch(
          () => undefined,
        );
        jobAttempts.inc({ name: first.name, outcome: 'later' }, work.length);
        return;
      }
      for (const job of work) await this.fail(job, error);
    }
  }

  private async fail(job: JobRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const outcome = await failJob(this.options.database.db, job, message, this.now()).catch(
      () => 'unrecorded',
    );
    jobAttempts.inc({ name: job.name, outcome });
    this.options.log.warn(
      { job: job.name, jobId: job.id, attempt: job.attempts, outcome, err: error },
      'job failed',
    );
  }
}
