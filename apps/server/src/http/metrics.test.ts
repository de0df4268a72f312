import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../test/fixtures.ts';
import { notify, placeOrder } from '../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAINTENANCE } from '../jobs/definitions/upkeep.ts';
import { triggerJob } from '../jobs/trigger-job.ts';
import { startMetricsListener } from './metrics-route.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

/** One sample's value in Prometheus text, 0 when the series is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  it('is refused without the token, and with a wrong one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('alma_');
  });

  it('is not served at all without a token configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route pattern and status, not by address', async () => {
    const before = await scrape();
    const route = { route: '/healthz', method: 'GET', status: '200' };
    await t.app.inject({ url: '/healthz' });
    await t.app.inject({ url: '/healthz' });
    await t.app.inject({ url: '/no/such/place/123' });
    const after = await scrape();
    expect(sample(after, 'alma_http_request_duration_seconds_count', route)).toBe(
      sample(before, 'alma_http_request_duration_seconds_count', route) + 2,
    );
    expect(
      sample(after, 'alma_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toBeGreaterThan(0);
    expect(after).toContain('route="unmatched"');
    expect(after).not.toContain('/no/such/place');
  });

  it('counts orders placed and paid and the notifications by outcome', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const before = await scrape();
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: '20' });
    expect((await notify(t, { billNo, amountFen: 2000 })).statusCode).toBe(200);
    await notify(t, { billNo, amountFen: 2000 });
    await notify(t, { billNo, amountFen: 2000 }, 'forged');
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('alma_orders_total', { movement: 'placed' })).toBe(1);
    expect(delta('alma_orders_total', { movement: 'paid' })).toBe(1);
    expect(delta('alma_payment_notifications_total', { provider: 'sandbox', outcome: 'credited' })).toBe(1);
    expect(delta('alma_payment_notifications_total', { provider: 'sandbox', outcome: 'already' })).toBe(1);
    expect(delta('alma_payment_notifications_total', { provider: 'sandbox', outcome: 'badSignature' })).toBe(
      1,
    );
  });

  it('shows the job queue by name and state with the oldest due job’s age, and the connections', async () => {
    await triggerJob(t.deps.database.db, MAINTENANCE, {}, { runAt: new Date(Date.now() - 90_000) });
    const text = await scrape();
    expect(sample(text, 'alma_jobs', { name: 'maintenance', state: 'queued' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'alma_jobs_oldest_age_seconds', { name: 'maintenance' })).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'alma_db_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    // Node's own: the event loop's lag and the process's memory.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('can be served on a port of its own, without the token', async () => {
    const listener = await startMetricsListener(t.deps.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const address = listener.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('alma_orders_total');
      expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
    } finally {
      listener.close();
    }
  });
});
