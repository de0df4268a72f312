import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import {
  claimJobs,
  failJob,
  finishJob,
  type JobRow,
  queueDueSchedules,
  registerSchedules,
  type Schedule,
} from './job-repository.ts';

export const JOBS_CHANNEL = 'alma_jobs';

/** What a job does with its payload; what it answers is kept as the job's result. */
export type JobHandler = {
  run(payload: Record<string, unknown>, job: JobRow): Promise<Record<string, unknown> | undefined>;
  /** How long a claim lasts before another worker may take the job over (default 5 minutes). */
  lockMs?: number;
};

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
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'job schedules failed'))
      .finally(() => this.wake());
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
      await Promise.all(claimed.map((job) => this.execute(job)));
      ran += claimed.length;
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
      const claimed = await this.claim(this.concurrency - this.active);
      if (claimed.length === 0) return;
      for (const job of claimed) {
        this.active += 1;
        const done = this.execute(job).finally(() => {
          this.active -= 1;
          this.running.delete(done);
          this.wake();
        });
        this.running.add(done);
      }
    }
  }

  private claim(limit: number): Promise<JobRow[]> {
    const lockMs = Math.max(...Object.values(this.options.handlers).map((h) => h.lockMs ?? DEFAULT_LOCK_MS));
    return claimJobs(this.options.database.db, {
      workerId: this.workerId,
      names: this.names,
      limit,
      lockMs,
      now: this.now(),
    });
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.options.handlers[job.name];
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      const result = await handler.run(job.payload, job);
      await finishJob(this.options.database.db, job, result ?? null, this.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(this.options.database.db, job, message.slice(0, 2000), this.now()).catch(
        () => 'unrecorded',
      );
      this.options.log.warn(
        { job: job.name, jobId: job.id, attempt: job.attempts, outcome, err: error },
        'job failed',
      );
    }
  }
}
