import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPEC_PATHS, SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { findTotalsDrift } from '../src/features/ledger/totals-check-repository.ts';
import { ASK_AFTER_MS } from '../src/features/payments/reconcile-service.ts';
import {
  makeSandboxNotification,
  SANDBOX_NOTIFY_PATH,
  SANDBOX_SIGNATURE_HEADER,
} from '../src/integrations/payments/sandbox-provider.ts';
import {
  type FakeWechatPay,
  startFakeWechatPay,
} from '../src/integrations/payments/wechat-pay/fake-wechat-pay.ts';
import { fakeKeysEnv, makeFakeKeys } from '../src/integrations/payments/wechat-pay/fake-wechat-pay-keys.ts';
import { WECHAT_PAY_NOTIFY_PATH } from '../src/integrations/payments/wechat-pay/provider.ts';
import { sha256Hex, signedFetch } from '../test/server-process.ts';
import { freshDatabase, type Instance, postgresUrl, sandboxKey, startInstance } from './instances.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { eventually, sleep } from './spec-calls.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

/** One order the test placed: what the provider will say was paid. */
type Placed = { billNo: string; amountFen: number };

async function login(url: string): Promise<string> {
  const answer = await signedFetch(`${url}${SPEC_PATHS.user.passLogin}`, {
    method: 'POST',
    body: { username: 'alumni', password: sha256Hex('alumni1234'), platform: 'pc', language: 'zh_CN' },
  });
  if (answer.code !== 0) throw new Error(`login refused: ${answer.message}`);
  return String(answer.data.token);
}

/**
 * `count` orders of project 1, each of its own amount. One donor: each placing cancels the
 * donor's earlier unpaid order, so most are CANCELLED when their payment arrives — a payment
 * that still becomes PAID (what a gift buys is always free).
 */
async function placeOrders(url: string, token: string, count: number, firstFen: number): Promise<Placed[]> {
  const placed: Placed[] = [];
  for (let i = 0; i < count; i++) {
    const amountFen = firstFen + i;
    const answer = await signedFetch(`${url}${DONATEU}/items/donate`, {
      method: 'POST',
      token,
      body: { itemsId: 1, currencyMoney: (amountFen / 100).toFixed(2), payType: 1 },
    });
    if (answer.code !== 0) throw new Error(`donate refused: ${answer.message}`);
    placed.push({ billNo: String((answer.data.orderPayRequestDTO as { billNo: string }).billNo), amountFen });
  }
  return placed;
}

/** What happened to one notification: how many sends it took, and whether one failed. */
type Delivery = { attempts: number; failures: number };

/**
 * The provider's side: a signed SUCCESS notification sent until it is acknowledged (HTTP 200
 * and `{"code":"SUCCESS"}`), with a short backoff, as a provider resends an unacknowledged one.
 */
async function deliver(url: string, payment: Placed, deadlineMs = 90_000): Promise<Delivery> {
  const { rawBody, signature } = makeSandboxNotification(sandboxKey(), {
    billNo: payment.billNo,
    amountFen: payment.amountFen,
    tradeNo: `REL${payment.billNo}`,
    status: 'SUCCESS',
  });
  const until = Date.now() + deadlineMs;
  let attempts = 0;
  let failures = 0;
  let last = '';
  for (;;) {
    attempts += 1;
    try {
      const response = await fetch(`${url}${SANDBOX_NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        body: rawBody,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status === 200 && (JSON.parse(text) as { code?: string }).code === 'SUCCESS') {
        return { attempts, failures };
      }
      last = `${response.status} ${text.slice(0, 200)}`;
    } catch (error) {
      // the server did not answer: unacknowledged, sent again
      last = String(error);
    }
    failures += 1;
    if (Date.now() > until)
      throw new Error(`notification of ${payment.billNo} never acknowledged (last answer: ${last})`);
    await sleep(100 + Math.min(attempts, 10) * 50);
  }
}

/**
 * Sends the notifications, each resent until acknowledged; a failure says what the server logged.
 * At once, or one every `spacingMs`, so that the stream of them outlasts a fault begun meanwhile.
 */
function deliverAll(instance: Instance, payments: Placed[], spacingMs = 0): Promise<Delivery[]> {
  return Promise.all(
    payments.map(async (payment, index) => {
      if (spacingMs > 0) await sleep(index * spacingMs);
      return deliver(instance.url, payment);
    }),
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${instance.stderr()}`);
  });
}

