import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeNonce } from '@alma/shared/sign/request-sign';
import { computeSign } from '../src/http/sign.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SIGN_KEY_FOR_PROCESS_TESTS = 'process-test-sign-key-0123';

/**
 * The real server as its own process, compiled as `npm start` runs it (PGlite in dataDir); the test
 * run's global set-up compiled it (scripts/build-if-stale.mjs server).
 */
export async function spawnServer(
  dataDir: string,
  port: number,
): Promise<{ child: ChildProcess; url: string; startedMs: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  Object.assign(env, { ALMA_DEMO: '1', LOG_LEVEL: 'warn', SIGN_KEY: SIGN_KEY_FOR_PROCESS_TESTS });
  const started = Date.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server said before it died, for the failure message (warnings and errors only).
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, startedMs: Date.now() - started };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

/**
 * A port nothing listens on now, from the kernel (port 0). A random pick in the ephemeral range
 * can be one of the suite's own outgoing connections (the PostgreSQL run opens many): the server
 * then failed to listen and exited.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function signedFetch(
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const nonce = makeNonce();
  const now = Date.now();
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'nonce-str': nonce,
      sign: `${now}.${computeSign(SIGN_KEY_FOR_PROCESS_TESTS, now, nonce)}`,
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}
