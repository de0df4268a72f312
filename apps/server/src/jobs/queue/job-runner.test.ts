import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { jobSchedules, jobs } from '../../db/schema/jobs.ts';
import {
  claimJobs,
  enqueueJob,
  queueDueSchedules,
  registerSchedules,
  retryDelayMs,
} from './job-repository.ts';
import { type JobHandler, JobRunner } from './job-runner.ts';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };
const runner = (handlers: Record<string, JobHandler>, now?: () => Date) =>
  new JobRunner({ database, handlers, log: quiet, ...(now ? { now } : {}) });
const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the job queue', () => {
  it('runs a queued job once and keeps what it answered', async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(database.db, { name: 'test.echo', payload: { n: 7 } });
    const ran = await runner({
      'test.echo': {
        async run(payload) {
          seen.push(payload.n);
          return { doubled: Number(payload.n) * 2 };
        },
      },
    }).runUntilIdle();
    expect(ran).toBe(1);
    expect(seen).toEqual([7]);
    const row = await jobRow(id!);
    expect([row.state, row.attempts, row.result]).toEqual(['done', 1, { doubled: 14 }]);
    // Nothing is run twice: a second pass finds nothing due.
    expect(await runner({ 'test.echo': { run: async () => ({}) } }).runUntilIdle()).toBe(0);
  });

  it('retries a failing job with growing backoff, then leaves it failed with its error', async () => {
    let clock = new Date('2030-01-01T00:00:00Z');
    const id = await enqueueJob(database.db, { name: 'test.flaky', maxAttempts: 3, runAt: clock });
    const flaky = runner(
      { 'test.flaky': { run: async () => Promise.reject(new Error('provider down')) } },
      () => clock,
    );
    expect(await flaky.runUntilIdle()).toBe(1);
    let row = await jobRow(id!);
    expect([row.state, row.attempts, row.lastError]).toEqual(['queued', 1, 'provider down']);
    expect(row.runAt.getTime() - clock.getTime()).toBe(retryDelayMs(1));
    // Not due yet: nothing runs.
    expect(await flaky.runUntilIdle()).toBe(0);
    clock = new Date(row.runAt.getTime());
    await flaky.runUntilIdle();
    row = await jobRow(id!);
    expect([row.state, row.attempts]).toEqual(['queued', 2]);
    expect(row.runAt.getTime() - clock.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock = new Date(row.runAt.getTime());
    await flaky.runUntilIdle();
    row = await jobRow(id!);
    expect([row.state, row.attempts, row.lastError]).toEqual(['failed', 3, 'provider down']);
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await flaky.runUntilIdle()).toBe(0);
  });

  it('claims higher priority first among due jobs', async () => {
    const order: string[] = [];
    const at = new Date('2020-01-01T00:00:00Z');
    await enqueueJob(database.db, { name: 'test.order', payload: { tag: 'drawing' }, runAt: at });
    await enqueueJob(database.db, { name: 'test.order', payload: { tag: 'event' }, runAt: at, priority: 10 });
    await new JobRunner({
      database,
      concurrency: 1,
      log: quiet,
      handlers: {
        'test.order': {
          async run(payload) {
            order.push(String(payload.tag));
            return undefined;
          },
        },
      },
    }).runUntilIdle();
    expect(order).toEqual(['event', 'drawing']);
  });

  it('queues a job with a key once', async () => {
    const first = await enqueueJob(database.db, { name: 'test.once', singletonKey: 'certificate:1' });
    const second = await enqueueJob(database.db, { name: 'test.once', singletonKey: 'certificate:1' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    expect(await database.db.select().from(jobs).where(eq(jobs.name, 'test.once'))).toHaveLength(1);
  });

  it('gives each job to one of two racing runners', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await enqueueJob(database.db, { name: 'test.race' }))!);
    const runs = new Map<number, number>();
    const handler: JobHandler = {
      async run(_payload, job) {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
        return undefined;
      },
    };
    const [a, b] = await Promise.all([
      runner({ 'test.race': handler }).runUntilIdle(),
      runner({ 'test.race': handler }).runUntilIdle(),
    ]);
    expect(a + b).toBe(30);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('lets another worker take over a job whose claim ran out (its process died)', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const id = await enqueueJob(database.db, { name: 'test.orphan', runAt: now });
    const [claimed] = await claimJobs(database.db, {
      workerId: 'dead-worker',
      names: ['test.orphan'],
      limit: 1,
      lockMs: 60_000,
      now,
    });
    expect(claimed?.id).toBe(id);
    const during = new Date(now.getTime() + 30_000);
    const after = new Date(now.getTime() + 61_000);
    const handler = { 'test.orphan': { run: async () => ({ took: 'over' }) } };
    expect(await runner(handler, () => during).runUntilIdle()).toBe(0);
    expect(await runner(handler, () => after).runUntilIdle()).toBe(1);
    const row = await jobRow(id!);
    expect([row.state, row.attempts, row.result]).toEqual(['done', 2, { took: 'over' }]);
  });

  it('queues a recurring job once per period however many instances tick, never over an unfinished run', async () => {
    const start = new Date('2032-01-01T00:00:00Z');
    await registerSchedules(database.db, [{ name: 'test.every-minute', everySeconds: 60 }], start);
    const ticks = await Promise.all([
      queueDueSchedules(database.db, start),
      queueDueSchedules(database.db, start),
    ]);
    expect(ticks.flat().filter((name) => name === 'test.every-minute')).toHaveLength(1);
    // The run is still queued a minute later: no second one is added.
    const later = new Date(start.getTime() + 61_000);
    expect(await queueDueSchedules(database.db, later)).not.toContain('test.every-minute');
    await runner({ 'test.every-minute': { run: async () => undefined } }, () => later).runUntilIdle();
    const [schedule] = await database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.name, 'test.every-minute'));
    expect(await queueDueSchedules(database.db, new Date(schedule!.nextRunAt.getTime() - 1))).toEqual([]);
    expect(await queueDueSchedules(database.db, schedule!.nextRunAt)).toContain('test.every-minute');
  });
});
