/**
 * Payment notifications: POST /pay/notify/sandbox with the sandbox provider's signed notification,
 * byte for byte as a provider sends it, each for an unpaid order placed beforehand through
 * items/donate by several donors on several projects. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set, after a warm-up (whose rate sizes the saturated run):
 * - open loop: 250 notifications/s on a fixed schedule whatever the answers, latency taken from
 *   each one's scheduled send time, so a stalled server cannot hide behind a stalled sender
 *   (coordinated omission). Goal: p99 < 100 ms.
 * - saturated: as many as 32 connections get answered, each for a fresh order. Goal ≥ 1,000/s.
 * - replay: one paid order's notification again and again (the idempotent path), its rate.
 * After each run the books are checked: the paid orders (index/total) and the projects' payCounts
 * (itemsDetail) rose by exactly the notifications that credited. Beside each figure is the CPU one
 * notification costs the server process (and the local PostgreSQL), comparable when other work
 * shares the machine. The jobs a payment queues (its documents, a certificate's drawing) run in
 * the server's process after the answer: each run waits for them to finish before the next one,
 * and says what they took per paid order.
 * BENCH_SECONDS (default 10) sets each run's length, BENCH_ONLY=PGlite|PostgreSQL one engine,
 * BENCH_SATURATED_ORDERS the orders placed for the saturated run (default: 1.5 × the warm-up's
 * rate, at least 250/s, × BENCH_SECONDS).
 */

import http from 'node:http';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import {
  SANDBOX_NOTIFY_PATH,
  SANDBOX_SIGNATURE_HEADER,
} from '../apps/server/src/integrations/payments/sandbox-provider.ts';
import { type JobCounts, jobCounts, signInAdministrator } from './admin-jobs.ts';
import { CpuMeter } from './cpu-meter.ts';
import { type Engine, forEachEngine } from './engines.ts';
import { postText } from './http-post.ts';
import {
  donatableProjects,
  type Order,
  type Project,
  placeOrders,
  SECRET_KEY,
  Slots,
} from './notification-orders.ts';
import { type RunningServer, startAlma } from './server-process.ts';
import { get } from './spec-client.ts';
import { freePort } from './web-build.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 250;
const CONNECTIONS = 32;
const P99_GOAL_MS = 100;
const RATE_GOAL = 1000;
/** Enough for the server's hot paths to be compiled, and for a rate to size the saturated run by. */
const WARM_UP_ORDERS = 1000;
const SETTLE_LIMIT_MS = 15 * 60_000;

const notifyAgent = new http.Agent({ keepAlive: true, maxSockets: 512 });

let firstError = '';

/** One notification as the provider sends it; true when the server took it (200, code SUCCESS). */
async function notify(base: string, order: Order): Promise<boolean> {
  try {
    const answer = await postText(
      notifyAgent,
      base,
      SANDBOX_NOTIFY_PATH,
      { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: order.signature },
      order.rawBody,
    );
    if (answer.status === 200 && (JSON.parse(answer.text) as { code?: string }).code === 'SUCCESS')
      return true;
    firstError ||= `${answer.status} ${answer.text.slice(0, 200)}`;
    return false;
  } catch (error) {
    firstError ||= String(error);
    return false;
  }
}

type Books = { paid: number; payCounts: number };

/** The paid orders of the whole site, and the payCounts of the projects the bench gives to. */
async function readBooks(base: string, projects: Project[]): Promise<Books> {
  const total = await get<{ totalCount: number }>(base, SPEC_PATHS.index.total);
  let payCounts = 0;
  for (const project of projects) {
    const detail = await get<{ payCounts: number }>(base, `${SPEC_PATHS.items.itemsDetail}?id=${project.id}`);
    payCounts += detail.data.payCounts;
  }
  return { paid: total.data.totalCount, payCounts };
}

async function checkBooks(base: string, projects: Project[], before: Books, credited: number) {
  const after = await readBooks(base, projects);
  const paid = after.paid - before.paid;
  const counts = after.payCounts - before.payCounts;
  const ok = paid === credited && counts === credited;
  return `books: paid orders +${paid}, payCounts +${counts} for ${credited} credited ${ok ? '✓' : '✗ (mismatch)'}`;
}

