/**
 * A crowd of donors (the outside probe of the 15 s timeouts): BENCH_DONORS (default 200) donors,
 * each on a phone of its own, arrive over BENCH_RAMP_SECONDS (default 5) and give until
 * BENCH_SECONDS (default 30) have passed — POST items/donate, then the sandbox cashier's 支付
 * (POST /pay/sandbox/pay), again and again, as bench/orders.ts does with 10 connections. Each
 * request gives up after 15 s, as a phone's page does. Prints orders/s, the server's CPU per order,
 * p50/p95/p99 of each call, the longest time nobody was answered, and the requests that timed out
 * or failed (goal: none); on PGlite, and on PostgreSQL when DATABASE_URL is set
 * (BENCH_ONLY=PGlite|PostgreSQL runs one).
 *
 * Unlike orders.ts, whose connections share one kept-alive pool, every donor has an agent of its
 * own, as every phone has its own browser: 200 donors are 200 TCP connections, kept alive between
 * a donor's calls as a WeChat browser keeps them (Chromium: up to 6 per host), and a donor whose
 * request timed out comes back on a new one. BENCH_KEEPALIVE=0 opens a connection per request.
 */

import http from 'node:http';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { forEachEngine } from './engines.ts';
import { type Answer, postText } from './http-post.ts';
import { startAlma } from './server-process.ts';
import { type DetailsForm, detailsFor, type Envelope, get, signHeaders, wechatDonor } from './spec-client.ts';
import { freePort } from './web-build.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const donorCount = Number(process.env.BENCH_DONORS ?? 200);
/** A crowd arrives over some seconds, not in one millisecond: most donors connect to a busy server. */
const rampSeconds = Number(process.env.BENCH_RAMP_SECONDS ?? 5);
const keepAlive = process.env.BENCH_KEEPALIVE !== '0';
/** How long a donor's page waits for an answer before it says the network failed. */
const CLIENT_TIMEOUT_MS = 15_000;
/** Chromium's (and so the WeChat browser's) connections per host. */
const SOCKETS_PER_DONOR = 6;

class TimeoutError extends Error {
  constructor() {
    super(`no answer in ${CLIENT_TIMEOUT_MS / 1000} s`);
  }
}

/** One donor's phone: its own connection pool, nothing shared with the other donors. */
function makePhone(base: string) {
  const agent = new http.Agent({ keepAlive, maxSockets: SOCKETS_PER_DONOR });
  // The whole request, connecting included, not a quiet socket: what the donor waits for.
  const timeout = { ms: CLIENT_TIMEOUT_MS, error: () => new TimeoutError() };
  const post = (path: string, headers: Record<string, string>, body: string): Promise<Answer> =>
    postText(agent, base, path, headers, body, timeout);
  return { post, close: () => agent.destroy() };
}

type Project = { id: number; crowdType: number; details: Record<string, unknown> };

/** Open money and goods projects of the demo data (the alumni-only one refuses a new donor). */
async function donatableProjects(base: string): Promise<Project[]> {
  type Row = { id: number; crowdType: number; itemsType: number; isDonate: number };
  const list = await get<{ rows: Row[] }>(base, `${SPEC_PATHS.items.itemsList}?limit=100`);
  const projects: Project[] = [];
  for (const row of list.data.rows.filter((r) => r.isDonate === 1 && r.itemsType === 1)) {
    const detail = await get<{ isAlumni: number }>(base, `${SPEC_PATHS.items.itemsDetail}?id=${row.id}`);
    if (detail.data.isAlumni !== 0) continue;
    const form = await get<DetailsForm>(base, `${SPEC_PATHS.items.formDetail}?itemsId=${row.id}`);
    projects.push({ id: row.id, crowdType: row.crowdType, details: detailsFor(form.data) });
  }
  return projects;
}

/** One call's figures over the run. */
class CallStats {
  readonly latencies: number[] = [];
  timeouts = 0;
  failures = 0;
  private readonly reasons = new Map<string, number>();

  fail(reason: string): void {
    this.failures += 1;
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
  }

