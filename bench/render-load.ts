import fs from 'node:fs';
import os from 'node:os';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FormField } from '@alma/shared/validation/form-fields';
import autocannon from 'autocannon';
import { type JobCounts, jobCounts, signInAdministrator } from './admin-jobs.ts';
import { forEachEngine } from './engines.ts';
import { mainThreadCpuMs, type RunningServer, startAlma } from './server-process.ts';
import { call, detailsFor, get, login, signHeaders, wechatDonor } from './spec-client.ts';
import { freePort } from './web-build.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const GIFTS = Number(process.env.BENCH_GIFTS ?? 1000);
const DONORS = 4;
const GIFT_YUAN = 100;
const GOAL_RATIO = 2;
const RENDER_JOB = 'certificates.render';
const PAID_JOB = 'documents.order-paid';
/** The read of public-reads.ts, so the figures compare. */
const ITEMS_LIST = `${SPEC_PATHS.items.itemsList}?limit=10&offset=0&language=zh_CN`;
const WAIT_LIMIT_MS = 20 * 60_000;

type FormDetail = {
  fieldList: FormField[];
  isShowCertificate: number;
  isOpenCertificate: number;
  /** Yuan. */
  minMoneyCertificate: number;
};
type ProjectRow = { id: number; name: string; crowdType: number; itemsType: number; isDonate: number };
type Project = ProjectRow & { form: FormDetail; materialPrice: number };

/** The first open demo project (not alumni-only) whose form gives a certificate for a ¥100 gift. */
async function certificateProject(base: string): Promise<Project> {
  const list = await get<{ rows: ProjectRow[] }>(base, `${SPEC_PATHS.items.itemsList}?limit=100`);
  for (const row of list.data.rows.filter((r) => r.isDonate === 1 && r.itemsType === 1)) {
    const detail = await get<{ isAlumni: number; materialPrice: number }>(
      base,
      `${SPEC_PATHS.items.itemsDetail}?id=${row.id}`,
    );
    if (detail.data.isAlumni !== 0) continue;
    const form = await get<FormDetail>(base, `${SPEC_PATHS.items.formDetail}?itemsId=${row.id}`);
    const gives =
      form.data.isShowCertificate === 1 &&
      form.data.isOpenCertificate === 1 &&
      form.data.minMoneyCertificate <= GIFT_YUAN;
    if (gives) return { ...row, form: form.data, materialPrice: detail.data.materialPrice };
  }
  throw new Error('no demo project gives a certificate for a ¥100 gift');
}

type Progress = { paid: JobCounts; render: JobCounts; at: number };

async function progress(base: string, admin: Record<string, string>): Promise<Progress> {
  const [paid, render] = await Promise.all([
    jobCounts(base, admin, PAID_JOB),
    jobCounts(base, admin, RENDER_JOB),
  ]);
  return { paid, render, at: performance.now() };
}

function statusKb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (pid === undefined) return 0;
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

