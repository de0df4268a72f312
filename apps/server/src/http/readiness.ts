import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Database, MIGRATIONS_DIR } from '../db/database.ts';

/** How many migrations this version of the code brings (drizzle's journal). */
const EXPECTED_MIGRATIONS = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** How long the database may take to answer the readiness check before the instance is not ready. */
const READY_CHECK_TIMEOUT_MS = 1000;

function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export type ReadinessDeps = {
  database: Database;
  /** The job runner of this instance: alive when it polls (JobRunner.isAlive). */
  jobs: { isAlive(): boolean };
  /** True once shutdown began: a load balancer should send no more requests. */
  stopping: () => boolean;
  /** How long the database may take to answer (default 1 s). */
  timeoutMs?: number;
};

/**
 * GET /readyz, for a load balancer (issue 24): 200 when this instance can take requests — the
 * database answers, every migration of this code is applied, the job runner polls, and it is not
 * shutting down — else 503 naming what is not. /healthz (alive) is in app.ts.
 */
export function registerReadiness(app: FastifyInstance, deps: ReadinessDeps): void {
  app.get('/readyz', async (_request, reply) => {
    const checks = {
      database: false,
      migrations: false,
      jobs: deps.jobs.isAlive(),
      accepting: !deps.stopping(),
    };
    try {
      // A database that does not answer soon is as good as down: a check that waited behind a
      // busy pool (PostgreSQL restarting) left a load balancer's probe without an answer.
      const result = await answerWithin(
        deps.database.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations'),
        deps.timeoutMs ?? READY_CHECK_TIMEOUT_MS,
      );
      checks.database = true;
      const applied = (result as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n;
      checks.migrations = Number(applied ?? 0) >= EXPECTED_MIGRATIONS;
    } catch {
      // the database did not answer: not ready
    }
    const ready = Object.values(checks).every(Boolean);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
