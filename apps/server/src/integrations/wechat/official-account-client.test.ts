import { AppError } from '@alma/shared/errors/app-error';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { wechatTokens } from '../../db/schema/wechat-tokens.ts';
import { makeSecrets } from '../../security/secrets.ts';
import { type FakeWechat, startFakeWechat } from './fake-wechat.ts';
import { makeOfficialAccountClient } from './official-account-client.ts';
import { REFRESH_MARGIN_MS } from './wechat-token-cache.ts';

const secrets = makeSecrets('test-secret-key-that-is-long-enough-0123456789');
let database: Database;
let dispose: () => Promise<void>;
let fake: FakeWechat;
let errors: string[];
/** The server's clock, moved together with the fake's. */
let offsetMs = 0;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

async function freshFake(options: { appId?: string } = {}) {
  await fake?.close();
  fake = await startFakeWechat({ appId: options.appId });
  errors = [];
  offsetMs = 0;
  return fake;
}
afterEach(() => fake?.close());

const client = (overrides: { appSecret?: string; timeoutMs?: number } = {}) =>
  makeOfficialAccountClient({
    appId: fake.appId,
    appSecret: overrides.appSecret ?? fake.appSecret,
    db: database.db,
    secrets,
    apiBase: fake.url,
    openBase: fake.url,
    timeoutMs: overrides.timeoutMs ?? 2000,
    clock: () => new Date(Date.now() + offsetMs),
    onError: (message) => errors.push(message),
  });

function advance(ms: number) {
  offsetMs += ms;
  fake.advance(ms);
}

async function authorise(scope: 'snsapi_base' | 'snsapi_userinfo', state = 'st4te') {
  const address = client().authorizeUrl('https://give.example.edu.cn/?a=1#/mine', state, scope);
  const response = await fetch(address.replace(/#wechat_redirect$/, ''), { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  return { back, code: back.searchParams.get('code') ?? '' };
}

/** What the donor sees when WeChat fails: the envelope's message key. */
async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).messageKey;
}