/**
 * The bank invariant, read straight from PostgreSQL (not through the proxy): every acknowledged
 * payment's order is PAID with exactly one credited payment event; no order anywhere was credited
 * twice; every project's, sub-project's and fundraiser's totals equal what its standing orders hold.
 */
async function expectBankInvariant(databaseUrl: string, acknowledged: Placed[]): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const rows = (
      await pool.query<{ bill_no: string; status: string; money_fen: string; credited: number }>(
        `select d.bill_no, d.status, d.money_fen::text,
                (select count(*)::int from payment_events e where e.donation_id = d.id and e.result = 'credited')
                  as credited
           from donations d where d.bill_no = any($1::text[])`,
        [acknowledged.map((payment) => payment.billNo)],
      )
    ).rows;
    const byBill = new Map(rows.map((row) => [row.bill_no, row]));
    const wrong = acknowledged
      .map((payment) => ({ payment, row: byBill.get(payment.billNo) }))
      .filter(
        ({ payment, row }) =>
          row?.status !== 'PAID' || row.credited !== 1 || Number(row.money_fen) !== payment.amountFen,
      );
    expect(wrong, 'acknowledged payments not PAID exactly once').toEqual([]);
    const twice = await pool.query(
      `select donation_id, count(*)::int as n from payment_events
        where result = 'credited' group by donation_id having count(*) > 1`,
    );
    expect(twice.rows, 'orders credited more than once').toEqual([]);
    const db = drizzle(pool) as unknown as Db;
    expect(await findTotalsDrift(db), 'totals that differ from the standing orders').toEqual([]);
    // The project's raised money is exactly its standing orders' (the bank's total).
    const project = await pool.query<{ stored: string; paid: string }>(
      `select i.complete_money_fen::text as stored,
              (select coalesce(sum(money_fen), 0)::text from donations
                where items_id = i.id and status in ('PAID', 'PARTLY_REFUNDED')) as paid
         from items i where i.id = 1`,
    );
    expect(project.rows[0]?.stored).toBe(project.rows[0]?.paid);
  } finally {
    await pool.end();
  }
}

/** The connections LISTENing on the database (one per channel an instance listens on). */
async function listenConnections(url: string): Promise<number> {
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  try {
    const answer = await direct.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    return answer.rows[0]?.n ?? 0;
  } finally {
    await direct.end();
  }
}

async function readyz(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 0;
  }
}

async function waitReady(url: string, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if ((await readyz(url)) === 200) return true;
    await sleep(250);
  }
  return false;
}

