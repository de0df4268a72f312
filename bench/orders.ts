/**
 * Donation throughput (issues 3 and 20): donate + pay through HTTP, as a phone and the sandbox
 * cashier do it — POST items/donate, then the cashier's 支付 (which hands a signed notification to
 * the notify route's own handling) — with 10 connections, each with donors of its own (at most 18
 * orders each, under the default order limit of 20 per 10 minutes). The gifts make no
 * document (below every certificate threshold, no receipt asked), and none is to a project of a
 * live giving day (that path is bench/giving-day.ts's), so this is the ledger's hot path alone; what documents cost is bench/render-load.ts's figure. Prints, per engine:
 * - orders/s (goal ≥ 250 on PGlite) and p99;
 * - CPU per order of the server's main thread (goal ≤ 1.0 ms; on PGlite the database runs on it
 *   too), of the whole server process, of the local PostgreSQL (goal ≤ 1.0 ms) and of this load
 *   generator, which stay comparable when other work shares the machine;
 * - on PostgreSQL, transactions committed per order (pg_stat_database; goal ≤ 4: two per call) and
 *   the raw-SQL limit: the same statements run straight from a pool in this process, so the
 *   server's figure is a share of what the database allows here.
 * BENCH_SECONDS (default 10) sets the length, BENCH_ONLY=PGlite|PostgreSQL one engine,
 * BENCH_WORKERS=n n server processes on PostgreSQL (node:cluster); ALMA_SERVER_NODE_ARGS passes
 * node flags to the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */

import http from 'node:http';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import pg from 'pg';
import { type Engine, forEachEngine } from './engines.ts';
import { get, type Project, plainGiftProjects } from './gift-projects.ts';
import { postText } from './http-post.ts';
import { rawSqlOrdersPerSecond } from './orders-raw-sql.ts';
import { mainThreadCpuMs, namedProcessesCpuMs, startAlma } from './server-process.ts';
import { type Envelope, login, signHeaders, wechatDonor } from './spec-client.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * Each donor places at most this many orders (the server's order limit per donor and 10 minutes
 * stays at its default of 20, so the limit's check costs what it costs in production); a
 * connection moves on to its next donor when one has given this many.
 */
const ORDERS_PER_DONOR = 18;
/** Donors made before the run: enough for 600 orders/s on PGlite and 1,500/s on PostgreSQL. */
const donorsFor = (engine: Engine) =>
  Math.ceil(((engine === 'PGlite' ? 600 : 1500) * seconds) / ORDERS_PER_DONOR);
const GOALS: Record<Engine, number> = { PGlite: 250, PostgreSQL: 1000 };
const CPU_GOAL_MS = 1.0;

/** The measured loop's kept-alive sockets (http-post.ts). */
const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 2 });

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

/** Transactions committed so far in `url`'s database (pg_stat_database; sent at transaction end). */
async function commitsOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit::text as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
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
    // Each connection its own donors: one unpaid order per donor and project at a time, and the
    // per-user order limit is taken under a per-user lock.
    const tokens = [await login(alma.url, 'demo', 'demo1234')];
    const wanted = donorsFor(engine);
    while (tokens.length < wanted) {
      const batch = Math.min(20, wanted - tokens.length);
      tokens.push(...(await Promise.all(Array.from({ length: batch }, () => wechatDonor(alma.url)))));
    }
    const projects = await plainGiftProjects(alma.url);
    const pairs = Array.from({ length: connections }, (_, i) => ({
      donors: tokens.filter((_token, n) => n % connections === i),
      project: projects[i % projects.length] as Project,
    }));
    const ids = projects.map((project) => project.id);
    const before = await payCounts(alma.url, ids);

    let done = 0;
    let failures = 0;
    let donateMs = 0;
    let payMs = 0;
    const latencies: number[] = [];
    const until = Date.now() + seconds * 1000;
    const cpuBefore = alma.cpuMs();
    const mainBefore = mainThreadCpuMs(alma.pid);
    const clientCpuBefore = process.cpuUsage();
    // Backends that end during the run take their CPU with them: a lower bound, fine for a pool.
    const postgresCpuBefore = namedProcessesCpuMs('postgres');
    const commitsBefore = env.DATABASE_URL ? await commitsOf(env.DATABASE_URL) : 0;
    const started = performance.now();
    await Promise.all(
      pairs.map(async ({ donors, project }) => {
        const body = JSON.stringify({ itemsId: project.id, payType: 1, ...project.gift, language: 'zh_CN' });
        let given = 0;
        while (Date.now() < until) {
          const token = donors[Math.floor(given / ORDERS_PER_DONOR)];
          if (!token) throw new Error(`[${engine}] out of donors after ${given} orders on one connection`);
          given += 1;
          const t0 = performance.now();
          const answer = await postText(
            agent,
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
          const paid = await postText(
            agent,
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
    const mainCpuMs = mainThreadCpuMs(alma.pid) - mainBefore;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
    const postgresCpuMs = namedProcessesCpuMs('postgres') - postgresCpuBefore;
    const commits = env.DATABASE_URL ? (await commitsOf(env.DATABASE_URL)) - commitsBefore : 0;
    const per = (ms: number) => (done > 0 ? ms / done : 0);
    const fixed = (ms: number) => per(ms).toFixed(2);
    console.log(`[${engine}] mean per order: donate ${fixed(donateMs)} ms, cashier pay ${fixed(payMs)} ms`);
    const mainNote = processes > 1 ? " (every worker's main thread: see the process figure)" : '';
    console.log(
      `[${engine}] CPU per order: server main thread ${fixed(mainCpuMs)} ms${mainNote} ` +
        `${mark(per(mainCpuMs) <= CPU_GOAL_MS)} goal ≤ ${CPU_GOAL_MS} ms${engine === 'PGlite' ? ' (the database runs on it too)' : ''}; ` +
        `whole server process${processes > 1 ? 'es' : ''} ${fixed(serverCpuMs)} ms ` +
        `(${((serverCpuMs / 1000 / elapsed) * 100).toFixed(0)}% of one core); load generator ${fixed(clientCpuMs)} ms` +
        (engine === 'PostgreSQL'
          ? `; local PostgreSQL ${fixed(postgresCpuMs)} ms ${mark(per(postgresCpuMs) <= CPU_GOAL_MS)} goal ≤ ${CPU_GOAL_MS} ms; ` +
            `${(commits / Math.max(1, done)).toFixed(2)} transactions committed per order (goal ≤ 4)`
          : ''),
    );
    const counted = (await payCounts(alma.url, ids)) - before;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    const perSecond = done / elapsed;
    const goal = GOALS[engine];
    console.log(
      `[${engine}] donate+pay: ${Math.round(perSecond)} orders/s with ${connections} connections ` +
        `(${done} orders in ${elapsed.toFixed(1)} s, p99 ${p99.toFixed(1)} ms per order, ${failures} failures) ` +
        `${mark(perSecond >= goal)} goal ${goal}/s; paid orders counted by the projects: ${counted}` +
        `${counted === done ? ' ✓' : ' ✗ (mismatch)'}`,
    );
    if (engine === 'PostgreSQL' && env.DATABASE_URL) {
      const raw = await rawSqlOrdersPerSecond(env.DATABASE_URL, projects[0]!.id, connections, seconds);
      console.log(
        `[${engine}] raw-SQL limit here: ${Math.round(raw)} orders/s (the same four statements from a pool of ` +
          `${connections} in this process, no HTTP); the server reaches ${((perSecond / raw) * 100).toFixed(0)}% of it`,
      );
    }
  } finally {
    await alma.stop();
  }
});
