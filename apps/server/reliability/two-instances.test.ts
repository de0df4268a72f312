import { DONATEU, SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/app-deps.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { NAMING_PROJECTS } from '../src/db/seed/naming-projects-data.ts';
import { DONATION_PROJECTS } from '../src/db/seed/projects-data.ts';
import { DEMO_STAFF } from '../src/db/seed/staff-data.ts';
import { findTotalsDrift } from '../src/features/ledger/totals-check-repository.ts';
import { hashPassword } from '../src/security/password.ts';
import { documentProject } from '../test/documents-fixtures.ts';
import { createItem, createUser } from '../test/fixtures.ts';
import { sha256Hex } from '../test/server-process.ts';
import type { TestApp } from '../test/test-app.ts';
import { freshDatabase, type Instance, startInstance } from './instances.ts';
import { donate, payAtCashier, rows, signHeaders, spec, staffSignedIn, testDeps } from './spec-calls.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let deps: AppDeps & { database: Database };
let a: Instance;
let b: Instance;

// A public answer lives 10 minutes here: only a save's invalidation can make a read fresh, not its age.
const INSTANCE_ENV = { PUBLIC_CACHE_TTL: '600' };

beforeAll(async () => {
  database = await freshDatabase();
  // Both start together on an empty database: migrations and the demo data happen once.
  [a, b] = await Promise.all([
    startInstance(database.url, INSTANCE_ENV),
    startInstance(database.url, INSTANCE_ENV),
  ]);
  deps = await testDeps(database.url);
});
afterAll(async () => {
  await deps?.database.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

type Detail = { name: string; completeMoney: number };

/** A public read as a phone without a session makes it, with whether the cache answered. */
async function publicRead(base: string, path: string): Promise<{ data: Detail; hit: boolean }> {
  const response = await fetch(`${base}${path}`, { headers: signHeaders() });
  const body = (await response.json()) as { code: number; data: Detail };
  expect(body.code).toBe(0);
  return { data: body.data, hit: response.headers.get('x-cache') === 'hit' };
}

/** Reads on `base` until `done` holds, at most `withinMs`; answers how long it took. */
async function freshWithin(base: string, path: string, done: (data: Detail) => boolean, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const { data } = await publicRead(base, path);
    if (done(data)) return Date.now() - started;
    if (Date.now() - started > withinMs)
      throw new Error(`${path} still stale after ${withinMs} ms: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The public read cached on `base`: read until the cache answers it. */
async function cachedOn(base: string, path: string): Promise<Detail> {
  for (let i = 0; i < 40; i++) {
    const read = await publicRead(base, path);
    if (read.hit) return read.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

const login = (base: string, username: string, password: string, sign = signHeaders()) =>
  spec<{ token: string; isRegister: number }>(base, SPEC_PATHS.user.passLogin, {
    body: { username, password: sha256Hex(password), platform: 'pc', language: 'zh_CN' },
    sign,
  });

describe('Two server processes on one PostgreSQL', () => {
  it('starting both at once seeded the demo data once', async () => {
    const [counts] = await rows<Record<string, string>>(
      deps,
      sql`select
        (select count(*) from foundation) as foundations,
        (select count(*) from staff) as staff,
        (select count(*) from items) as projects,
        (select count(distinct name) from items) as project_names,
        (select count(*) from articles) as articles,
        (select count(distinct title) from articles) as article_titles,
        (select count(*) from naming_maps) as maps,
        (select count(distinct (items_id, name)) from naming_maps) as map_names`,
    );
    expect(Number(counts?.foundations)).toBe(1);
    expect(Number(counts?.staff)).toBe(DEMO_STAFF.length);
    expect(Number(counts?.projects)).toBe(DONATION_PROJECTS.length + NAMING_PROJECTS.length);
    expect(counts?.projects).toBe(counts?.project_names);
    expect(counts?.articles).toBe(counts?.article_titles);
    expect(counts?.maps).toBe(counts?.map_names);
  });

  it('a project saved on one is fresh on the other at once, and so is a payment', async () => {
    const itemsId = await createItem(deps, { name: '两实例缓存项目' });
    const path = `${DONATEU}/items/itemsDetail?id=${itemsId}&language=zh_CN`;
    expect((await cachedOn(b.url, path)).name).toBe('两实例缓存项目');

    const manager = await staffSignedIn(deps, a.url, 'project_manager');
    const saved = await manager.call(a.url, 'PATCH', `/projects/${itemsId}`, {
      name: '两实例缓存项目（改名）',
    });
    expect(saved.status).toBe(200);
    // B heard of the save through PostgreSQL (NOTIFY alma_cache): its cached answer is gone.
    const renamedMs = await freshWithin(b.url, path, (data) => data.name === '两实例缓存项目（改名）', 1000);

    const before = await cachedOn(b.url, path);
    const donor = await createUser(deps);
    const placed = await donate(a.url, donor.token, { itemsId, currencyMoney: '12.34' });
    expect(placed.code, placed.message).toBe(0);
    expect(await payAtCashier(a.url, String(placed.data?.orderPayRequestDTO.billNo))).toBe(303);
    // A payment tells the other instances within 250 ms (one NOTIFY for all payments meanwhile).
    const paidMs = await freshWithin(
      b.url,
      path,
      (data) => Math.round(data.completeMoney * 100) === Math.round(before.completeMoney * 100) + 1234,
      1500,
    );
    console.log(`B fresh after A's save in ${renamedMs} ms, after A's payment in ${paidMs} ms`);
  });

  it('a nonce used on one is refused on the other, and of one sent to both at once only one passes', async () => {
    const sign = signHeaders();
    const first = await login(a.url, 'demo', 'demo1234', sign);
    expect(first.code, first.message).toBe(0);
    const replay = await login(b.url, 'demo', 'demo1234', sign);
    expect(replay).toMatchObject({ code: -1, message: '请求重复，请勿重复提交' });

    // The same signed call (a token-carrying read: its nonce is claimed in the database) to both at once.
    const token = first.data.token;
    for (let round = 0; round < 20; round++) {
      const same = signHeaders();
      const answers = await Promise.all(
        [a, b].map((instance) => spec(instance.url, SPEC_PATHS.user.baseInfo, { token, sign: same })),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([-1, 0]);
    }
  });

  it('rate limits are shared: the password-guess limit counts the guesses made on both', async () => {
    const username = `guessed${process.pid}`;
    await deps.database.db.insert(users).values({
      username,
      passwordHash: await hashPassword(sha256Hex('right-password')),
      nickname: '被猜的人',
    });
    // Ten wrong guesses at once, five to each instance: the account allows five in 15 minutes.
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(i % 2 ? b.url : a.url, username, `wrong-${i}`)),
    );
    const messages = guesses.map((guess) => guess.message);
    expect(messages.filter((message) => message === '操作过于频繁，请稍后再试')).toHaveLength(5);
    expect(guesses.every((guess) => guess.code !== 0)).toBe(true);
    // Now even the right password is refused, on either.
    for (const instance of [a, b]) {
      expect(await login(instance.url, username, 'right-password')).toMatchObject({
        code: -1,
        message: '操作过于频繁，请稍后再试',
      });
    }
  });

  it('every event job runs once across both: one documents job and one certificate per paid order', async () => {
    const itemsId = await documentProject({ deps } as unknown as TestApp);
    const ORDERS = 20;
    const billNos = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const instance = i % 2 ? b : a;
        const donor = await createUser(deps);
        // ¥60 earns the project's certificate (from ¥50), not a receipt (from ¥100).
        const placed = await donate(instance.url, donor.token, {
          itemsId,
          currencyMoney: 60,
          certificateDonorName: '张三',
        });
        expect(placed.code, placed.message).toBe(0);
        const billNo = String(placed.data?.orderPayRequestDTO.billNo);
        // Paid at the other instance's cashier.
        expect(await payAtCashier((i % 2 ? a : b).url, billNo)).toBe(303);
        return billNo;
      }),
    );

    type JobRow = { bill_no: string; jobs: number; done: number; attempts: number; certificates: number };
    const perOrder = async () =>
      rows<JobRow>(
        deps,
        sql`select d.bill_no,
          (select count(*)::int from jobs j join outbox_events e on e.id = j.event_id
            where e.donation_id = d.id and j.name = 'documents.order-paid') as jobs,
          (select count(*)::int from jobs j join outbox_events e on e.id = j.event_id
            where e.donation_id = d.id and j.name = 'documents.order-paid' and j.state = 'done') as done,
          (select coalesce(max(j.attempts), 0)::int from jobs j join outbox_events e on e.id = j.event_id
            where e.donation_id = d.id and j.name = 'documents.order-paid') as attempts,
          (select count(*)::int from certificates c where c.donation_id = d.id) as certificates
        from donations d where d.bill_no in ${billNos} order by d.bill_no`,
      );
    let seen: JobRow[] = [];
    for (let i = 0; i < 200; i++) {
      seen = await perOrder();
      if (seen.length === ORDERS && seen.every((row) => row.done === 1)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toHaveLength(ORDERS);
    for (const row of seen) {
      expect(row, row.bill_no).toEqual({
        bill_no: row.bill_no,
        jobs: 1,
        done: 1,
        attempts: 1,
        certificates: 1,
      });
    }
    // One order.paid event per order, and no finished job anywhere took a second attempt.
    const [events] = await rows<{ paid: number }>(
      deps,
      sql`select count(*)::int as paid from outbox_events e join donations d on d.id = e.donation_id
        where e.kind = 'order.paid' and d.bill_no in ${billNos}`,
    );
    expect(events?.paid).toBe(ORDERS);
    const twice = await rows(
      deps,
      sql`select id, name, attempts from jobs where attempts > 1 and state = 'done'`,
    );
    expect(twice).toEqual([]);
  });

  it('every scheduled job runs once per period, not once per instance', async () => {
    type Run = { name: string; every_seconds: number; created: string[] };
    const runs = async () =>
      rows<Run>(
        deps,
        sql`select s.name, s.every_seconds,
          coalesce(array_agg(j.created_at::text order by j.created_at) filter (where j.id is not null), '{}') as created
        from job_schedules s left join jobs j on j.name = s.name group by s.name, s.every_seconds order by s.name`,
      );
    let schedules: Run[] = [];
    for (let i = 0; i < 100; i++) {
      schedules = await runs();
      if (schedules.length > 0 && schedules.every((schedule) => schedule.created.length > 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(schedules.length).toBeGreaterThan(0);
    for (const schedule of schedules) {
      expect(schedule.created.length, schedule.name).toBeGreaterThan(0);
      const times = schedule.created.map((text) => Date.parse(text));
      for (let i = 1; i < times.length; i++) {
        // Two runs are a period apart (less a second of the instances' clocks), never two in one.
        expect((times[i] ?? 0) - (times[i - 1] ?? 0), schedule.name).toBeGreaterThanOrEqual(
          schedule.every_seconds * 1000 - 1000,
        );
      }
    }
  });

  it('a session made on one works on the other', async () => {
    const made = await login(a.url, 'demo', 'demo1234');
    expect(made.code).toBe(0);
    const me = await spec(b.url, SPEC_PATHS.user.baseInfo, { token: String(made.data.token) });
    expect(me.code).toBe(0);
    expect(me.data.nickname).toBe('演示用户');
  });

  it('the totals both instances wrote are what the orders hold', async () => {
    expect(await findTotalsDrift(deps.database.db)).toEqual([]);
  });
});