describe('a server whose connection to PostgreSQL fails while payments arrive', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let instance: Instance;
  let token: string;

  beforeAll(async () => {
    database = await freshDatabase();
    const server = new URL(postgresUrl());
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    instance = await startInstance(proxy.urlThrough(database.url), { ORDER_RATE_LIMIT: '10000' });
    token = await login(instance.url);
  });
  afterAll(async () => {
    await instance?.kill();
    await proxy?.close();
    await database?.drop();
  });

  it('latency and dropped connections: every notification is acknowledged in the end, each order PAID once', async () => {
    const placed = await placeOrders(instance.url, token, 100, 1000);
    proxy.setLatency(50);
    const delivering = deliverAll(instance, placed);
    // Three blips while the burst is in flight: every connection of the pool and of LISTEN dies.
    for (let i = 0; i < 3; i++) {
      await sleep(300);
      proxy.dropAll();
    }
    const deliveries = await delivering;
    proxy.setLatency(0);
    await expectBankInvariant(database.url, placed);
    expect(await waitReady(instance.url, 10_000), instance.stderr()).toBe(true);
    // The faults were real: some notifications went unacknowledged and were sent again.
    expect(deliveries.some((delivery) => delivery.failures > 0)).toBe(true);
  });

  it('a partition during the burst: requests fail and readyz says so; after it heals the resent notifications land once', async () => {
    const listening = await eventually(
      () => listenConnections(database.url),
      (n) => n >= 2,
    );
    const placed = await placeOrders(instance.url, token, 100, 5000);
    // Spread over 4 s, as in the restart below, so the partition meets some of them however fast
    // the machine is.
    const delivering = deliverAll(instance, placed, 40);
    await sleep(100);
    proxy.cut();
    await sleep(500);
    expect(await readyz(instance.url)).toBe(503);
    await sleep(2500);
    proxy.heal();
    const deliveries = await delivering;
    await expectBankInvariant(database.url, placed);
    expect(deliveries.some((delivery) => delivery.failures > 0)).toBe(true);
    expect(await waitReady(instance.url, 10_000), instance.stderr()).toBe(true);
    // Its LISTEN connections (other instances' cache invalidations, the job runner's wake-up) are
    // made again after a partition longer than one retry, not given up.
    expect(
      await eventually(
        () => listenConnections(database.url),
        (n) => n >= listening,
        15_000,
      ),
    ).toBe(listening);
  });

  it('the close race: orders the donor cancels as, or before, the provider’s payment arrives end PAID', async () => {
    const cancelled: Placed[] = [];
    const raced: Placed[] = [];
    for (let i = 0; i < 20; i++) {
      // Each PENDING when its race starts (placing the next cancels the donor's unpaid one).
      const [order] = await placeOrders(instance.url, token, 1, 9000 + i);
      if (!order) throw new Error('no order');
      const cancel = () =>
        fetch(`${instance.url}/pay/sandbox/cancel`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ billNo: order.billNo }).toString(),
          redirect: 'manual',
        });
      if (i % 2 === 0) {
        // Closed first (ORDERPAID at the provider's close): the notification comes after.
        expect((await cancel()).status).toBe(303);
        await deliver(instance.url, order);
        cancelled.push(order);
      } else {
        const [cancelAnswer] = await Promise.all([cancel(), deliver(instance.url, order)]);
        expect(cancelAnswer.status).toBe(303);
        raced.push(order);
      }
    }
    await expectBankInvariant(database.url, [...cancelled, ...raced]);
    // The ones closed first really were CANCELLED before the payment moved them.
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const closed = await direct.query<{ bill_no: string }>(
        `select d.bill_no from donations d join outbox_events e on e.donation_id = d.id and e.kind = 'order.closed'
          where d.bill_no = any($1::text[])`,
        [cancelled.map((order) => order.billNo)],
      );
      expect(closed.rows.map((row) => row.bill_no).sort()).toEqual(
        cancelled.map((order) => order.billNo).sort(),
      );
    } finally {
      await direct.end();
    }
  });

  it('a late payment of an order that expired meanwhile ends PAID', async () => {
    const [order] = await placeOrders(instance.url, token, 1, 9900);
    if (!order) throw new Error('no order');
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      // Its 15 minutes are up: the next read of it (the cashier's) expires it.
      await direct.query(`update donations set expires_at = now() - interval '1 minute' where bill_no = $1`, [
        order.billNo,
      ]);
      const cashier = await fetch(`${instance.url}/pay/sandbox/cashier?billNo=${order.billNo}`);
      expect(await cashier.text()).toContain('订单已超时');
      const before = await direct.query<{ status: string }>(
        'select status from donations where bill_no = $1',
        [order.billNo],
      );
      expect(before.rows[0]?.status).toBe('EXPIRED');
    } finally {
      await direct.end();
    }
    await deliver(instance.url, order);
    await expectBankInvariant(database.url, [order]);
  });
});

