import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { makeNonce } from '@alma/shared/sign/request-sign';
import { afterAll, describe, expect, it } from 'vitest';
import { computeSign } from '../src/http/sign.ts';
import {
  freePort,
  killed,
  SIGN_KEY_FOR_PROCESS_TESTS,
  sha256Hex,
  signedFetch,
  spawnServer,
} from './server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-durable-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite durability (npm start on an embedded database)', () => {
  it('an acknowledged write survives SIGKILL right after its answer', async () => {
    const port = await freePort();
    const first = await spawnServer(dataDir, port);
    console.log(`first start (template copy + demo seed): ${first.startedMs} ms`);
    const login = await signedFetch(`${first.url}/uplus-system/app/v1/user/passLogin`, {
      method: 'POST',
      body: { username: 'demo', password: sha256Hex('demo1234'), platform: 'pc', language: 'zh_CN' },
    });
    first.child.kill('SIGKILL'); // no graceful shutdown: the process dies the moment it answered
    await killed(first.child);
    expect(login.code).toBe(0);
    const token = String(login.data.token);

    const second = await spawnServer(dataDir, port);
    console.log(`restart after SIGKILL (crash recovery): ${second.startedMs} ms`);
    try {
      const me = await signedFetch(`${second.url}/uplus-system/app/v1/user/baseInfo`, { token });
      expect(me.code).toBe(0);
      expect(me.data.nickname).toBe('演示用户');
      // The demo data was not seeded twice.
      const list = await signedFetch(
        `${second.url}/uplus-foundation/app/v1/donateu/items/itemsList?limit=100`,
      );
      const ids = (list.data.rows as Array<{ id: number }>).map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      second.child.kill('SIGTERM');
      await killed(second.child);
    }
  });

  it('compiled, it is ready for a load balancer, and on SIGTERM finishes the request in flight and exits; a second signal exits at once', async () => {
    const port = await freePort();
    const server = await spawnServer(dataDir, port);
    console.log(`start with the demo data present (compiled): ${server.startedMs} ms`);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, jobs: true, accepting: true },
    });

    // Rarely used native parts load when first needed, not at the start: pictures (libvips),
    // documents (resvg, skia) and passwords (argon2) are not in the process yet; a login loads argon2.
    const mapped = () => fs.readFileSync(`/proc/${server.child.pid}/maps`, 'utf8');
    expect(mapped()).not.toMatch(/libvips|sharp-linux|resvgjs|skia\.linux|argon2/);
    const login = await signedFetch(`${server.url}/uplus-system/app/v1/user/passLogin`, {
      method: 'POST',
      body: { username: 'demo', password: sha256Hex('demo1234'), platform: 'pc', language: 'zh_CN' },
    });
    expect(login.code).toBe(0);
    expect(mapped()).toMatch(/argon2/);
    expect(mapped()).not.toMatch(/libvips|resvgjs/);

    // A request whose body is still arriving when the stop is asked for.
    const inFlight = trickledLogin(port);
    await inFlight.started;
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    // No new connection is taken while it stops.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    inFlight.finish();
    expect(await inFlight.answer).toMatchObject({ status: 200, code: 0 });
    await killed(server.child);
    expect(server.child.exitCode).toBe(0);

    // Stopping while a request holds the server open: a second signal ends it at once.
    const again = await spawnServer(dataDir, port);
    const held = trickledLogin(port);
    // Its connection dies with the process: that is the expected end here.
    const heldEnd = held.answer.catch((error: NodeJS.ErrnoException) => error.code);
    await held.started;
    again.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stoppedAt = Date.now();
    again.child.kill('SIGINT');
    await killed(again.child);
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    expect(again.child.exitCode).toBe(1);
    held.finish();
    expect(await heldEnd).toBe('ECONNRESET');
  });
});

/** passLogin as the demo donor, its body sent in two halves: `finish` sends the second. */
function trickledLogin(port: number) {
  const body = JSON.stringify({
    username: 'demo',
    password: sha256Hex('demo1234'),
    platform: 'pc',
    language: 'zh_CN',
  });
  const nonce = makeNonce();
  const now = Date.now();
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/uplus-system/app/v1/user/passLogin',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'nonce-str': nonce,
      sign: `${now}.${computeSign(SIGN_KEY_FOR_PROCESS_TESTS, now, nonce)}`,
    },
  });
  const answer = new Promise<{ status: number; code: number }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, code: JSON.parse(text).code }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half), () => setTimeout(started, 100));
  return {
    started: startedPromise,
    answer,
    finish: () => request.end(body.slice(half)),
  };
}
