import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentProject, newDonor, openDocuments } from '../../test/documents-fixtures.ts';
import { notify, placeOrder } from '../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobs } from '../db/schema/jobs.ts';
import { enqueueJob } from '../jobs/queue/job-repository.ts';
import { JobRunner } from '../jobs/queue/job-runner.ts';
import { jobLogFields } from '../observability/request-scope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are answered in X-Request-Id: new for each request, the trusted proxy’s when it is plain', async () => {
    const [a, b] = [await t.app.inject({ url: '/healthz' }), await t.app.inject({ url: '/healthz' })];
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    const handed = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': '3f2a9c0d1e4b5a6978c0d1e2f3a4b5c6' },
    });
    expect(handed.headers['x-request-id']).toBe('3f2a9c0d1e4b5a6978c0d1e2f3a4b5c6');
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'x"}\n{"evil":1' } });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('are not taken from a client when no proxy is trusted', async () => {
    const direct = await createTestApp();
    try {
      const answer = await direct.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'chosen-by-the-client' },
      });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    } finally {
      await direct.close();
    }
  });

  it('go with the jobs a request queues: a payment notification’s documents job carries its id', async () => {
    await openDocuments(t);
    const itemsId = await documentProject(t);
    const donor = await newDonor(t);
    // ¥60 earns the project's certificate, so paying it queues the documents' job.
    const billNo = await placeOrder(t, donor.token, {
      itemsId,
      currencyMoney: 60,
      certificateDonorName: '张三',
    });
    const answer = await notify(t, { billNo, amountFen: 6000 });
    expect(answer.statusCode).toBe(200);
    const queued = await t.deps.database.db
      .select({ name: jobs.name, requestId: jobs.requestId })
      .from(jobs)
      .where(eq(jobs.requestId, String(answer.headers['x-request-id'])));
    expect(queued.map((job) => job.name)).toContain('documents.order-paid');
  });

  it('run with the job: its log lines name it and the request, and the jobs it queues carry the id on', async () => {
    const db = t.deps.database.db;
    const first = await enqueueJob(db, { name: 'test.scope.first' });
    await db.update(jobs).set({ requestId: 'req-from-a-phone' }).where(eq(jobs.id, first!));
    const seen: Record<string, unknown>[] = [];
    const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };
    const runner = new JobRunner({
      database: t.deps.database,
      log: quiet,
      handlers: {
        'test.scope.first': {
          async run() {
            seen.push(jobLogFields());
            await enqueueJob(db, { name: 'test.scope.second' });
            return {};
          },
        },
        'test.scope.second': { run: async () => ({}) },
      },
    });
    await runner.runUntilIdle();
    expect(seen).toEqual([{ reqId: 'req-from-a-phone', job: 'test.scope.first', jobId: first }]);
    const [second] = await db.select().from(jobs).where(eq(jobs.name, 'test.scope.second'));
    expect(second?.requestId).toBe('req-from-a-phone');
    // Outside a job nothing is added to a line.
    expect(jobLogFields()).toEqual({});
  });
});
