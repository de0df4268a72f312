import { DONATEU } from '@alma/shared/api/spec-paths';
import { makeNonce } from '@alma/shared/sign/request-sign';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { composeDeps } from '../src/compose.ts';
import { requestNonces, smsCodes } from '../src/db/schema/accounts.ts';
import { foundation } from '../src/db/schema/site.ts';
import { runMaintenance } from '../src/jobs/maintenance.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const BASE_CONFIG = `${DONATEU}/index/baseConfig`;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.database.db.insert(foundation).values({ title: '示范大学教育发展基金会' });
});
afterAll(() => t.close());

describe('sign and nonce', () => {
  it('a correctly signed request is answered', async () => {
    const response = await t.inject({ method: 'GET', url: BASE_CONFIG });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { title: '示范大学教育发展基金会' } });
  });

  it.each([
    ['no headers at all', {}, '请求签名缺失'],
    [
      'a nonce of the wrong shape',
      { 'nonce-str': 'short', sign: `${Date.now()}.${'0'.repeat(64)}` },
      '请求签名无效',
    ],
    ['a wrong mac', { 'nonce-str': makeNonce(), sign: `${Date.now()}.${'0'.repeat(64)}` }, '请求签名无效'],
    ['a malformed sign', { 'nonce-str': makeNonce(), sign: 'hello' }, '请求签名无效'],
  ])('%s is refused with -1', async (_name, headers, message) => {
    const response = await t.app.inject({ method: 'GET', url: BASE_CONFIG, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: -1, message, data: null });
  });

  it('a sign made with another key is refused', async () => {
    const good = t.signHeaders();
    const otherNonce = makeNonce();
    const forged = { 'nonce-str': otherNonce, sign: good.sign }; // mac of a different nonce
    const response = await t.app.inject({ method: 'GET', url: BASE_CONFIG, headers: forged });
    expect(response.json()).toMatchObject({ code: -1, message: '请求签名无效' });
  });

  it('a stale sign (over 5 minutes) is refused, in the request language', async () => {
    const headers = t.signHeaders(Date.now() - 5 * 60 * 1000 - 1000);
    const response = await t.app.inject({ method: 'GET', url: `${BASE_CONFIG}?language=English`, headers });
    expect(response.json()).toMatchObject({ code: -1, message: 'The request has expired, check your clock' });
  });

  it('a replayed public read is refused', async () => {
    const headers = t.signHeaders();
    const first = await t.app.inject({ method: 'GET', url: BASE_CONFIG, headers });
    const replay = await t.app.inject({ method: 'GET', url: BASE_CONFIG, headers });
    expect(first.json().code).toBe(0);
    expect(replay.json()).toMatchObject({ code: -1, message: '请求重复，请勿重复提交' });
  });

  it('a replayed write is refused, and its nonce is kept in the database for every instance', async () => {
    const headers = t.signHeaders();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${DONATEU}/no-such-call`,
        headers,
        payload: { language: 'zh_CN' },
      });
    await send();
    const replay = await send();
    expect(replay.json()).toMatchObject({ code: -1, message: '请求重复，请勿重复提交' });
    const stored = await t.deps.database.db
      .select()
      .from(requestNonces)
      .where(eq(requestNonces.nonce, String(headers['nonce-str'])));
    expect(stored).toHaveLength(1);
  });

  it('concurrent replays of one write: exactly one gets through', async () => {
    const headers = t.signHeaders();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: `${DONATEU}/no-such-call`, headers, payload: {} }),
      ),
    );
    const replays = answers.filter((answer) => answer.json().message === '请求重复，请勿重复提交');
    expect(replays).toHaveLength(9);
  });

  it('maintenance prunes expired nonces and day-old SMS codes only', async () => {
    const { db } = t.deps.database;
    const day = 24 * 60 * 60 * 1000;
    await db.insert(smsCodes).values([
      {
        mobileLookup: 'old',
        codeHash: 'x',
        createdAt: new Date(Date.now() - 2 * day),
        expiresAt: new Date(),
      },
      { mobileLookup: 'new', codeHash: 'x', expiresAt: new Date() },
    ]);
    await db.insert(requestNonces).values([
      { nonce: 'old'.padEnd(32, '0'), expiresAt: new Date(Date.now() - 60_000) },
      { nonce: 'new'.padEnd(32, '0'), expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await runMaintenance(t.deps.database);
    const left = (await db.select().from(requestNonces)).map((row) => row.nonce);
    expect(left).toContain('new'.padEnd(32, '0'));
    expect(left).not.toContain('old'.padEnd(32, '0'));
    const codes = (await db.select().from(smsCodes)).map((row) => row.mobileLookup);
    expect(codes).toEqual(['new']);
  });
});

describe('envelope', () => {
  it('an unknown spec path answers 404 with the envelope', async () => {
    const response = await t.inject({ method: 'GET', url: `${DONATEU}/items/nope` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: -1, message: '接口不存在' });
  });

  it('malformed JSON is a -1, never a 500', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `${DONATEU}/items/insertLeaveword`,
      headers: { 'content-type': 'application/json' },
      payload: '{"itemsId": 1, "content": ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: -1, message: '参数错误：body' });
  });

  it('every answer carries nosniff', async () => {
    const response = await t.inject({ method: 'GET', url: BASE_CONFIG });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('healthz answers without a sign', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', database: t.deps.database.kind });
  });
});

describe('public cache', () => {
  it('a repeated public read is served from the cache with an ETag, and revalidates to 304', async () => {
    t.deps.cache.clear();
    const first = await t.inject({ method: 'GET', url: BASE_CONFIG });
    const second = await t.inject({ method: 'GET', url: BASE_CONFIG });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const revalidated = await t.inject({
      method: 'GET',
      url: BASE_CONFIG,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('each language has its own entry', async () => {
    const zh = await t.get(`${DONATEU}/index/getSettingValue`, { key: 'none' });
    const en = await t.get(`${DONATEU}/index/getSettingValue`, { key: 'none', language: 'English' });
    expect(zh.code).toBe(0);
    expect(en.code).toBe(0);
  });

  it('a write invalidates the scope on this instance and on another one sharing the database', async () => {
    const other = await buildApp(
      await composeDeps(t.deps.config, t.deps.database, { secrets: t.deps.secrets }),
      {
        logger: false,
      },
    );
    const read = async (app: typeof other) => {
      const response = await app.inject({ method: 'GET', url: BASE_CONFIG, headers: t.signHeaders() });
      return response.json().data.title as string;
    };
    expect(await read(t.app)).toBe('示范大学教育发展基金会');
    expect(await read(other)).toBe('示范大学教育发展基金会');

    await t.deps.database.db.update(foundation).set({ title: '新的标题' });
    // Before invalidation both instances still answer from their caches.
    expect(await read(other)).toBe('示范大学教育发展基金会');
    await t.deps.cache.invalidate('site');
    expect(await read(t.app)).toBe('新的标题');
    await expect.poll(() => read(other), { timeout: 5000 }).toBe('新的标题');
    await other.close();
  });
});

describe('compressed cached answers', () => {
  it('a cached answer over 1 KB is sent gzipped to a client that accepts gzip, and plain otherwise', async () => {
    const { db } = t.deps.database;
    await db.update(foundation).set({ agreeContent: `<p>${'捐赠协议条款。'.repeat(200)}</p>` });
    await t.deps.cache.invalidate('site');
    await t.inject({ method: 'GET', url: BASE_CONFIG }); // fills the cache
    const zipped = await t.inject({
      method: 'GET',
      url: BASE_CONFIG,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    const { gunzipSync } = await import('node:zlib');
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(unzipped.data.agreeContent).toContain('捐赠协议条款。');
    const plain = await t.inject({ method: 'GET', url: BASE_CONFIG });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.agreeContent).toBe(unzipped.data.agreeContent);
  });
});
