/**
 * Donation throughput (issue 3): donate + pay through HTTP, as a phone and the sandbox cashier do
 * it — POST items/donate, then the cashier's 支付 (which hands a signed notification to the notify
 * route's own handling). Prints completed orders per second with 10 connections, on PGlite, and on
 * PostgreSQL when DATABASE_URL is set. Goals: ≥ 250/s on PGlite, ≥ 1,000/s on PostgreSQL.
 * Also prints the CPU one order costs the server process and the load generator, which stays
 * comparable when other work shares the machine. BENCH_SECONDS (default 10) sets the length,
 * BENCH_ONLY=PGlite|PostgreSQL one engine, BENCH_HTTP=fetch the older, heavier client, BENCH_WORKERS=n n server processes on PostgreSQL
 * (node:cluster); ALMA_SERVER_NODE_ARGS passes node flags to the server (e.g. "--cpu-prof
 * --cpu-prof-dir=/tmp/prof").
 */

import http from 'node:http';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { forEachEngine } from './engines.ts';
import { namedProcessesCpuMs, startAlma } from './server-process.ts';
import {
  type DetailsForm,
  detailsFor,
  type Envelope,
  login,
  signHeaders,
  wechatDonor,
} from './spec-client.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const GOALS: Record<string, number> = { PGlite: 250, PostgreSQL: 1000 };

