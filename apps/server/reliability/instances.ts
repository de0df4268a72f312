import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { sandboxPayKey } from '../src/integrations/payments/sandbox-provider.ts';
import { makeSecrets } from '../src/security/secrets.ts';
import { databaseUrl, onServer } from '../test/postgres-template.ts';
import { freePort, killed, SIGN_KEY_FOR_PROCESS_TESTS } from '../test/server-process.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every instance of a suite shares this secret, as an installation's instances share SECRET_KEY. */
export const RELIABILITY_SECRET_KEY = 'reliability-suite-secret-key-0123456789abcdef';

/** The key the sandbox provider signs notifications with, for a test acting as the provider. */
export const sandboxKey = (): Buffer => sandboxPayKey(makeSecrets(RELIABILITY_SECRET_KEY));

/** The PostgreSQL server the suite runs on (its maintenance database's URL). */
export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'the reliability suite runs on PostgreSQL: set DATABASE_URL (npm run test:reliability does)',
    );
  return url;
}

/**
 * A database of its own for a test, copied from the run's migrated template, dropped by `drop`.
 * `server` is the PostgreSQL to make it on (default: the suite's; a test's private cluster).
 */
export async function freshDatabase(server = postgresUrl()): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `alma_rel_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject('postgresTemplate');
  await onServer(server, (client) =>
    client.query(
      template && server === postgresUrl()
        ? `CREATE DATABASE ${name} TEMPLATE ${template}`
        : `CREATE DATABASE ${name}`,
    ),
  );
  return {
    url: databaseUrl(server, name),
    drop: () =>
      onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

export type Instance = {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stderr lately (warnings and errors), for failure messages. */
  stderr(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no graceful anything. */
  kill(): Promise<void>;
};

/**
 * One compiled server process (`dist/main.js`, as `npm start` and systemd run it) on `databaseUrl`,
 * with demo data unless `env` says otherwise, ready when /healthz answers.
 */
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-rel-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ALMA_DEMO: '1',
    LOG_LEVEL: 'warn',
    SIGN_KEY: SIGN_KEY_FOR_PROCESS_TESTS,
    SECRET_KEY: RELIABILITY_SECRET_KEY,
    ...env,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-8000);
  });
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url,
    port,
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await killed(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await killed(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return instance;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await instance.kill();
  throw new Error(`instance did not start within 90 s: ${stderr}`);
}
