import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { composeDeps } from '../src/compose.ts';
import { createItem, createUser } from './fixtures.ts';
import { notify, placeOrder } from './order-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(() => t.close());

describe('a payment and the public cache', () => {
  it('drops the cached totals and directory on another instance too', async () => {
    const other = await buildApp(
      await composeDeps(t.deps.config, t.deps.database, { secrets: t.deps.secrets }),
      {
        logger: false,
      },
    );
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: 25 });
    const read = async (url: string) => {
      const response = await other.inject({ method: 'GET', url, headers: t.signHeaders() });
      return response.json().data;
    };
    const detailUrl = `${DONATEU}/items/itemsDetail?id=${itemsId}&language=zh_CN`;
    const recordsUrl = `${DONATEU}/index/donateRecordPage?itemsId=${itemsId}&language=zh_CN`;
    expect((await read(detailUrl)).completeMoney).toBe(0);
    expect((await read(recordsUrl)).total).toBe(0);
    await notify(t, { billNo, amountFen: 2500 });
    // Well inside the 5 s cache lifetime of the tests, so only the invalidation can explain it.
    await expect.poll(async () => (await read(detailUrl)).completeMoney, { timeout: 3000 }).toBe(25);
    await expect.poll(async () => (await read(recordsUrl)).total, { timeout: 3000 }).toBe(1);
    await other.close();
  });
});
