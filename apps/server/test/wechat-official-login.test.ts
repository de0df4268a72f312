import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { makeNonce } from '@alma/shared/sign/request-sign';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { composeDeps } from '../src/compose.ts';
import { sessions, users } from '../src/db/schema/accounts.ts';
import { wechatTokens } from '../src/db/schema/wechat-tokens.ts';
import {
  type FakeWechat,
  type FakeWechatUser,
  startFakeWechat,
} from '../src/integrations/wechat/fake-wechat.ts';
import { configuredWechat, ZWechatEnv } from '../src/integrations/wechat/wechat-env.ts';
import { createUser } from './fixtures.ts';
import { createTestApp, type Envelope, type TestApp } from './test-app.ts';
import { GET_AUTH_TOKEN, GET_AUTH_URL } from './wechat-fixtures.ts';

const PUBLIC = 'https://give.example.edu.cn';
const SHARE = `${SYSTEM_APP}/user/getWechatShare`;
const CODE_REFUSED = '微信授权已失效，请重新授权';
const STATE_REFUSED = '微信授权校验失败，请重新打开页面授权';
const WECHAT_DOWN = '微信服务暂时无法连接，请稍后再试';

let t: TestApp;
let fake: FakeWechat;
/** Two server instances on one database, each with its own official-account client. */
let apps: FastifyInstance[];

async function officialApp(): Promise<FastifyInstance> {
  const env = ZWechatEnv.parse({
    WECHAT_PROVIDER: 'official',
    WECHAT_APP_ID: fake.appId,
    WECHAT_APP_SECRET: fake.appSecret,
    WECHAT_API_BASE: fake.url,
    WECHAT_OPEN_BASE: fake.url,
    WECHAT_TIMEOUT_MS: '800',
  });
  const wechat = configuredWechat(env, {
    database: t.deps.database,
    secrets: t.deps.secrets,
    publicUrl: PUBLIC,
    onError: () => {},
  });
  const deps = await composeDeps(t.deps.config, t.deps.database, { secrets: t.deps.secrets, wechat });
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return app;
}