describe('PostgreSQL itself restarted while payments arrive', () => {
  let cluster: PrivatePostgres;
  let databaseUrl: string;
  let instance: Instance;
  let token: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    // An empty database on the private cluster: the instance migrates it and seeds the demo.
    databaseUrl = (await freshDatabase(cluster.url)).url;
    instance = await startInstance(databaseUrl, { ORDER_RATE_LIMIT: '10000' });
    token = await login(instance.url);
  });
  afterAll(async () => {
    await instance?.kill();
    await cluster?.destroy();
  });

  it('a fast restart, then two seconds down, during a burst: every notification lands once', async () => {
    const listening = await eventually(
      () => listenConnections(databaseUrl),
      (n) => n >= 2,
    );
    const placed = await placeOrders(instance.url, token, 100, 20_000);
    // One every 40 ms, over 4 s: all at once, a fast machine acknowledged the 100 within the 100 ms
    // before the restart, and the fault was never met (CI once saw no delivery fail).
    const delivering = deliverAll(instance, placed, 40);
    await sleep(100);
    await cluster.restart();
    await sleep(300);
    await cluster.stop();
    // Not ready: 503, or no answer within 5 s (its query waits for the burst's pool), which a
    // load balancer's check counts as a failure too.
    expect(await readyz(instance.url)).not.toBe(200);
    await sleep(2000);
    await cluster.start();
    const deliveries = await delivering;
    await expectBankInvariant(databaseUrl, placed);
    expect(deliveries.some((delivery) => delivery.failures > 0)).toBe(true);
    expect(await waitReady(instance.url, 10_000), instance.stderr()).toBe(true);
    // Its LISTEN connections (other instances' cache invalidations, the job runner's wake-up) are
    // made again after the restart, not given up.
    expect(
      await eventually(
        () => listenConnections(databaseUrl),
        (n) => n >= listening,
        15_000,
      ),
    ).toBe(listening);
  });
});

/**
 * A WeChat user's token, over HTTP as the WeChat browser gets one: getAuthUrl, the demo WeChat
 * page's redirect with a code, getAuthToken. WeChat Pay (JSAPI) needs the payer's openid.
 */
async function wechatLogin(instance: Instance): Promise<string> {
  // The page must be on PUBLIC_URL's origin (its default: localhost and the port).
  const pageUrl = `http://localhost:${instance.port}/#/form?id=1`;
  const authUrl = await signedFetch(
    `${instance.url}${SYSTEM_APP}/user/getAuthUrl?billType=2&url=${encodeURIComponent(pageUrl)}`,
  );
  if (authUrl.code !== 0) throw new Error(`getAuthUrl refused: ${authUrl.message}`);
  const page = new URL(String(authUrl.data));
  const back = await fetch(`${instance.url}${page.pathname}${page.search}`, { redirect: 'manual' });
  const code = new URL(String(back.headers.get('location'))).searchParams.get('code') ?? '';
  const login = await signedFetch(`${instance.url}${SYSTEM_APP}/user/getAuthToken?billType=2&code=${code}`);
  if (login.code !== 0) throw new Error(`getAuthToken refused: ${login.message}`);
  return String(login.data.token);
}

