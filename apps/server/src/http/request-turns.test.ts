import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { composeDeps } from '../compose.ts';
import { oneRequestPerTurn } from './request-turns.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('oneRequestPerTurn', () => {
  it('lets the first request in at once and the others one per turn, in order', async () => {
    const entered: number[] = [];
    const take = oneRequestPerTurn((request) => entered.push(Number(request.url)));
    for (const url of ['1', '2', '3']) take({ url } as IncomingMessage, {} as ServerResponse);
    expect(entered).toEqual([1]);
    await nextTurn();
    expect(entered).toEqual([1, 2]);
    await nextTurn();
    expect(entered).toEqual([1, 2, 3]);
    await nextTurn();
    take({ url: '4' } as IncomingMessage, {} as ServerResponse);
    expect(entered).toEqual([1, 2, 3, 4]);
  });
});

/** What PGlite does to the thread: each request's queries run synchronously, here 2 ms of them. */
function holdTheThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy, as a WASM call is
  }
}

describe('the server over real sockets, busy on its own thread', () => {
  const CROWD = 30;
  const NEWCOMERS = 10;
  let t: TestApp;
  let deps: AppDeps;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    deps = await composeDeps(t.deps.config, t.deps.database, { secrets: t.deps.secrets });
    app = await buildApp(deps, { logger: false });
    app.get('/test/busy', async () => {
      holdTheThread(2);
      return 'ok';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await deps.renderer.close();
    await t.close();
  });

  const ask = (agent: http.Agent | false) =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/test/busy', agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });

  it('answers a phone that connects while the crowd keeps it busy in its turn', async () => {
    // The crowd: each donor on its own kept-alive connection, asking again as soon as answered.
    let answered = 0;
    let running = true;
    const agents = Array.from({ length: CROWD }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const crowd = agents.map(async (agent) => {
      while (running) {
        await ask(agent);
        answered += 1;
      }
    });
    while (answered < CROWD * 3) await new Promise((resolve) => setTimeout(resolve, 5));

    // Newcomers: a new connection each. How many crowd answers go out before each one's?
    const before = answered;
    const waited = await Promise.all(
      Array.from({ length: NEWCOMERS }, async () => {
        await ask(false);
        return answered - before;
      }),
    );
    running = false;
    await Promise.all(crowd);
    for (const agent of agents) agent.destroy();

    // In turns, a newcomer waits for the requests already read: one round of the crowd (31–40
    // answers). Without them the loop accepted one connection per turn and each turn ran all the
    // crowd's requests it had read: the newcomers waited 165–300 answers, five to ten rounds; with
    // 200 donors on PGlite that passed 15 s and the phone gave up.
    expect(Math.max(...waited)).toBeLessThan(CROWD * 2);
  });

  it('keeps the timeouts Fastify gives its own server', () => {
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.requestTimeout).toBe(0);
    expect(app.server.timeout).toBe(0);
  });
});