  summary(): string {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) => (sorted[Math.floor(sorted.length * q)] ?? 0).toFixed(0);
    const reasons = [...this.reasons].map(([reason, count]) => `${count}× ${reason}`).join(', ');
    return (
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms ` +
      `(${sorted.length} answered); ${this.timeouts} timed out at ${CLIENT_TIMEOUT_MS / 1000} s, ` +
      `${this.failures} failed${reasons ? ` (${reasons})` : ''}`
    );
  }
}

await forEachEngine('crowd', async (engine, env) => {
  // The per-user order limit would stop each donor within a minute; the cache is not measured.
  const alma = await startAlma(
    { ...env, ORDER_RATE_LIMIT: '100000000', PUBLIC_CACHE_TTL: '0' },
    await freePort(),
  );
  try {
    const tokens: string[] = [];
    while (tokens.length < donorCount) tokens.push(await wechatDonor(alma.url));
    const projects = await donatableProjects(alma.url);
    const donate = new CallStats();
    const pay = new CallStats();
    let orders = 0;
    // When each answer came: the longest gap is how long the server answered nobody at all.
    const answeredAt: number[] = [];
    const timed = async (stats: CallStats, send: () => Promise<Answer>): Promise<Answer | null> => {
      const sent = performance.now();
      try {
        const answer = await send();
        answeredAt.push(performance.now());
        stats.latencies.push(performance.now() - sent);
        return answer;
      } catch (error) {
        if (error instanceof TimeoutError) stats.timeouts += 1;
        else stats.fail((error as NodeJS.ErrnoException).code ?? (error as Error).message);
        return null;
      }
    };

    const started = performance.now();
    const until = started + seconds * 1000;
    const cpuBefore = alma.cpuMs();
    await Promise.all(
      tokens.map(async (token, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i / tokens.length) * rampSeconds * 1000));
        const project = projects[i % projects.length] as Project;
        const phone = makePhone(alma.url);
        const amount = project.crowdType === 2 ? { donateMaterialNumber: 1 } : { currencyMoney: 50 };
        const body = JSON.stringify({
          itemsId: project.id,
          payType: 1,
          ...amount,
          ...project.details,
          language: 'zh_CN',
        });
        while (performance.now() < until) {
          const placed = await timed(donate, () =>
            phone.post(
              SPEC_PATHS.items.donate,
              { 'content-type': 'application/json', authorization: token, ...signHeaders() },
              body,
            ),
          );
          if (!placed) continue;
          const answer = JSON.parse(placed.text) as Envelope<{ orderPayRequestDTO: { billNo: string } }>;
          if (answer.code !== 0) {
            donate.fail(`code ${answer.code} ${answer.message}`);
            continue;
          }
          const paid = await timed(pay, () =>
            phone.post(
              '/pay/sandbox/pay',
              { 'content-type': 'application/x-www-form-urlencoded' },
              new URLSearchParams({ billNo: answer.data.orderPayRequestDTO.billNo }).toString(),
            ),
          );
          if (!paid) continue;
          if (paid.status === 303) orders += 1;
          else pay.fail(`HTTP ${paid.status}`);
        }
        phone.close();
      }),
    );
    const ended = performance.now();
    const elapsed = (ended - started) / 1000;
    const serverCpuMs = alma.cpuMs() - cpuBefore;
    let silentMs = 0;
    let last = started;
    for (const at of [...answeredAt.sort((a, b) => a - b), ended]) {
      silentMs = Math.max(silentMs, at - last);
      last = at;
    }
    const stuck = donate.timeouts + pay.timeouts + donate.failures + pay.failures;
    const connections = keepAlive ? 'own kept-alive connections' : 'a new connection per request';
    console.log(
      `[${engine}] ${donorCount} donors (${connections}, arriving over ${rampSeconds} s), ${elapsed.toFixed(1)} s: ` +
        `${(orders / elapsed).toFixed(0)} orders/s (${orders} paid), server CPU ` +
        `${orders > 0 ? (serverCpuMs / orders).toFixed(1) : '-'} ms per order`,
    );
    console.log(`[${engine}]   items/donate:     ${donate.summary()}`);
    console.log(`[${engine}]   /pay/sandbox/pay: ${pay.summary()}`);
    console.log(`[${engine}]   longest time the server answered nobody: ${(silentMs / 1000).toFixed(1)} s`);
    console.log(
      `[${engine}]   timed out or failed: ${stuck} ${stuck === 0 ? '✓' : '✗'} goal 0 ` +
        `(a donor never waits ${CLIENT_TIMEOUT_MS / 1000} s)`,
    );
  } finally {
    await alma.stop();
  }
});
