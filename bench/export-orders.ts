/**
 * The console's order export (issue 11): 100,000 orders streamed as CSV and as xlsx over real HTTP
 * from a server process on a fresh PGlite, as finance downloads them. Prints the time to the last
 * byte and the server process's peak RSS during each export (VmHWM, reset before each), next to
 * the goals: ≤ 10 s and ≤ 200 MB. The RSS the server had before the export (PGlite lives in the
 * same process) is printed too, so the export's own growth can be read off.
 * BENCH_ORDERS (default 100000) sets how many orders are seeded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client.ts';
import { DEMO_STAFF } from '../apps/server/src/db/seed/staff-data.ts';
import { makeSecrets } from '../apps/server/src/security/secrets.ts';
import { totpCode } from '../apps/server/src/security/totp.ts';
import { startProcess } from './server-process.ts';
import { freePort } from './web-build.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const GOAL_SECONDS = 10;
const GOAL_MB = 200;
const SECRET_KEY = 'bench-export-secret-key-0123456789abcdef';

/** One project with a form of three fields, one donor, and ORDERS orders, seeded in one statement. */
async function seed(pgdata: string): Promise<number> {
  const database = await openPglite(pgdata);
  const secrets = makeSecrets(SECRET_KEY);
  // The same sealed box on every row: each one is still opened (and masked) as the export runs.
  const kept = secrets.seal(
    JSON.stringify({ fields: { name: '张三丰', mobile: '86-13800000000', class: '2008级' } }),
  );
  const started = Date.now();
  const { db } = database;
  // PGlite answers { rows }; the shared Db type does not say so.
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
  format: string;
  seconds: number;
  bytes: number;
  lines: number;
  peakMb: number;
  beforeMb: number;
};

async function exportOnce(
  base: string,
  pid: number,
  headers: Record<string, string>,
  format: 'csv' | 'xlsx',
  itemsId: number,
) {
  // Linux: writing 5 resets the process's peak RSS, so VmHWM afterwards is this export's peak.
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const beforeMb = statusKb(pid, 'VmRSS') / 1024;
  const started = performance.now();
  const response = await fetch(
    `${base}${ADMIN_API_PREFIX}/orders/export?format=${format}&itemsId=${itemsId}`,
    {
      headers,
    },
  );
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const figure: Figure = { format, seconds, bytes, lines, peakMb: statusKb(pid, 'VmHWM') / 1024, beforeMb };
  return figure;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-export-'));
const itemsId = await seed(path.join(dataDir, 'pgdata'));
const server = await startProcess(
  'apps/server/src/main.ts',
  { DATA_DIR: dataDir, ALMA_DEMO: '1', SECRET_KEY },
  await freePort(),
);
try {
  if (server.pid === undefined) throw new Error('no server pid');
  const headers = await signIn(server.url);
  const figures: Figure[] = [];
  for (const format of ['csv', 'xlsx'] as const)
    figures.push(await exportOnce(server.url, server.pid, headers, format, itemsId));
  console.log(
    `\norder export of ${ORDERS.toLocaleString('en')} orders over HTTP (server on PGlite, one process):`,
  );
  for (const figure of figures) {
    const rows = figure.format === 'csv' ? ` ${(figure.lines - 1).toLocaleString('en')} rows,` : '';
    console.log(
      `  ${figure.format.padEnd(4)} ${figure.seconds.toFixed(1)} s (goal ≤ ${GOAL_SECONDS} s),` +
        ` peak RSS ${figure.peakMb.toFixed(0)} MB (goal ≤ ${GOAL_MB} MB; ${figure.beforeMb.toFixed(0)} MB before),` +
        `${rows} ${(figure.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