/** The orders one by one, for the senders to share. */
function each(orders: Order[]): () => Order | undefined {
  let next = 0;
  return () => orders[next++];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a payment queues: its documents (the order.paid event's job), then its certificate's drawing. */
const PAYMENT_JOBS = ['documents.order-paid', 'certificates.render'];

async function paymentJobs(base: string, admin: Record<string, string>): Promise<JobCounts> {
  const total: JobCounts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const name of PAYMENT_JOBS) {
    const counts = await jobCounts(base, admin, name);
    for (const state of ['queued', 'running', 'done', 'failed'] as const) total[state] += counts[state];
  }
  return total;
}

/**
 * Waits until the jobs the payments queued are done: they run after the answers, in the server's
 * process, and would otherwise be measured with the next run. Says what they cost per paid order.
 */
async function settle(
  alma: RunningServer,
  engine: Engine,
  meter: CpuMeter,
  admin: Record<string, string>,
  paid: number,
): Promise<void> {
  const from = meter.now();
  const failedBefore = (await paymentJobs(alma.url, admin)).failed;
  let jobs = await paymentJobs(alma.url, admin);
  while (jobs.queued + jobs.running > 0 && performance.now() - from.at < SETTLE_LIMIT_MS) {
    await sleep(250);
    jobs = await paymentJobs(alma.url, admin);
  }
  const now = meter.now();
  if (jobs.queued + jobs.running > 0)
    console.warn(`[${engine}] jobs still queued after ${SETTLE_LIMIT_MS / 60_000} min`);
  if (jobs.failed > failedBefore)
    console.warn(`[${engine}] ${jobs.failed - failedBefore} payment jobs failed`);
  if (paid === 0) return;
  console.log(
    `[${engine}]   afterwards: its jobs took ${((now.at - from.at) / 1000).toFixed(1)} s more, ` +
      `server CPU ${((now.server - from.server) / paid).toFixed(2)} ms per paid order` +
      (engine === 'PostgreSQL' ? `, PostgreSQL ${((now.ours - from.ours) / paid).toFixed(2)} ms` : ''),
  );
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
const latencyText = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return (
    `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, ` +
    `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
  );
};

type RunResult = {
  credited: Order[];
  failures: number;
  latencies: number[];
  /** When each answer came (performance.now()), in order. */
  answeredAt: number[];
  elapsedMs: number;
  ranOut: boolean;
};

/**
 * CONNECTIONS senders, each sending its next notification when its last one is answered, until
 * `untilMs` passes or `next` has none left.
 */
async function closedLoop(base: string, next: () => Order | undefined, untilMs: number): Promise<RunResult> {
  const result: RunResult = {
    credited: [],
    failures: 0,
    latencies: [],
    answeredAt: [],
    elapsedMs: 0,
    ranOut: false,
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < untilMs) {
        const order = next();
        if (!order) {
          result.ranOut = true;
          return;
        }
        const sent = performance.now();
        const ok = await notify(base, order);
        const answered = performance.now();
        result.latencies.push(answered - sent);
        result.answeredAt.push(answered);
        if (ok) result.credited.push(order);
        else result.failures += 1;
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  return result;
}

/**
 * One notification every 1000/RATE ms on a fixed schedule, sent whether or not earlier ones were
 * answered; each latency runs from the scheduled send time, so time a late sender lost counts too.
 */
async function openLoop(base: string, orders: Order[]): Promise<RunResult & { lateMs: number }> {
  const result = { credited: [] as Order[], failures: 0, latencies: [] as number[], lateMs: 0 };
  const interval = 1000 / RATE;
  const start = performance.now() + 20;
  let sent = 0;
  let answered = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      result.lateMs = Math.max(result.lateMs, sent < orders.length ? now - (start + sent * interval) : 0);
      for (; sent < orders.length && start + sent * interval <= now; sent += 1) {
        const order = orders[sent] as Order;
        const scheduled = start + sent * interval;
        void notify(base, order).then((ok) => {
          result.latencies.push(performance.now() - scheduled);
          if (ok) result.credited.push(order);
          else result.failures += 1;
          answered += 1;
          if (answered === orders.length) resolve();
        });
      }
      if (sent < orders.length) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  return { ...result, answeredAt: [], elapsedMs: performance.now() - start, ranOut: false };
}

await forEachEngine('notifications', async (engine, env) => {
  // The per-user order limit would stop the placing in its first second (as in orders.ts).
  const alma = await startAlma(
    { ...env, SECRET_KEY, ORDER_RATE_LIMIT: '100000000', PUBLIC_CACHE_TTL: '0' },
    await freePort(),
  );
  const meter = new CpuMeter(alma, env);
  try {
    const projects = await donatableProjects(alma.url);
    const admin = await signInAdministrator(alma.url);
    const slots = new Slots(alma.url, projects);
    const fresh = async (count: number) => placeOrders(engine, alma.url, await slots.take(count));
    const label = `[${engine}]`;

    // Warm-up: the hot paths compiled before anything is timed, and a rate to size the saturated run.
    const placed = await fresh(WARM_UP_ORDERS + RATE * seconds);
    const warmUpOrders = placed.slice(0, WARM_UP_ORDERS);
    const openLoopOrders = placed.slice(WARM_UP_ORDERS);
    console.log(
      `${label} ${slots.donors} donors on ${projects.length} projects (${projects.map((p) => p.id)})`,
    );
    await settle(alma, engine, meter, admin, 0);
    let before = await readBooks(alma.url, projects);
    let cpu = meter.now();
    const warmUp = await closedLoop(alma.url, each(warmUpOrders), Number.POSITIVE_INFINITY);
    // Its second half: the first answers wait for the compiler.
    const half = warmUp.answeredAt.slice(Math.floor(warmUp.answeredAt.length / 2));
    const warmRate = (half.length - 1) / (((half.at(-1) ?? 0) - (half[0] ?? 0)) / 1000);
    console.log(
      `${label} warm-up: ${warmUpOrders.length} notifications, ${Math.round(warmRate)}/s in its second half, ` +
        `${warmUp.failures} failures; ${meter.per(cpu, warmUpOrders.length)}; ` +
        (await checkBooks(alma.url, projects, before, warmUp.credited.length)),
    );
    slots.release(warmUp.credited.map((order) => order.slot));
    await settle(alma, engine, meter, admin, warmUp.credited.length);

    // Open loop: what a steady stream of providers' notifications meets, the server's jobs included.
    before = await readBooks(alma.url, projects);
    cpu = meter.now();
    const open = await openLoop(alma.url, openLoopOrders);
    const sorted = [...open.latencies].sort((a, b) => a - b);
    const p99 = quantile(sorted, 0.99);
    console.log(
      `${label} open loop ${RATE}/s for ${seconds} s: ${openLoopOrders.length} notifications, ` +
        `from the scheduled send ${latencyText(open.latencies)} ${p99 < P99_GOAL_MS ? '✓' : '✗'} goal p99 < ${P99_GOAL_MS} ms, ` +
        `${open.failures} failures (sender at most ${open.lateMs.toFixed(1)} ms late); ` +
        `${meter.per(cpu, openLoopOrders.length)}; ` +
        (await checkBooks(alma.url, projects, before, open.credited.length)),
    );
    slots.release(open.credited.map((order) => order.slot));
    await settle(alma, engine, meter, admin, open.credited.length);

    // Saturated, on fresh orders: as many as the warm-up's rate says the run needs, and a margin;
    // at least the open loop's, should other work on the machine have slowed the warm-up.
    const wanted = Number(
      process.env.BENCH_SATURATED_ORDERS ?? Math.ceil(Math.max(warmRate * 1.5, RATE) * seconds),
    );
    const saturatedOrders = await fresh(wanted);
    await settle(alma, engine, meter, admin, 0);
    before = await readBooks(alma.url, projects);
    cpu = meter.now();
    const full = await closedLoop(alma.url, each(saturatedOrders), performance.now() + seconds * 1000);
    const perSecond = full.credited.length / (full.elapsedMs / 1000);
    console.log(
      `${label} saturated, ${CONNECTIONS} connections: ${Math.round(perSecond)} notifications/s ` +
        `${perSecond >= RATE_GOAL ? '✓' : '✗'} goal ≥ ${RATE_GOAL}/s (${full.credited.length} credited in ` +
        `${(full.elapsedMs / 1000).toFixed(1)} s, ${latencyText(full.latencies)}, ${full.failures} failures` +
        `${full.ranOut ? `; the ${wanted} orders ran out: BENCH_SATURATED_ORDERS places more` : ''}); ` +
        `${meter.per(cpu, full.latencies.length)}; ` +
        (await checkBooks(alma.url, projects, before, full.credited.length)),
    );
    slots.release(full.credited.map((order) => order.slot));
    await settle(alma, engine, meter, admin, full.credited.length);

    // Replay: a provider sends a notification again until it hears SUCCESS; this one is paid already.
    const paidOrder = full.credited[0] ?? open.credited[0];
    if (!paidOrder) throw new Error('no notification credited: nothing to replay');
    before = await readBooks(alma.url, projects);
    cpu = meter.now();
    const replay = await closedLoop(alma.url, () => paidOrder, performance.now() + seconds * 1000);
    const replayRate = replay.credited.length / (replay.elapsedMs / 1000);
    console.log(
      `${label} replay of one paid order's notification, ${CONNECTIONS} connections: ` +
        `${Math.round(replayRate)} answered SUCCESS/s (${replay.credited.length} in ` +
        `${(replay.elapsedMs / 1000).toFixed(1)} s, ${latencyText(replay.latencies)}, ${replay.failures} failures); ` +
        `${meter.per(cpu, replay.latencies.length)}; ` +
        (await checkBooks(alma.url, projects, before, 0)),
    );
    if (firstError) console.warn(`${label} first failed notification: ${firstError}`);
    firstError = '';
  } finally {
    meter.stop();
    await alma.stop();
  }
});
