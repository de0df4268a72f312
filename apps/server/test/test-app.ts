import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeNonce } from '@alma/shared/sign/request-sign';
import type { ParsedMobile } from '@alma/shared/validation/mobile';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { composeDeps } from '../src/compose.ts';
import { loadConfig } from '../src/config/env.ts';
import { totalsDrift } from '../src/features/ledger/order-reads-service.ts';
import { computeSign } from '../src/http/sign.ts';
import { jobHandlers } from '../src/jobs/catalogue.ts';
import { JobRunner } from '../src/jobs/queue/job-runner.ts';
import { makeSecrets } from '../src/security/secrets.ts';
import { openTestDatabase } from './test-database.ts';

export type Envelope<T = unknown> = { code: number; message: string; data: T };
export type CallOptions = {
  token?: string | null;
  language?: 'zh_CN' | 'English';
  headers?: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** The job queue's runner, not started: a test runs what is due with `jobs.runUntilIdle()`. */
  jobs: JobRunner;
  /** The same queue as it runs at `now` (a retry's or a re-ask's time has come). */
  jobsAt(now: Date): JobRunner;
  /** Codes the fake SMS gateway was asked to send, newest last. */
  sms: Array<{ mobile: ParsedMobile; code: string }>;
  /** Notices (e-receipt links) the fake SMS gateway was asked to send, newest last. */
  smsNotices: Array<{ mobile: ParsedMobile; text: string }>;
  get<T = unknown>(url: string, query?: Record<string, unknown>, options?: CallOptions): Promise<Envelope<T>>;
  post<T = unknown>(url: string, body?: Record<string, unknown>, options?: CallOptions): Promise<Envelope<T>>;
  /** A raw signed request, for status codes and headers. */
  inject(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  signHeaders(timestampMs?: number, nonce?: string): Record<string, string>;
  close(): Promise<void>;
};

export const TEST_SIGN_KEY = 'test-sign-key-0123456789';

/** A real server (Fastify, real HTTP semantics through inject) on a fresh database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SIGN_KEY: TEST_SIGN_KEY,
    LOG_LEVEL: 'silent',
    ALMA_DEMO: '0',
    // Signing asks no SMS code unless a test turns it on (its own file checks the code).
    AGREEMENT_SIGN_SMS: '0',
    PUBLIC_CACHE_TTL: '5',
    ALMA_AUDIT_STRICT: '1',
    ...env,
  });
  const sms: TestApp['sms'] = [];
  const smsNotices: TestApp['smsNotices'] = [];
  const deps = await composeDeps(config, database, {
    secrets: makeSecrets('test-secret-key-that-is-long-enough-0123456789'),
    sms: {
      async sendCode(mobile, code) {
        sms.push({ mobile, code });
      },
      async sendNotice(mobile, notice) {
        smsNotices.push({ mobile, text: notice.text });
      },
    },
  });
  const app = await buildApp(deps, { logger: false });
  await app.ready();

  const signHeaders = (timestampMs = Date.now(), nonce = makeNonce()) => ({
    sign: `${timestampMs}.${computeSign(TEST_SIGN_KEY, timestampMs, nonce)}`,
    'nonce-str': nonce,
  });
  const headersFor = (options: CallOptions = {}) => ({
    ...signHeaders(),
    ...(options.token ? { authorization: options.token } : {}),
    ...options.headers,
  });

  const handlers = jobHandlers({ ...deps, log: app.log });
  const jobs = new JobRunner({ database, handlers, log: app.log });

  return {
    app,
    deps,
    jobs,
    jobsAt: (now) => new JobRunner({ database, handlers, log: app.log, now: () => now }),
    sms,
    smsNotices,
    signHeaders,
    async get(url, query = {}, options = {}) {
      const response = await app.inject({
        method: 'GET',
        url,
        query: stringify({ language: options.language ?? 'zh_CN', ...query }),
        headers: headersFor(options),
      });
      return response.json();
    },
    async post(url, body = {}, options = {}) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { language: options.language ?? 'zh_CN', ...body },
        headers: headersFor(options),
      });
      return response.json();
    },
    inject({ token, ...options }) {
      return app.inject({
        ...options,
        headers: { ...signHeaders(), ...(token ? { authorization: token } : {}), ...options.headers },
      });
    },
    async close() {
      // Every file's money ends where its orders say: the totals never drift from Σ standing orders.
      const drift = await totalsDrift(database.db);
      if (drift.length > 0) {
        await dispose();
        throw new Error(`totals drifted from the orders: ${JSON.stringify(drift.slice(0, 10))}`);
      }
      await app.close();
      await deps.renderer.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stringify(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}