async function _call<T>(base: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signHeaders(),
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/**
 * The measured loop's HTTP client: node:http on kept-alive sockets, which costs the load
 * generator (on the same two cores as the server) several times less per request than fetch.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 2 });

/** BENCH_HTTP=fetch measures with fetch, the client of the figures taken before node:http. */
const useFetch = process.env.BENCH_HTTP === 'fetch';

async function postWithFetch(base: string, path: string, headers: Record<string, string>, body: string) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

function postRaw(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  if (useFetch) return postWithFetch(base, path, headers, body);
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function get<T>(base: string, path: string): Promise<Envelope<T>> {
  return (await (await fetch(`${base}${path}`, { headers: signHeaders() })).json()) as Envelope<T>;
}

type Row = {
  id: number;
  crowdType: number;
  itemsType: number;
  isDonate: number;
  payCounts: number;
  details?: Record<string, unknown>;
};

type FormDetail = DetailsForm;

/** Open money and goods projects of the demo data (the alumni-only one refuses the demo user). */
async function donatableProjects(base: string): Promise<Row[]> {
  const list = await get<{ rows: Row[] }>(base, `${SPEC_PATHS.items.itemsList}?limit=100&language=zh_CN`);
  const rows: Row[] = [];
  for (const row of list.data.rows.filter((r) => r.isDonate === 1 && r.itemsType === 1)) {
    const detail = await get<{ isAlumni: number }>(
      base,
      `${SPEC_PATHS.items.itemsDetail}?id=${row.id}&language=zh_CN`,
    );
    if (detail.data.isAlumni !== 0) continue;
    const form = await get<FormDetail>(
      base,
      `${SPEC_PATHS.items.formDetail}?itemsId=${row.id}&language=zh_CN`,
    );
    rows.push({ ...row, details: detailsFor(form.data) });
  }
  return rows;
}

async function payCounts(base: string, ids: number[]): Promise<number> {
  let total = 0;
  for (const id of ids) {
    const detail = await get<{ payCounts: number }>(
      base,
      `${SPEC_PATHS.items.itemsDetail}?id=${id}&language=zh_CN&t=${Date.now()}`,
    );
    total += detail.data.payCounts;
  }
  return total;
}

/** BENCH_WORKERS=n runs the PostgreSQL server as n processes (node:cluster); PGlite is one process. */
const workers = Number(process.env.BENCH_WORKERS ?? 1);

await forEachEngine('orders', async (engine, env) => {
  const processes = engine === 'PostgreSQL' ? workers : 1;
  // The per-user order limit would stop a benchmark in its first second.
  const alma = await startAlma(
    { ...env, ORDER_RATE_LIMIT: '100000000', PUBLIC_CACHE_TTL: '0' },
    3903,
    processes,
  );
  if (processes > 1)
    console.log(`[${engine}] server: ${processes} processes sharing the port (node:cluster)`);
  try {
    // Each connection its own donor: one unpaid order per donor and project at a time, and the
    // per-user order limit is taken under a per-user lock.
    const tokens = [await login(alma.url, 'demo', 'demo1234')];
    while (tokens.length < connections) tokens.push(await wechatDonor(alma.url));
    const projects = await donatableProjects(alma.url);
    const pairs = tokens.map((token, i) => ({ token, project: projects[i % projects.length] as Row }));
    const ids = projects.map((project) => project.id);
    const before = await payCounts(alma.url, ids);

    let done = 0;
    let failures = 0;
    let donateMs = 0;
    let payMs = 0;
    const latencies: number[] = [];
    const until = Date.now() + seconds * 1000;
    const cpuBefore = alma.cpuMs();
    const clientCpuBefore = process.cpuUsage();
    // Backends that end during the run take their CPU with them: a lower bound, fine for a pool.
    const postgresCpuBefore = namedProcessesCpuMs('postgres');
    const started = performance.now();
    await Promise.all(
      pairs.map(async ({ token, project }) => {
        const amount = project.crowdType === 2 ? { donateMaterialNumber: 1 } : { currencyMoney: 50 };
        const body = JSON.stringify({
          itemsId: project.id,
          payType: 1,
          ...amount,
          ...project.details,
          language: 'zh_CN',
        });
        while (Date.now() < until) {
          const t0 = performance.now();
          const answer = await postRaw(
            alma.url,
            SPEC_PATHS.items.donate,
            { 'content-type': 'application/json', authorization: token, ...signHeaders() },
            body,
          );
          const placed = JSON.parse(answer.text) as Envelope<{ orderPayRequestDTO: { billNo: string } }>;
          if (placed.code !== 0) {
            failures += 1;
            if (failures <= 3) console.warn(`[${engine}] donate to ${project.id} refused: ${placed.message}`);
            continue;
          }
          donateMs += performance.now() - t0;
          const t1 = performance.now();
          const paid = await postRaw(
            alma.url,
            '/pay/sandbox/pay',
            { 'content-type': 'application/x-www-form-urlencoded' },
            new URLSearchParams({ billNo: placed.data.orderPayRequestDTO.billNo }).toString(),
          );
          payMs += performance.now() - t1;
          if (paid.status !== 303) failures += 1;
          else {
            done += 1;
            latencies.push(performance.now() - t0);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const serverCpuMs = alma.cpuMs() - cpuBefore;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
    const postgresCpuMs = namedProcessesCpuMs('postgres') - postgresCpuBefore;
    const mean = (ms: number) => (done > 0 ? ms / done : 0).toFixed(1);
    console.log(`[${engine}] mean per order: donate ${mean(donateMs)} ms, cashier pay ${mean(payMs)} ms`);
    // Comparable on a busy machine, where orders/s is not: what one order costs the server's thread.
    console.log(
      `[${engine}] server process${processes > 1 ? 'es' : ''} CPU: ${mean(serverCpuMs)} ms per order ` +
        `(${((serverCpuMs / 1000 / elapsed) * 100).toFixed(0)}% of one core); ` +
        `load generator ${mean(clientCpuMs)} ms per order` +
        (engine === 'PostgreSQL' ? `; local PostgreSQL processes ${mean(postgresCpuMs)} ms per order` : ''),
    );
    const counted = (await payCounts(alma.url, ids)) - before;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    const perSecond = done / elapsed;
    const goal = GOALS[engine] ?? 0;
    console.log(
      `[${engine}] donate+pay: ${Math.round(perSecond)} orders/s with ${connections} connections ` +
        `(${done} orders in ${elapsed.toFixed(1)} s, p99 ${p99.toFixed(1)} ms per order, ${failures} failures) ` +
        `${perSecond >= goal ? '✓' : '✗'} goal ${goal}/s; paid orders counted by the projects: ${counted}` +
        `${counted === done ? ' ✓' : ' ✗ (mismatch)'}`,
    );
  } finally {
    await alma.stop();
  }
});
