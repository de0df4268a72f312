import { gunzipSync } from 'node:zlib';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoIfEmpty } from '../db/seed/seed-demo.ts';

describe('public answers on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 12; i++)
      await createItem(t.deps, { name: `压缩测试项目${i}`, intro: '介绍'.repeat(40) });
  });
  afterAll(() => t.close());

  const url = `${DONATEU}/items/itemsList?limit=12&offset=0&language=zh_CN`;
  const read = (encoding: string) =>
    t.app.inject({ url, headers: { ...t.signHeaders(), 'accept-encoding': encoding } });

  it('a large page goes out gzipped to a client that takes it, the first time and from the cache', async () => {
    for (const answer of [await read('gzip, deflate, br'), await read('gzip, deflate, br')]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toContain('accept-encoding');
      const text = gunzipSync(answer.rawPayload).toString();
      expect((JSON.parse(text) as { data: { rows: unknown[] } }).data.rows).toHaveLength(12);
      expect(answer.rawPayload.length).toBeLessThan(text.length / 2);
    }
  });

  it('goes out plain to a client that takes no compression', async () => {
    const answer = await read('identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect((answer.json() as { data: { rows: unknown[] } }).data.rows).toHaveLength(12);
  });
});

describe('large live answers on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.deps);
  });
  afterAll(() => t.close());

  const read = (path: string, encoding: string) =>
    t.app.inject({ url: `${DONATEU}/${path}`, headers: { ...t.signHeaders(), 'accept-encoding': encoding } });

  it('the 1,917-seat map is never cached but still goes out gzipped', async () => {
    const areas = (await read('items/areaList?itemsId=16&language=zh_CN', 'identity')).json() as {
      data: Array<{ id: number; title: string }>;
    };
    const hall = areas.data.find((area) => area.title === '报告厅主场');
    const answer = await read(`items/seatList?areaId=${hall?.id}&language=zh_CN`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = gunzipSync(answer.rawPayload).toString();
    const seats = (JSON.parse(text) as { data: { twoArray: unknown[][] } }).data.twoArray
      .flat()
      .filter(Boolean);
    expect(seats).toHaveLength(1917);
    expect(answer.rawPayload.length).toBeLessThan(text.length / 5);
    const plain = await read(`items/seatList?areaId=${hall?.id}&language=zh_CN`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
