import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createItemType, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The router decodes a path before it matches it, so `/%75plus-…` reaches the spec routes: it
 * must meet the spec pipeline too (found by probing the API from outside).
 */
const ENCODED_DONATEU = DONATEU.replace('/uplus-', '/%75plus-');
const ENCODED_BASE_INFO = '/%75plus-system/app/v1/user/baseInfo';

let t: TestApp;
let token: string;
let itemsId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t.deps, { nickname: '编码路径' }));
  await createItemType(t.deps, '助学');
  itemsId = await createItem(t.deps);
});
afterAll(() => t.close());

describe('a percent-encoded spec path', () => {
  it('is refused without sign and nonce, like the plain path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${ENCODED_DONATEU}/items/typeList` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: -1, message: '请求签名缺失', data: null });
  });

  it('is refused without sign and nonce when it names no route either', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${ENCODED_DONATEU}/no-such-call` });
    expect(response.json()).toEqual({ code: -1, message: '请求签名缺失', data: null });
  });

  it('is refused when its nonce is replayed', async () => {
    const headers = t.signHeaders();
    await t.app.inject({ method: 'GET', url: `${DONATEU}/items/typeList`, headers });
    const replay = await t.app.inject({ method: 'GET', url: `${ENCODED_DONATEU}/items/typeList`, headers });
    expect(replay.json()).toMatchObject({ code: -1, message: '请求重复，请勿重复提交' });
  });

  it('reads the token on a token route', async () => {
    const response = await t.inject({ method: 'GET', url: ENCODED_BASE_INFO, token });
    expect(response.json()).toMatchObject({ code: 0, data: { nickname: '编码路径' } });
  });

  it('answers a token route called without a token with -997, not HTTP 500', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `${ENCODED_DONATEU}/items/insertLeaveword`,
      payload: { language: 'zh_CN', itemsId, content: '加油' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: -997 });
  });

  it('is an ordinary spec answer: not kept by browsers', async () => {
    const response = await t.inject({ method: 'GET', url: ENCODED_BASE_INFO, token });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the public cache key', () => {
  it('is the route and its parsed query: another encoding or order of the same read is the same entry', async () => {
    const first = await t.inject({
      method: 'GET',
      url: `${DONATEU}/items/itemsDetail?id=${itemsId}&language=zh_CN`,
    });
    expect(first.json()).toMatchObject({ code: 0 });
    const encodedId = [...String(itemsId)].map((digit) => `%3${digit}`).join('');
    const again = await t.inject({
      method: 'GET',
      url: `${ENCODED_DONATEU}/items/items%44etail?%6Canguage=zh_CN&id=${encodedId}`,
    });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
  });

  it('keeps answers in different languages apart, however the language is given', async () => {
    // The language header is a fallback for clients that leave it out of the query.
    const url = `${DONATEU}/items/itemsDetail?id=${itemsId}`;
    const english = await t.inject({ method: 'GET', url, headers: { language: 'English' } });
    const chinese = await t.inject({ method: 'GET', url });
    expect(english.json()).toMatchObject({ code: 0 });
    expect(chinese.headers['x-cache']).not.toBe('hit');
  });
});
