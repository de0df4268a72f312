import fs from 'node:fs';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { demoCampusCards } from '../src/db/schema/campus-cards.ts';
import { hashCardPassword } from '../src/integrations/campus-card/demo-campus-card.ts';
import { createItem, createUser } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The campus card's number and password travel in items/donate's body and getCardBlance's query;
 * neither may reach the log. The server's own logger is used, writing to fd 1 as in production.
 */

const PASSWORD = '150021';
const STU_WORK_NO = '20995555';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  const passwordHash = await hashCardPassword(PASSWORD);
  await t.deps.database.db
    .insert(demoCampusCards)
    .values({ stuWorkNo: STU_WORK_NO, holderName: '测试', passwordHash, balanceFen: 10_000 });
});
afterAll(() => t.close());

describe('logging', () => {
  it('writes neither the card number nor the password to the log', async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    };
    // pino writes to fd 1 with fs.writeSync; every other file (PGlite's among them) is left alone.
    const original = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
    const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation(((
      fd: number,
      chunk: unknown,
      ...rest: unknown[]
    ) => {
      if (fd !== 1 && fd !== 2) return original(fd, chunk, ...rest);
      capture(chunk);
      return typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
    }) as typeof fs.writeSync);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      capture(chunk);
      return true;
    });
    const logged = await buildApp({ ...t.deps, config: { ...t.deps.config, LOG_LEVEL: 'info' } });
    try {
      const donor = await createUser(t.deps);
      const itemsId = await createItem(t.deps);
      const stuWorkNo = STU_WORK_NO;
      const headers = { ...t.signHeaders(), authorization: donor.token };
      const balance = await logged.inject({
        method: 'GET',
        url: `${DONATEU}/items/getCardBlance`,
        query: { stuWorkNo, passwork: PASSWORD },
        headers,
      });
      expect(balance.json()).toMatchObject({ code: 0, data: 100 });
      const paid = await logged.inject({
        method: 'POST',
        url: `${DONATEU}/items/donate`,
        payload: { itemsId, payType: 9, currencyMoney: 1, stuWorkNo, passwork: PASSWORD },
        headers: { ...t.signHeaders(), authorization: donor.token },
      });
      expect(paid.json()).toMatchObject({ code: 0 });
      await logged.inject({ method: 'GET', url: '/healthz' });
    } finally {
      await logged.close();
      writeSync.mockRestore();
      stdout.mockRestore();
    }
    const log = written.join('');
    // The logger did write (the health check's request line), just not the card's.
    expect(log).toContain('/healthz');
    expect(log).toContain('items/donate');
    expect(log).not.toContain(STU_WORK_NO);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('getCardBlance');
  });
});