describe('web authorisation against the fake WeChat', () => {
  it('asks for snsapi_base unless told otherwise, and comes back with code and state before the hash', async () => {
    await freshFake();
    const address = new URL(client().authorizeUrl('https://give.example.edu.cn/#/mine', 'abc'));
    expect(address.searchParams.get('scope')).toBe('snsapi_base');
    expect(address.hash).toBe('#wechat_redirect');
    const { back } = await authorise('snsapi_base', 'abc');
    expect(`${back.origin}${back.pathname}`).toBe('https://give.example.edu.cn/');
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.get('a')).toBe('1');
    expect(back.hash).toBe('#/mine');
  });

  it('snsapi_base gives the openid only; snsapi_userinfo the nickname, avatar and unionid', async () => {
    await freshFake();
    fake.nextUser = fake.newUser({ unionId: 'oUnion000000000000000000001', nickname: '张三' });
    const user = fake.nextUser;
    const base = await authorise('snsapi_base');
    expect(await client().exchangeOauthCode(base.code)).toEqual({
      openId: user.openId,
      nickname: '微信用户',
      avatar: '',
      unionId: 'oUnion000000000000000000001',
    });
    fake.nextUser = user;
    const full = await authorise('snsapi_userinfo');
    expect(await client().exchangeOauthCode(full.code)).toEqual({
      openId: user.openId,
      nickname: '张三',
      avatar: user.avatar,
      unionId: 'oUnion000000000000000000001',
    });
    expect(fake.requests.map((request) => request.path)).toContain('/sns/userinfo');
  });

  it('a code works once and for 5 minutes; a made-up one not at all', async () => {
    await freshFake();
    const once = await authorise('snsapi_base');
    expect(await client().exchangeOauthCode(once.code)).not.toBeNull();
    expect(await client().exchangeOauthCode(once.code)).toBeNull();
    expect(fake.requests.at(-1)?.errcode).toBe(40163);

    const fresh = await authorise('snsapi_base');
    advance(5 * 60_000 + 1000);
    expect(await client().exchangeOauthCode(fresh.code)).toBeNull();
    expect(fake.requests.at(-1)?.errcode).toBe(40029);
    expect(await client().exchangeOauthCode('made-up-code')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('a wrong secret, a hung or failing WeChat: WeChat is unavailable, and the operator is told why', async () => {
    await freshFake();
    const { code } = await authorise('snsapi_base');
    expect(await failure(client({ appSecret: 'wrong' }).exchangeOauthCode(code))).toBe('wechat.unavailable');
    expect(errors.at(-1)).toBe('/sns/oauth2/access_token: errcode 40125 invalid appsecret');

    fake.fail('/sns/oauth2/access_token', { kind: 'hang' });
    const started = Date.now();
    expect(await failure(client({ timeoutMs: 600 }).exchangeOauthCode(code))).toBe('wechat.unavailable');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(errors.at(-1)).toBe('/sns/oauth2/access_token: timed out');

    fake.fail('/sns/oauth2/access_token', { kind: 'status', status: 502 });
    expect(await failure(client().exchangeOauthCode(code))).toBe('wechat.unavailable');
    expect(errors.at(-1)).toBe('/sns/oauth2/access_token: HTTP 502');

    fake.fail('/sns/oauth2/access_token', { kind: 'errcode', errcode: -1, errmsg: 'system error' });
    expect(await failure(client().exchangeOauthCode(code))).toBe('wechat.unavailable');
    // None of them spent the code: the donor can try again.
    expect(await client().exchangeOauthCode(code)).not.toBeNull();
    expect(errors.join('\n')).not.toContain(fake.appSecret);
  });

  it('keeps the login when only the nickname could not be read (the code is spent already)', async () => {
    await freshFake();
    const { code } = await authorise('snsapi_userinfo');
    fake.fail('/sns/userinfo', { kind: 'status', status: 503 });
    const profile = await client().exchangeOauthCode(code);
    expect(profile).toMatchObject({ nickname: '微信用户', avatar: '' });
    expect(errors).toEqual(['/sns/userinfo: HTTP 503']);
  });
});

describe('the JS-SDK ticket, shared through the database', () => {
  const rows = () => database.db.select().from(wechatTokens);

  it('is fetched once for every instance, and kept sealed', async () => {
    await freshFake();
    const [first, second, third] = await Promise.all([
      client().getJsapiTicket(),
      client().getJsapiTicket(),
      client().getJsapiTicket(),
    ]);
    expect(first).toBe(fake.lastTicket);
    expect([second, third]).toEqual([first, first]);
    expect(await client().getJsapiTicket()).toBe(first);
    expect(fake.counts).toMatchObject({ accessTokens: 1, tickets: 1 });
    const stored = (await rows()).filter((row) => row.appId === fake.appId);
    expect(stored.map((row) => row.kind).sort()).toEqual(['access_token', 'jsapi_ticket']);
    for (const row of stored) {
      expect(row.value).not.toContain(first ?? '');
      expect(row.refreshingUntil).toBeNull();
      // WeChat's 7200 s, counted from now.
      expect(Math.abs(row.expiresAt.getTime() - Date.now() - 7200_000)).toBeLessThan(5000);
    }
  });

  it('is refreshed 5 minutes before it expires, not earlier', async () => {
    await freshFake();
    const first = await client().getJsapiTicket();
    advance(7200_000 - REFRESH_MARGIN_MS - 10_000);
    expect(await client().getJsapiTicket()).toBe(first);
    advance(20_000);
    const second = await client().getJsapiTicket();
    expect(second).not.toBe(first);
    expect(fake.counts).toMatchObject({ accessTokens: 2, tickets: 2 });
  });

  it('fetches a new access token once when WeChat says it is no longer good, then asks again', async () => {
    await freshFake();
    await client().getJsapiTicket();
    fake.revokeAccessTokens();
    // The ticket is due while the access token still looks good to us.
    await database.db
      .delete(wechatTokens)
      .where(and(eq(wechatTokens.appId, fake.appId), eq(wechatTokens.kind, 'jsapi_ticket')));
    const ticket = await client().getJsapiTicket();
    expect(ticket).toBe(fake.lastTicket);
    expect(fake.requests.filter((request) => request.errcode === 40001)).toHaveLength(1);
    expect(fake.counts).toMatchObject({ accessTokens: 2, tickets: 2 });
  });

  it('gives up after that one retry, and a failed refresh leaves the next try free', async () => {
    await freshFake();
    fake.fail('/cgi-bin/ticket/getticket', { kind: 'errcode', errcode: 40001, errmsg: 'invalid credential' });
    fake.fail('/cgi-bin/ticket/getticket', { kind: 'errcode', errcode: 40001, errmsg: 'invalid credential' });
    expect(await failure(client().getJsapiTicket())).toBe('wechat.unavailable');
    expect(fake.counts.accessTokens).toBe(2);
    fake.fail('/cgi-bin/token', { kind: 'status', status: 500 });
    fake.revokeAccessTokens();
    advance(7200_000);
    expect(await failure(client().getJsapiTicket())).toBe('wechat.unavailable');
    // No lease left behind: the next donor's call fetches at once.
    expect(await client().getJsapiTicket()).toBe(fake.lastTicket);
  });

  it('an app secret WeChat refuses is WeChat unavailable, said plainly', async () => {
    await freshFake();
    expect(await failure(client({ appSecret: 'wrong' }).getJsapiTicket())).toBe('wechat.unavailable');
    expect(errors.at(-1)).toBe('/cgi-bin/token: errcode 40125 invalid appsecret');
  });
});