/** Busy and total CPU ticks of the whole machine so far (/proc/stat), to tell our load from others'. */
function machineTicks(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

type Window = {
  p50: number;
  p99: number;
  perSecond: number;
  requests: number;
  cached: number;
  failures: number;
  serverCpuShare: number;
  /** The main thread's part of it; the rest is the render thread, GC and libuv's threads. */
  mainThreadShare: number;
  clientCpuShare: number;
  /** The whole machine's busy share, of all its cores. */
  machineBusy: number;
};

/**
 * itemsList for SECONDS at CONNECTIONS, each request with its own signature made beforehand (as
 * load.ts does), counting the answers the public cache gave (x-cache: hit).
 */
async function measureItemsList(server: RunningServer): Promise<Window> {
  const now = Date.now();
  const pool = Array.from({ length: SECONDS * 20_000 }, () => signHeaders(now));
  let next = 0;
  let cached = 0;
  let answered = 0;
  const cpuBefore = server.cpuMs();
  const mainBefore = mainThreadCpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const ticksBefore = machineTicks();
  const started = performance.now();
  const result = await autocannon({
    url: `${server.url}${ITEMS_LIST}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...pool[next++ % pool.length] },
        }),
        onResponse: (_status, _body, _context, headers) => {
          answered += 1;
          if (headers?.['x-cache'] === 'hit') cached += 1;
        },
      },
    ],
  });
  const elapsedMs = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const ticks = machineTicks();
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.average,
    requests: answered,
    cached,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpuShare: (server.cpuMs() - cpuBefore) / elapsedMs,
    mainThreadShare: (mainThreadCpuMs(server.pid) - mainBefore) / elapsedMs,
    clientCpuShare: (client.user + client.system) / 1000 / elapsedMs,
    machineBusy: (ticks.busy - ticksBefore.busy) / Math.max(1, ticks.total - ticksBefore.total),
  };
}

const describe = (w: Window) =>
  `p50 ${w.p50} ms, ${Math.round(w.perSecond)} req/s, ${w.failures} failures; ` +
  `${((w.cached / Math.max(1, w.requests)) * 100).toFixed(1)}% from the public cache; ` +
  `CPU: server ${(w.serverCpuShare * 100).toFixed(0)}% of a core (main thread ${(w.mainThreadShare * 100).toFixed(0)}%), this bench ${(w.clientCpuShare * 100).toFixed(0)}%, ` +
  `machine ${(w.machineBusy * os.cpus().length * 100).toFixed(0)}% of ${os.cpus().length * 100}% (load ${(os.loadavg()[0] ?? 0).toFixed(1)})`;

type Placed = { billNo: string; token: string };

/** GIFTS gifts placed and paid through the sandbox cashier by DONORS donors at once. */
async function queueGifts(base: string, tokens: string[], project: Project) {
  const amount =
    project.crowdType === 2
      ? { donateMaterialNumber: Math.ceil(GIFT_YUAN / project.materialPrice) }
      : { currencyMoney: GIFT_YUAN };
  const body = { itemsId: project.id, payType: 1, ...amount, ...detailsFor(project.form), language: 'zh_CN' };
  const placed: Placed[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (next < GIFTS && failures < 20) {
        next += 1;
        const order = await call<{ orderPayRequestDTO: { billNo: string } }>(
          base,
          SPEC_PATHS.items.donate,
          body,
          token,
        );
        if (order.code !== 0) {
          failures += 1;
          next -= 1;
          console.warn(`donate refused: ${order.message}`);
          continue;
        }
        const billNo = order.data.orderPayRequestDTO.billNo;
        const paid = await fetch(`${base}/pay/sandbox/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ billNo }).toString(),
          redirect: 'manual',
        });
        await paid.arrayBuffer();
        if (paid.status !== 303) {
          failures += 1;
          next -= 1;
          console.warn(`cashier answered ${paid.status} for ${billNo}`);
          continue;
        }
        placed.push({ billNo, token });
      }
    }),
  );
  if (placed.length < GIFTS) throw new Error(`only ${placed.length} of ${GIFTS} gifts were paid`);
  return {
    placed,
    amountText:
      'donateMaterialNumber' in amount ? `${amount.donateMaterialNumber} × ¥${project.materialPrice}` : '',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(engine: string, env: Record<string, string>): Promise<void> {
  // The per-user order limit would stop the queueing in its first second (as in orders.ts).
  const server = await startAlma({ ...env, ORDER_RATE_LIMIT: '100000000' }, await freePort());
  const serverStarted = performance.now();
  const since = () => `${((performance.now() - serverStarted) / 1000).toFixed(0)} s after start`;
  try {
    const warm = await get<unknown>(server.url, ITEMS_LIST);
    if (warm.code !== 0) throw new Error(`itemsList answered ${JSON.stringify(warm)}`);
    const admin = await signInAdministrator(server.url);
    const project = await certificateProject(server.url);
    const tokens = [await login(server.url, 'demo', 'demo1234')];
    while (tokens.length < DONORS) tokens.push(await wechatDonor(server.url));
    console.log(
      `[${engine}] server pid ${server.pid}; ${GIFTS} gifts of ¥${GIFT_YUAN} to project ${project.id} ` +
        `“${project.name}” (certificate from ¥${project.form.minMoneyCertificate}) by ${DONORS} donors; ` +
        `itemsList at ${CONNECTIONS} connections for ${SECONDS} s, public cache as configured (default TTL)`,
    );

    const idle = await measureItemsList(server);
    const idleRssMb = statusKb(server.pid, 'VmRSS') / 1024;
    console.log(`[${engine}] itemsList p99 idle: ${idle.p99} ms  (${describe(idle)}; ${since()})`);

    const before = await progress(server.url, admin);
    const queueStarted = performance.now();
    const { placed, amountText } = await queueGifts(server.url, tokens, project);
    const queued = await progress(server.url, admin);
    const queuedRssMb = statusKb(server.pid, 'VmRSS') / 1024;
    const queueSeconds = (queued.at - queueStarted) / 1000;
    const renderedAt = (p: Progress) => p.render.done - before.render.done;
    const madeAt = (p: Progress) => p.paid.done - before.paid.done;
    console.log(
      `[${engine}] queued: ${GIFTS} gifts (${amountText || `¥${GIFT_YUAN}`}) placed and paid in ${queueSeconds.toFixed(1)} s ` +
        `(${(GIFTS / queueSeconds).toFixed(0)} orders/s); by then ${madeAt(queued)} certificates made, ` +
        `${renderedAt(queued)} rendered`,
    );

    const busy = await measureItemsList(server);
    const after = await progress(server.url, admin);
    const inWindow = renderedAt(after) - renderedAt(queued);
    const ratio = busy.p99 / Math.max(1, idle.p99);
    console.log(
      `[${engine}] itemsList p99 while renders run: ${busy.p99} ms (${ratio.toFixed(1)}× idle, goal ≤ ${GOAL_RATIO}×) ` +
        `${ratio <= GOAL_RATIO ? '✓' : '✗'}  (${describe(busy)}; ${since()})`,
    );
    console.log(
      `[${engine}] renders done during the window: ${inWindow} (${(inWindow / SECONDS).toFixed(1)}/s); ` +
        `certificates made by then ${madeAt(after)}, rendered ${renderedAt(after)}, still to render ` +
        `${GIFTS - renderedAt(after)}`,
    );
    if (GIFTS - renderedAt(after) <= 0)
      console.warn(`[${engine}] the queue ran dry before the window ended: the window is not all under load`);

    // The drain after the busy window has no other load: its CPU is what the documents cost.
    const drainCpuBefore = server.cpuMs();
    const drainMainBefore = mainThreadCpuMs(server.pid);
    let latest = after;
    let allMadeAt: number | undefined;
    let lastLog = performance.now();
    while (renderedAt(latest) + latest.render.failed - before.render.failed < GIFTS) {
      if (performance.now() - queueStarted > WAIT_LIMIT_MS) throw new Error('renders did not finish in time');
      await sleep(1000);
      latest = await progress(server.url, admin);
      if (allMadeAt === undefined && madeAt(latest) >= GIFTS) allMadeAt = latest.at;
      if (performance.now() - lastLog > 30_000) {
        lastLog = performance.now();
        console.log(`[${engine}]   … ${renderedAt(latest)} of ${GIFTS} rendered (${since()})`);
      }
    }
    const drained = renderedAt(latest) - renderedAt(after);
    if (drained > 0) {
      const perCertificate = (server.cpuMs() - drainCpuBefore) / drained;
      const perCertificateMain = (mainThreadCpuMs(server.pid) - drainMainBefore) / drained;
      console.log(
        `[${engine}] CPU per certificate while the queue drained (${drained} certificates, its documents job ` +
          `and its drawing): ${perCertificate.toFixed(1)} ms in all, ${perCertificateMain.toFixed(1)} ms of it on the main thread`,
      );
    }
    const doneRssMb = statusKb(server.pid, 'VmRSS') / 1024;
    const allSeconds = (latest.at - queueStarted) / 1000;
    const tailSeconds = (latest.at - queued.at) / 1000;
    const failed = latest.render.failed - before.render.failed + latest.paid.failed - before.paid.failed;
    console.log(
      `[${engine}] all ${renderedAt(latest)} certificate PNGs existed ${allSeconds.toFixed(1)} s after the first gift ` +
        `(${(renderedAt(latest) / allSeconds).toFixed(1)} certificates/s; ` +
        `${((renderedAt(latest) - renderedAt(queued)) / tailSeconds).toFixed(1)}/s after the last payment); ` +
        `certificate rows all made ${allMadeAt === undefined ? 'before the window ended' : `${((allMadeAt - queueStarted) / 1000).toFixed(1)} s after the first gift`}; ` +
        `${failed} failed jobs`,
    );

    const control = await measureItemsList(server);
    console.log(
      `[${engine}] itemsList p99 idle again (queue empty, control): ${control.p99} ms ` +
        `(${(busy.p99 / Math.max(1, control.p99)).toFixed(1)}× of it while rendering)  (${describe(control)}; ${since()})`,
    );

    // The donor's side of it: a sample of success answers carries the certificate's image link.
    const sample = placed.filter((_, index) => index % Math.max(1, Math.floor(GIFTS / 20)) === 0);
    let withImage = 0;
    for (const { billNo, token } of sample) {
      const success = await get<{ certificateImg: string }>(
        server.url,
        `${SPEC_PATHS.items.success}?donatePlatOrder=${billNo}`,
        token,
      );
      if (success.code === 0 && success.data.certificateImg !== '') withImage += 1;
    }
    console.log(
      `[${engine}] items/success of ${sample.length} sampled gifts: ${withImage} with certificateImg ` +
        `${withImage === sample.length ? '✓' : '✗'}`,
    );
    console.log(
      `[${engine}] server peak RSS: ${(statusKb(server.pid, 'VmHWM') / 1024).toFixed(0)} MB ` +
        `(render threads included); RSS ${idleRssMb.toFixed(0)} MB after the idle window, ` +
        `${queuedRssMb.toFixed(0)} MB with ${renderedAt(queued)} rendered, ${doneRssMb.toFixed(0)} MB with all ` +
        `rendered (${((doneRssMb - idleRssMb) / Math.max(1, renderedAt(latest))).toFixed(1)} MB more per render)`,
    );
  } finally {
    await server.stop();
  }
}

await forEachEngine('render', run);