describe('SIGKILL with payments taken at the provider that the server never recorded', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let fake: FakeWechatPay;
  let keyDir: string;
  let env: Record<string, string>;
  let first: Instance;
  let second: Instance | undefined;

  beforeAll(async () => {
    database = await freshDatabase();
    const keys = makeFakeKeys();
    fake = await startFakeWechatPay({ keys });
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-rel-wxpay-'));
    env = {
      ORDER_RATE_LIMIT: '10000',
      PAY_PROVIDERS: '1:wechat-pay',
      ...fakeKeysEnv(keys, keyDir, fake.url),
    };
    first = await startInstance(database.url, env);
  });
  afterAll(async () => {
    await first?.kill();
    await second?.kill();
    await fake?.close();
    if (keyDir) fs.rmSync(keyDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('a close met by ORDERPAID settles at once; the reconciler of a new instance settles the lost notifications and the one cut off by the kill, each once', async () => {
    const superseded: Placed[] = [];
    const pending: Placed[] = [];
    for (let donor = 0; donor < 5; donor++) {
      const token = await wechatLogin(first);
      for (const list of [superseded, pending]) {
        const amountFen = 700 + superseded.length + pending.length;
        const answer = await signedFetch(`${first.url}${DONATEU}/items/donate`, {
          method: 'POST',
          token,
          body: { itemsId: 1, currencyMoney: (amountFen / 100).toFixed(2), payType: 1 },
        });
        if (answer.code !== 0) throw new Error(`donate refused: ${answer.message}`);
        const billNo = String((answer.data.orderPayRequestDTO as { billNo: string }).billNo);
        // The donor pays at WeChat Pay at once; its notification never reaches the server.
        await fake.pay(billNo, { notify: false });
        list.push({ billNo, amountFen });
      }
    }
    const placed = [...superseded, ...pending];
    // Each donor's second order cancelled the first, already paid at WeChat Pay: the close the
    // server sends (payments.close) is refused with ORDERPAID, so the job asks WeChat Pay what was
    // paid and settles it then, without waiting for the reconciler.
    const closes = (order: Placed) =>
      fake.requests.filter((request) => request.path.endsWith(`/out-trade-no/${order.billNo}/close`));
    const until = Date.now() + 20_000;
    while (Date.now() < until && !superseded.every((order) => closes(order).length > 0)) await sleep(200);
    for (const order of superseded) expect(closes(order)[0]?.status).toBe(400);
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const statuses = await eventually(
        async () =>
          (
            await check.query<{ status: string }>(
              'select status from donations where bill_no = any($1::text[])',
              [superseded.map((order) => order.billNo)],
            )
          ).rows.map((row) => row.status),
        (all) => all.every((status) => status === 'PAID'),
      );
      expect(statuses).toEqual(superseded.map(() => 'PAID'));
    } finally {
      await check.end();
    }
    // The last one's notification is on its way as the instance is killed: acknowledged or not.
    const last = pending.at(-1);
    if (!last) throw new Error('no order');
    const notification = fake.notificationFor(last.billNo);
    const inFlight = fetch(`${first.url}${WECHAT_PAY_NOTIFY_PATH}`, {
      method: 'POST',
      headers: notification.headers as Record<string, string>,
      body: notification.rawBody,
    }).catch(() => null);
    await first.kill();
    await inFlight;

    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const statuses = await direct.query<{ bill_no: string; status: string }>(
        'select bill_no, status from donations where bill_no = any($1::text[])',
        [placed.map((order) => order.billNo)],
      );
      const statusOf = new Map(statuses.rows.map((row) => [row.bill_no, row.status]));
      for (const order of superseded) expect(statusOf.get(order.billNo)).toBe('PAID');
      for (const order of pending.slice(0, -1)) expect(statusOf.get(order.billNo)).toBe('PENDING');
      // The reconciler asks about a PENDING order once its notification is ASK_AFTER_MS late;
      // the test does not wait those minutes: the orders are made that old.
      await direct.query(
        `update donations set created_at = created_at - make_interval(secs => $2::double precision)
          where bill_no = any($1::text[])`,
        [placed.map((order) => order.billNo), ASK_AFTER_MS / 1000 + 60],
      );
      second = await startInstance(database.url, env);
      // The job runs every 30 s: a new instance runs it when its schedule is due, and each lost
      // payment is settled within a minute of that.
      const until = Date.now() + 60_000;
      let paid = 0;
      while (Date.now() < until) {
        const rows = await direct.query<{ n: number }>(
          `select count(*)::int as n from donations where bill_no = any($1::text[]) and status = 'PAID'`,
          [placed.map((order) => order.billNo)],
        );
        paid = rows.rows[0]?.n ?? 0;
        if (paid === placed.length) break;
        await sleep(1000);
      }
      expect(paid, second.stderr()).toBe(placed.length);
    } finally {
      await direct.end();
    }
    await expectBankInvariant(database.url, placed);
  });
});