/** A stand-in web build: the donor app's start-up config for one school. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-wechat-dist-'));
fs.mkdirSync(path.join(dist, 'config/demo'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'config/index.json'), '{"School":"demo"}');
fs.writeFileSync(path.join(dist, 'config/demo/index.json'), '{"api":"","signKey":"k","features":{}}');

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: '1', WEB_DIST: dist });
  fake = await startFakeWechat({ appId: 'wx1234567890abcdef' });
  apps = [await officialApp(), await officialApp()];
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await fake.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

type Call = { query: Record<string, string>; cookie?: string; token?: string; ip?: string; app?: number };

async function get<T>(url: string, call: Call): Promise<{ body: Envelope<T>; setCookie: string }> {
  const response = await apps[call.app ?? 0]?.inject({
    method: 'GET',
    url,
    query: { language: 'zh_CN', ...call.query },
    headers: {
      ...t.signHeaders(Date.now(), makeNonce()),
      'x-forwarded-for': call.ip ?? '10.22.0.1',
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...(call.token ? { authorization: call.token } : {}),
    },
  });
  if (!response) throw new Error('no app');
  return { body: response.json(), setCookie: String(response.headers['set-cookie'] ?? '') };
}

/** A browser's trip: getAuthUrl (its cookie kept), the fake WeChat's page as `user`, back with code and state. */
async function authorise(
  user: FakeWechatUser | null,
  page = `${PUBLIC}/?from=timeline#/mine`,
  scope?: string,
) {
  const { body, setCookie } = await get<string>(GET_AUTH_URL, {
    query: { billType: '2', url: page, ...(scope ? { scope } : {}) },
  });
  expect(body.code).toBe(0);
  fake.nextUser = user;
  const response = await fetch(body.data.replace(/#wechat_redirect$/, ''), { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  return {
    address: body.data,
    back,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    cookie: setCookie.split(';', 1)[0] ?? '',
    setCookie,
  };
}

const exchange = (trip: { code: string; state: string; cookie: string }, extra: Partial<Call> = {}) =>
  get<{ token: string }>(GET_AUTH_TOKEN, {
    query: { billType: '2', code: trip.code, state: trip.state },
    cookie: trip.cookie,
    ...extra,
  }).then((answer) => answer.body);

/** The donor a login's token stands for, as the users table has them. */
async function userOfToken(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await t.deps.database.db
    .select({
      id: users.id,
      openId: users.wechatOpenId,
      unionId: users.wechatUnionId,
      nickname: users.nickname,
      avatar: users.avatar,
      accountType: users.accountType,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash));
  return row;
}
describe('getAuthUrl → WeChat (fake) → getAuthToken', () => {
  it('an unknown openid becomes a new donor, by snsapi_base, and the address comes back clean of the page’s old code', async () => {
    const user = fake.newUser();
    const trip = await authorise(user, `${PUBLIC}/?code=old&state=old&from=timeline#/mine`);
    const authorize = new URL(trip.address);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/connect/oauth2/authorize`);
    expect(authorize.searchParams.get('appid')).toBe('wx1234567890abcdef');
    expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/?from=timeline#/mine`);
    expect(trip.cookie).toBe(`alma_wechat_state=${trip.state}`);
    // Only this server reads it, only over https, and not for long.
    expect(trip.setCookie).toBe(
      `alma_wechat_state=${trip.state}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );

    const answer = await get<{ token: string }>(GET_AUTH_TOKEN, {
      query: { billType: '2', code: trip.code, state: trip.state },
      cookie: trip.cookie,
    });
    // A state serves once.
    expect(answer.setCookie).toBe('alma_wechat_state=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure');
    const login = answer.body;
    expect(login.code).toBe(0);
    const donor = await userOfToken(login.data.token);
    expect(donor).toMatchObject({ openId: user.openId, unionId: null, nickname: '微信用户', accountType: 1 });
  });

  it('snsapi_userinfo where the page asks for it: the nickname and avatar are kept', async () => {
    const user = fake.newUser({ nickname: '李四' });
    const trip = await authorise(user, `${PUBLIC}/#/mine`, 'snsapi_userinfo');
    expect(new URL(trip.address).searchParams.get('scope')).toBe('snsapi_userinfo');
    const login = await exchange(trip);
    expect(await userOfToken(login.data.token)).toMatchObject({ nickname: '李四', avatar: user.avatar });
  });

  it('a returning donor who shares their profile later gets it where theirs is empty; what they chose stays', async () => {
    const user = fake.newUser({ nickname: '王五' });
    const first = await exchange(await authorise(user));
    expect(await userOfToken(first.data.token)).toMatchObject({ nickname: '微信用户', avatar: '' });
    const shared = await exchange(await authorise(user, `${PUBLIC}/#/mine`, 'snsapi_userinfo'));
    const donor = await userOfToken(shared.data.token);
    expect(donor).toMatchObject({ nickname: '王五', avatar: user.avatar });
    // The donor renames themselves here; sharing again does not undo it.
    await t.deps.database.db.update(users).set({ nickname: '小王' }).where(eq(users.id, donor!.id));
    const again = await exchange(await authorise(user, `${PUBLIC}/#/mine`, 'snsapi_userinfo'));
    expect(await userOfToken(again.data.token)).toMatchObject({ id: donor!.id, nickname: '小王' });
  });

  it('refuses a state that is not this browser’s, without spending the code', async () => {
    const trip = await authorise(fake.newUser());
    const exchanges = fake.counts.codeExchanges;
    const other = await authorise(fake.newUser());
    const refusals = [
      await exchange({ ...trip, state: other.state }),
      await exchange({ ...trip, cookie: other.cookie }),
      await exchange({ ...trip, cookie: '' }),
      await exchange(trip, { query: { billType: '2', code: trip.code } }),
    ];
    for (const refusal of refusals) expect(refusal).toEqual({ code: -1, message: STATE_REFUSED, data: null });
    expect(fake.counts.codeExchanges).toBe(exchanges);
    expect((await exchange(trip)).code).toBe(0);
  });

  it('refuses a replayed code, and an expired one', async () => {
    const trip = await authorise(fake.newUser());
    expect((await exchange(trip)).code).toBe(0);
    expect(await exchange(trip)).toEqual({ code: -1, message: CODE_REFUSED, data: null });

    const late = await authorise(fake.newUser());
    fake.advance(5 * 60_000 + 1000);
    expect(await exchange(late)).toEqual({ code: -1, message: CODE_REFUSED, data: null });
  });

  it('a known unionid is the same donor, whichever openid it comes with; a later unionid joins the openid’s donor', async () => {
    const first = fake.newUser({ unionId: 'oUnionAAAAAAAAAAAAAAAAAAAAAA' });
    const donor = await userOfToken((await exchange(await authorise(first))).data.token);
    expect(donor).toMatchObject({ openId: first.openId, unionId: 'oUnionAAAAAAAAAAAAAAAAAAAAAA' });
    // The same person through another app of the foundation (another openid, the same unionid).
    const elsewhere = { ...fake.newUser(), unionId: first.unionId };
    const again = await userOfToken((await exchange(await authorise(elsewhere))).data.token);
    expect(again?.id).toBe(donor?.id);

    const plain = fake.newUser();
    const before = await userOfToken((await exchange(await authorise(plain))).data.token);
    const bound = await userOfToken(
      (await exchange(await authorise({ ...plain, unionId: 'oUnionBBBBBBBBBBBBBBBBBBBBBB' }))).data.token,
    );
    expect(bound).toMatchObject({ id: before?.id, unionId: 'oUnionBBBBBBBBBBBBBBBBBBBBBB' });
  });

  it('WeChat not answering, answering 5xx or an error: a clear message, and the code can be tried again', async () => {
    const trip = await authorise(fake.newUser());
    fake.fail('/sns/oauth2/access_token', { kind: 'hang' });
    fake.fail('/sns/oauth2/access_token', { kind: 'status', status: 502 });
    fake.fail('/sns/oauth2/access_token', { kind: 'errcode', errcode: -1, errmsg: 'system error' });
    for (let i = 0; i < 3; i += 1) {
      expect(await exchange(trip)).toEqual({ code: -1, message: WECHAT_DOWN, data: null });
    }
    fake.fail('/sns/oauth2/access_token', { kind: 'status', status: 500 });
    const english = await get(GET_AUTH_TOKEN, {
      query: { billType: '2', code: trip.code, state: trip.state, language: 'English' },
      cookie: trip.cookie,
    });
    expect(english.body.message).toBe('WeChat cannot be reached at the moment, please try again later');
    expect((await exchange(trip)).code).toBe(0);
  });
});

describe('getWechatShare with the official account', () => {
  it('two instances on one database share one access token and one ticket, and sign with it', async () => {
    const { token } = await createUser(t.deps);
    const page = `${PUBLIC}/?from=timeline`;
    const before = { ...fake.counts };
    const answers = await Promise.all(
      [0, 1, 0, 1].map((app) =>
        get<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(SHARE, {
          query: { billType: '2', url: `${page}#/subject-detail?id=3` },
          token,
          app,
        }),
      ),
    );
    expect(fake.counts.accessTokens - before.accessTokens).toBe(1);
    expect(fake.counts.tickets - before.tickets).toBe(1);
    for (const { body } of answers) {
      expect(body.code).toBe(0);
      const { appId, nonceStr, timestamp, signature } = body.data;
      expect(appId).toBe('wx1234567890abcdef');
      const text = `jsapi_ticket=${fake.lastTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`;
      expect(signature).toBe(createHash('sha1').update(text).digest('hex'));
    }
  });

  it('WeChat failing gives the donor a clear message in the envelope', async () => {
    const { token } = await createUser(t.deps);
    await t.deps.database.db.delete(wechatTokens);
    fake.fail('/cgi-bin/token', { kind: 'status', status: 503 });
    const { body } = await get(SHARE, { query: { billType: '2', url: `${PUBLIC}/` }, token });
    expect(body).toEqual({ code: -1, message: WECHAT_DOWN, data: null });
  });
});

describe('the donor app’s start-up config', () => {
  it('tells the app to authorise by itself inside WeChat only when the real WeChat is behind it', async () => {
    const official = await apps[0]?.inject({ method: 'GET', url: '/config/demo/index.json' });
    expect(official?.json()).toMatchObject({ signKey: 'k', wechatAuthorise: true });
    const demo = await t.app.inject({ method: 'GET', url: '/config/demo/index.json' });
    expect(demo.json()).not.toHaveProperty('wechatAuthorise');
  });
});
