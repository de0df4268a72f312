import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MIDDLE_AUTH, userIdOf } from '../../../test/wechat-fixtures.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/site.ts';

const OFF = '小程序授权登录未开放';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let counter = 0;
/** A fresh WeChat-shaped openId: 'o' and 27 URL-safe characters. */
function newOpenId(): string {
  counter += 1;
  return `oMid_${String(counter).padStart(6, '0')}${'x'.repeat(17)}`;
}

const middleAuth = (openId: string, ip = '10.8.0.1', language?: 'English') =>
  t.post<string>(MIDDLE_AUTH, { openId, ...(language ? { language } : {}) }, fromIp(ip));

async function setSwitch(value: string): Promise<void> {
  await t.deps.database.db
    .insert(settings)
    .values({ key: 'middle_auth_enabled', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

async function userCount(): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

describe('middle/auth switched off', () => {
  it('is off by default, and says so in the request language', async () => {
    expect(await middleAuth(newOpenId())).toEqual({ code: -1, message: OFF, data: null });
    const english = await middleAuth(newOpenId(), '10.8.0.1', 'English');
    expect(english.message).toBe('Signing in from the mini-program is not enabled');
    expect(await userCount()).toBe(0);
  });

  it('stays off for any value but 1', async () => {
    await setSwitch('0');
    expect(await middleAuth(newOpenId())).toMatchObject({ code: -1, message: OFF });
    await setSwitch('true');
    expect(await middleAuth(newOpenId())).toMatchObject({ code: -1, message: OFF });
    expect(await userCount()).toBe(0);
  });
});

describe('middle/auth switched on', () => {
  beforeAll(() => setSwitch('1'));

  it('answers a bare token for a new openId: a WeChat-authorised user on wechatMini', async () => {
    const openId = newOpenId();
    const answer = await middleAuth(openId);
    expect(answer.code).toBe(0);
    expect(typeof answer.data).toBe('string');
    expect((await t.get(`${SYSTEM_APP}/user/baseInfo`, {}, { token: answer.data })).code).toBe(0);

    const userId = await userIdOf(t, answer.data);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ miniOpenId: openId, wechatOpenId: null, accountType: 1 });
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.platform)).toEqual(['wechatMini']);
  });

  it('the same openId is the same user, each time with a new token; another openId is another user', async () => {
    const openId = newOpenId();
    const first = await middleAuth(openId);
    const second = await middleAuth(openId, '10.8.1.2');
    expect(second.data).not.toBe(first.data);
    expect(await userIdOf(t, second.data)).toBe(await userIdOf(t, first.data));
    const rows = await t.deps.database.db.select().from(users).where(eq(users.miniOpenId, openId));
    expect(rows).toHaveLength(1);
    expect(await userIdOf(t, (await middleAuth(newOpenId())).data)).not.toBe(rows[0]?.id);
  });

  it('refuses an openId that is not shaped like WeChat’s, and creates nobody', async () => {
    const before = await userCount();
    for (const openId of [
      '',
      'abc',
      'o'.repeat(27),
      'o'.repeat(29),
      `o${'x'.repeat(26)}.`,
      `o${'x'.repeat(26)}=`,
    ]) {
      expect(await middleAuth(openId, '10.8.2.1')).toEqual({
        code: -1,
        message: '参数错误：openId',
        data: null,
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('one IP may create 30 users in 15 minutes; returning users and other IPs still get in', async () => {
    const ip = '10.8.9.1';
    const returning = newOpenId();
    expect((await middleAuth(returning, '10.8.9.9')).code).toBe(0);
    for (let i = 0; i < 29; i += 1) expect((await middleAuth(newOpenId(), ip)).code).toBe(0);
    expect((await middleAuth('too-short', ip)).message).toBe('参数错误：openId');
    const before = await userCount();
    expect(await middleAuth(newOpenId(), ip)).toMatchObject({
      code: -1,
      message: '操作过于频繁，请稍后再试',
    });
    expect(await userCount()).toBe(before);
    expect((await middleAuth(returning, ip)).code).toBe(0);
    expect((await middleAuth(newOpenId(), '10.8.9.2')).code).toBe(0);
  });
});
