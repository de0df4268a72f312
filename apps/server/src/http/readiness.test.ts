import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { registerReadiness } from './readiness.ts';

/** A database whose every statement answers `rows`, or never answers. */
function databaseAnswering(rows: Array<Record<string, unknown>> | 'never'): Database {
  const execute = () => (rows === 'never' ? new Promise(() => undefined) : Promise.resolve({ rows }));
  return { db: { execute } } as unknown as Database;
}

async function readyz(database: Database, options: { stopping?: boolean; jobsAlive?: boolean } = {}) {
  const app = Fastify();
  registerReadiness(app, {
    database,
    jobs: { isAlive: () => options.jobsAlive ?? true },
    stopping: () => options.stopping ?? false,
    timeoutMs: 200,
  });
  const started = Date.now();
  const answer = await app.inject({ url: '/readyz' });
  await app.close();
  return { status: answer.statusCode, body: answer.json(), ms: Date.now() - started };
}

describe('/readyz', () => {
  it('is ready when the database answers with every migration applied, the jobs poll and it is not stopping', async () => {
    const ready = await readyz(databaseAnswering([{ n: 999 }]));
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: true, migrations: true, jobs: true, accepting: true });
  });

  it('answers 503 at once when the database does not answer in time, instead of waiting with it', async () => {
    const stuck = await readyz(databaseAnswering('never'));
    expect(stuck.status).toBe(503);
    expect(stuck.body.checks.database).toBe(false);
    expect(stuck.ms).toBeLessThan(2000);
  });

  it('answers 503 naming what is not ready: migrations missing, the job runner stopped, a stop begun', async () => {
    expect((await readyz(databaseAnswering([{ n: 0 }]))).body.checks.migrations).toBe(false);
    expect((await readyz(databaseAnswering([{ n: 999 }]), { jobsAlive: false })).status).toBe(503);
    const stopping = await readyz(databaseAnswering([{ n: 999 }]), { stopping: true });
    expect([stopping.status, stopping.body.checks.accepting]).toEqual([503, false]);
  });
});
