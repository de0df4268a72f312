import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authoriseInDemo, GET_AUTH_TOKEN, GET_AUTH_URL, userIdOf } from '../../../test/wechat-fixtures.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { demoCodeKey, makeDemoWechatClient } from '../../integrations/wechat/demo-wechat-client.ts';

const PUBLIC = 'https://give.example.edu.cn';
const BAD_CODE = '微信授权已失效，请重新授权';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const exchange = (code: string, ip = '10.7.0.1', language?: 'English') =>
  t.get<{ token: string }>(GET_AUTH_TOKEN, { billType: 2, code }, { ...fromIp(ip), language });

/** A demo client sharing the server's code key but living at another time. */
const demoAt = (at: Date) =>
  makeDemoWechatClient({
    appId: t.deps.config.WECHAT_APP_ID,
    publicUrl: PUBLIC,
    codeKey: demoCodeKey(t.deps.secrets),
    clock: () => at,
  });

describe('getAuthUrl → demo authorisation page → getAuthToken', () => {
  it('signs the browser in as a WeChat user on wechatH5, keeping the page address and its hash', async () => {
    const page = `${PUBLIC}/?from=timeline#/subject-detail?id=3`;
    const answer = await t.get<string>(GET_AUTH_URL, { billType: 2, url: page });
    expect(answer.code).toBe(0);
    const authorize = new URL(answer.data);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${PUBLIC}/wechat-demo/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(page);
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);

    const back = await authoriseInDemo(t, page);
    expect(back.location).toBe(
      `${PUBLIC}/?from=timeline&code=${encodeURIComponent(back.code)}&state=${back.state}#/subject-detail?id=3`,
    );
    expect(back.state).toMatch(/^[0-9a-f]{32}$/);

    const login = await exchange(back.code);
    expect(login.code).toBe(0);
    expect(Object.keys(login.data)).toEqual(['token']);
    const info = await t.get(`${SYSTEM_APP}/user/baseInfo`, {}, { token: login.data.token });
    expect(info).toMatchObject({ code: 0, data: { nickname: '微信用户', mobile: '' } });

    const userId = await userIdOf(t, login.data.token);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.accountType).toBe(1);
    expect(user?.wechatOpenId).toMatch(/^[A-Za-z0-9_-]{28}$/);
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.platform)).toEqual(['wechatH5']);
  });

  it('a state differs from one authorisation to the next', async () => {
    const first = await authoriseInDemo(t, `${PUBLIC}/`);
    const second = await authoriseInDemo(t, `${PUBLIC}/`);
    expect(first.state).not.toBe(second.state);
    expect(first.location).toBe(`${PUBLIC}/?code=${encodeURIComponent(first.code)}&state=${first.state}`);
  });

  it('the same WeChat user authorising again is the same user; another browser is another user', async () => {
    const first = await authoriseInDemo(t, `${PUBLIC}/#/mine`);
    const again = await authoriseInDemo(t, `${PUBLIC}/#/mine`, { cookie: first.cookie });
    expect(again.code).not.toBe(first.code);
    const firstUser = await userIdOf(t, (await exchange(first.code)).data.token);
    const againUser = await userIdOf(t, (await exchange(again.code)).data.token);
    expect(againUser).toBe(firstUser);

    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, firstUser));
    const sameOpenId = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.wechatOpenId, user?.wechatOpenId ?? ''));
    expect(sameOpenId).toHaveLength(1);

    const stranger = await authoriseInDemo(t, `${PUBLIC}/#/mine`);
    expect(await userIdOf(t, (await exchange(stranger.code)).data.token)).not.toBe(firstUser);
  });

  it('refuses a forged or altered code, in the request language', async () => {
    const { code } = await authoriseInDemo(t, `${PUBLIC}/`);
    const [openId = '', issued, nonce, mac = ''] = code.split('.');
    const otherOpenId = `o${'A'.repeat(27)}`;
    const forgeries = [
      'not-a-code',
      '',
      [otherOpenId, issued, nonce, mac].join('.'),
      [openId, issued, nonce, `${mac.slice(0, -2)}AA`].join('.'),
      [openId, (Date.now() + 1000).toString(36), nonce, mac].join('.'),
    ];
    for (const forged of forgeries) {
      expect(await exchange(forged, '10.7.1.1')).toEqual({ code: -1, message: BAD_CODE, data: null });
    }
    const english = await exchange('not-a-code', '10.7.1.1', 'English');
    expect(english.message).toBe(
      'The WeChat authorisation is invalid or has expired, please authorise again',
    );
    expect((await exchange(code, '10.7.1.1')).code).toBe(0);
  });

  it('refuses a code older than 5 minutes', async () => {
    const openId = `o${'B'.repeat(27)}`;
    const fourMinutesAgo = demoAt(new Date(Date.now() - 4 * 60_000)).demo?.issueCode(openId) ?? '';
    expect((await exchange(fourMinutesAgo, '10.7.2.1')).code).toBe(0);
    const stale = demoAt(new Date(Date.now() - 5 * 60_000 - 1000)).demo?.issueCode(openId) ?? '';
    expect(await exchange(stale, '10.7.2.1')).toMatchObject({ code: -1, message: BAD_CODE });
  });

  it('a missing code is a missing field; unsigned calls are refused', async () => {
    expect(await t.get(GET_AUTH_TOKEN, { billType: 2 })).toMatchObject({
      code: -1,
      message: '缺少参数：code',
    });
    const unsigned = await t.app.inject({ method: 'GET', url: `${GET_AUTH_URL}?billType=2&url=${PUBLIC}` });
    expect(unsigned.json()).toMatchObject({ code: -1, message: '请求签名缺失' });
  });
});

