/**
 * The console's order export (issue 11): 100,000 orders streamed as CSV and as xlsx over real HTTP
 * from a server process, as finance downloads them, on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL. Prints the time to the last byte, the CPU the server process spent on it (which
 * stays comparable when other work shares the machine) and the server's peak RSS during each
 * export (VmHWM, reset before each) next to the goals: ≤ 10 s and ≤ 200 MB. On PGlite the database
 * lives in the server process, so its RSS before the export is printed as well.
 * BENCH_ORDERS (default 100000) sets how many orders are seeded; BENCH_ONLY=PGlite|PostgreSQL one engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { DEMO_STAFF } from '../apps/server/src/db/seed/staff-data.ts';
import { makeSecrets } from '../apps/server/src/security/secrets.ts';
import { totpCode } from '../apps/server/src/security/totp.ts';
import { databaseUrl, onServer } from '../apps/server/test/postgres-template.ts';
import { type RunningServer, startProcess } from './server-process.ts';
import { freePort } from './web-build.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const GOAL_SECONDS = 10;
const GOAL_MB = 200;
const SECRET_KEY = 'bench-export-secret-key-0123456789abcdef';

/** One project with a form of three fields, one donor, and ORDERS orders, seeded in one statement. */
async function seed(database: Database): Promise<number> {
  const secrets = makeSecrets(SECRET_KEY);
  // The same sealed box on every row: each one is still opened (and masked) as the export runs.
  const kept = secrets.seal(
    JSON.stringify({ fields: { name: '张三丰', mobile: '86-13800000000', class: '2008级' } }),
  );
  const started = Date.now();
  const { db } = database;
  // Both drivers answer { rows }; the shared Db type does not say so.
  const insertedId = async (query: SQL) =>
    Number(((await db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
  const itemsId = await insertedId(
    sql`insert into items (name, intro) values ('导出压测项目', '') returning id`,
  );
  const fields = [
    { fieldName: 'name', fieldShowName: '姓名', fieldUiType: 'input' },
    { fieldName: 'mobile', fieldShowName: '手机号', fieldUiType: 'mobile' },
    { fieldName: 'class', fieldShowName: '班级', fieldUiType: 'input' },
  ];
  await db.execute(
    sql`insert into donation_forms (items_id, field_list) values (${itemsId}, ${JSON.stringify(fields)}::jsonb)`,
  );
  const userId = await insertedId(
    sql`insert into users (nickname, mobile_box) values ('压测捐赠人', ${secrets.seal('86-13900000000')}) returning id`,
  );
  await db.execute(sql`
    insert into donations (bill_no, user_id, items_id, crowd_type, money_fen, pay_type, status, donor_name,
      created_at, paid_at, provider, provider_trade_no, form_data)
    select '2026' || lpad(n::text, 22, '0'), ${userId}, ${itemsId}, 1, 100 + n % 100000, 1,
      case when n % 10 = 0 then 'EXPIRED' else 'PAID' end, '校友' || n,
      now() - (n || ' seconds')::interval,
      case when n % 10 = 0 then null else now() - (n || ' seconds')::interval end,
      'sandbox', 'T' || n, ${JSON.stringify({ sealed: kept })}::jsonb
    from generate_series(1, ${ORDERS}) as n`);
  // A database in use has its statistics (PostgreSQL's autovacuum, PGlite's 5-minute maintenance);
  // a bulk load made a moment ago has none, and the planner would page the export by guesswork.
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${ORDERS.toLocaleString('en')} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
  return itemsId;
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

async function signIn(base: string): Promise<Record<string, string>> {
  const finance = DEMO_STAFF.find((account) => account.role === 'finance');
  if (!finance) throw new Error('no demo finance account');
  const response = await fetch(`${base}${ADMIN_API_PREFIX}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: finance.username,
      password: finance.password,
      totp: totpCode(finance.totpSecret, new Date()),
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const me = (await response.json()) as { csrfToken: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, 'x-csrf-token': me.csrfToken };
}

type Figure = {
  format: 'csv' | 'xlsx';
  seconds: number;
  cpuSeconds: number;
  bytes: number;
  lines: number;
  peakMb: number;
  beforeMb: number;
};

async function exportOnce(
  server: RunningServer,
  pid: number,
  headers: Record<string, string>,
  format: 'csv' | 'xlsx',
  itemsId: number,
): Promise<Figure> {
  // Linux: writing 5 resets the process's peak RSS, so VmHWM afterwards is this export's peak.
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const beforeMb = statusKb(pid, 'VmRSS') / 1024;
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const url = `${server.url}${ADMIN_API_PREFIX}/orders/export?format=${format}&itemsId=${itemsId}`;
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return {
    format,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (server.cpuMs() - cpuBefore) / 1000,
    bytes,
    lines,
    peakMb: statusKb(pid, 'VmHWM') / 1024,
    beforeMb,
  };
}

/**
 * Our server, signed in as finance. On a shared machine another process can take the port between
 * freePort and our server's listen (and answer /healthz with its own data): then try another port.
 */
async function startOurs(env: Record<string, string>, itemsId: number) {
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const server = await startProcess(
      'apps/server/src/main.ts',
      { ALMA_DEMO: '1', SECRET_KEY, ...env },
      await freePort(),
    );
    try {
      const headers = await signIn(server.url);
      const listed = await fetch(`${server.url}${ADMIN_API_PREFIX}/orders?itemsId=${itemsId}&pageSize=1`, {
        headers,
      });
      const { total } = (await listed.json()) as { total: number };
      if (total === ORDERS) return { server, headers };
      problem = `the server at ${server.url} holds ${total} orders of the project, not ${ORDERS}`;
    } catch (error) {
      problem = `the server at ${server.url}: ${(error as Error).message}`;
    }
    console.warn(`${problem}; trying another port`);
    await server.stop();
  }
  throw new Error(problem);
}

async function measure(engine: string, env: Record<string, string>, itemsId: number): Promise<void> {
  const { server, headers } = await startOurs(env, itemsId);
  try {
    if (server.pid === undefined) throw new Error('no server pid');
    const figures: Figure[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      figures.push(await exportOnce(server, server.pid, headers, format, itemsId));
    }
    console.log(
      `\n${engine}: order export of ${ORDERS.toLocaleString('en')} orders over HTTP (load ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
    );
    for (const figure of figures) {
      const rows = figure.format === 'csv' ? `, ${(figure.lines - 1).toLocaleString('en')} rows` : '';
      console.log(
        `  ${figure.format.padEnd(4)} ${figure.seconds.toFixed(1)} s to the last byte (goal ≤ ${GOAL_SECONDS} s),` +
          ` server CPU ${figure.cpuSeconds.toFixed(1)} s; peak RSS ${figure.peakMb.toFixed(0)} MB` +
          ` (goal ≤ ${GOAL_MB} MB; ${figure.beforeMb.toFixed(0)} MB before)${rows}, ${(figure.bytes / 1048576).toFixed(1)} MB`,
      );
    }
  } finally {
    await server.stop();
  }
}

const only = process.env.BENCH_ONLY;
const baseUrl = process.env.DATABASE_URL;
// The servers inherit this process's environment: the PGlite one must not see DATABASE_URL.
delete process.env.DATABASE_URL;
if (!only || only === 'PGlite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-export-'));
  try {
    const itemsId = await seed(await openPglite(path.join(dataDir, 'pgdata')));
    await measure('PGlite', { DATA_DIR: dataDir }, itemsId);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (baseUrl && (!only || only === 'PostgreSQL')) {
  // A database of its own, made and dropped on the server DATABASE_URL names.
  const name = `alma_bench_export_${process.pid}`;
  await onServer(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(baseUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-export-'));
  try {
    const itemsId = await seed(await openPostgres(url));
    await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }, itemsId);
  } finally {
    await onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