describe('getAuthUrl page addresses', () => {
  const authUrl = (url: string) => t.get<string>(GET_AUTH_URL, { billType: 2, url });

  it.each([
    'https://evil.example/#/mine',
    'https://give.example.edu.cn.evil.example/',
    'http://give.example.edu.cn/',
    'https://user@evil.example@give.example.edu.cn/',
    'javascript:alert(1)//give.example.edu.cn',
    'not a url',
  ])('refuses %s', async (url) => {
    expect(await authUrl(url)).toMatchObject({ code: -1, message: '参数错误：url', data: null });
  });

  it('refuses localhost pages in production configuration (not ALMA_DEMO): a code goes only to our origin', async () => {
    expect(t.deps.config.ALMA_DEMO).toBe(false);
    for (const page of ['http://localhost:5173/#/mine', 'http://127.0.0.1:3000/', 'http://[::1]:3000/']) {
      expect(await authUrl(page)).toMatchObject({ code: -1, message: '参数错误：url', data: null });
    }
    const query = new URLSearchParams({ redirect_uri: 'http://localhost:5173/', state: 'abc' });
    const response = await t.app.inject({ method: 'GET', url: `/wechat-demo/authorize?${query}` });
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ code: -1, message: '参数错误：redirect_uri' });
  });

  it('accepts localhost pages for development in the demo (ALMA_DEMO)', async () => {
    const demo = await createTestApp({ PUBLIC_URL: PUBLIC, ALMA_DEMO: '1' });
    try {
      const page = 'http://localhost:5173/#/mine';
      const answer = await demo.get<string>(GET_AUTH_URL, { billType: 2, url: page });
      expect(new URL(answer.data).searchParams.get('redirect_uri')).toBe(page);
      const query = new URLSearchParams({ redirect_uri: page, state: 'abc' });
      const response = await demo.app.inject({ method: 'GET', url: `/wechat-demo/authorize?${query}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^http:\/\/localhost:5173\/\?code=/);
    } finally {
      await demo.close();
    }
  });

  it('understands an address encoded once more, and drops a code and state left from before', async () => {
    const page = `${PUBLIC}/?a=1&code=old&state=old&b=2#/mine?code=keep`;
    const answer = await authUrl(encodeURIComponent(page));
    expect(answer.code).toBe(0);
    expect(new URL(answer.data).searchParams.get('redirect_uri')).toBe(`${PUBLIC}/?a=1&b=2#/mine?code=keep`);
  });

  it('the demo page itself refuses to send a code to a foreign page', async () => {
    const query = new URLSearchParams({ redirect_uri: 'https://evil.example/', state: 'abc' });
    const response = await t.app.inject({ method: 'GET', url: `/wechat-demo/authorize?${query}` });
    expect(response.statusCode).not.toBe(302);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ code: -1, message: '参数错误：redirect_uri' });
  });
});

describe('getAuthToken limits', () => {
  it('one IP gets 30 bad codes in 15 minutes, good codes do not count; other IPs are not affected', async () => {
    const ip = '10.7.9.1';
    for (let i = 0; i < 29; i += 1) expect((await exchange(`guess-${i}`, ip)).message).toBe(BAD_CODE);
    for (let i = 0; i < 3; i += 1) {
      expect((await exchange((await authoriseInDemo(t, `${PUBLIC}/`)).code, ip)).code).toBe(0);
    }
    expect((await exchange('guess-last', ip)).message).toBe(BAD_CODE);
    const good = (await authoriseInDemo(t, `${PUBLIC}/`)).code;
    expect(await exchange(good, ip)).toMatchObject({ code: -1, message: '操作过于频繁，请稍后再试' });
    expect((await exchange(good, '10.7.9.2')).code).toBe(0);
  });
});
