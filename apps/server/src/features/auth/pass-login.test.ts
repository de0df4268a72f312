import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordUser, fromIp, sha256hex } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/accounts.ts';

type Login = { isRegister: 0 | 1; token: string };
const PASS_LOGIN = `${SYSTEM_APP}/user/passLogin`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

function login(username: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  return t.post<Login>(PASS_LOGIN, { username, password: sha256hex(password), ...extra }, fromIp(ip));
}

describe('passLogin', () => {
  it('answers a token for the right password, and the token opens baseInfo', async () => {
    const userId = await createPasswordUser(t.deps, 'alice', 'alice-pass', { realName: '李爱丽' });
    const answer = await login('alice', 'alice-pass', '10.0.1.1', { platform: 'wechatMini' });
    expect(answer).toMatchObject({ code: 0, data: { isRegister: 1 } });
    expect(answer.data.token.length).toBeGreaterThanOrEqual(22);

    const info = await t.get(`${SYSTEM_APP}/user/baseInfo`, {}, { token: answer.data.token });
    expect(info).toMatchObject({ code: 0, data: { name: '李爱丽' } });
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.platform)).toEqual(['wechatMini']);
    expect(rows[0]?.tokenHash).not.toContain(answer.data.token);
  });

  it('keeps the session on pc when no platform is given', async () => {
    const userId = await createPasswordUser(t.deps, 'pcuser', 'pc-pass');
    expect((await login('pcuser', 'pc-pass', '10.0.1.2')).code).toBe(0);
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.platform)).toEqual(['pc']);
  });

  it('an unknown username answers isRegister 0 with an empty token', async () => {
    const answer = await login('nobody-here', 'whatever', '10.0.1.3');
    expect(answer).toEqual({ code: 0, message: 'success', data: { isRegister: 0, token: '' } });
  });

  it('a wrong password is -1 账号或密码错误, in English when asked', async () => {
    await createPasswordUser(t.deps, 'bob', 'bob-pass');
    expect(await login('bob', 'not-bob', '10.0.1.4')).toMatchObject({ code: -1, message: '账号或密码错误' });
    const english = await login('bob', 'not-bob', '10.0.1.4', { language: 'English' });
    expect(english).toMatchObject({ code: -1, message: 'Wrong account or password', data: null });
  });

  it('a password that is not SHA-256 hex is refused as a bad field', async () => {
    const answer = await t.post(PASS_LOGIN, { username: 'bob', password: 'plain-text' }, fromIp('10.0.1.5'));
    expect(answer).toMatchObject({ code: -1, message: '参数错误：password' });
  });

  it('after 5 failed tries on a username even the right password is refused', async () => {
    await createPasswordUser(t.deps, 'carol', 'carol-pass');
    for (let i = 0; i < 5; i += 1) {
      const ip = `10.0.2.${i + 1}`;
      expect(await login('carol', `guess-${i}`, ip)).toMatchObject({ code: -1, message: '账号或密码错误' });
    }
    expect(await login('carol', 'carol-pass', '10.0.2.99')).toMatchObject({
      code: -1,
      message: '操作过于频繁，请稍后再试',
    });
    const english = await login('carol', 'carol-pass', '10.0.2.99', { language: 'English' });
    expect(english.message).toBe('Too many attempts, please try again later');
  });

  it('successful logins do not use up the failure allowance', async () => {
    await createPasswordUser(t.deps, 'dave', 'dave-pass');
    for (let i = 0; i < 7; i += 1) expect((await login('dave', 'dave-pass', '10.0.3.1')).code).toBe(0);
    expect((await login('dave', 'wrong', '10.0.3.1')).message).toBe('账号或密码错误');
  });

  it('one IP gets 20 failed tries across usernames, then is refused; other IPs are not', async () => {
    await createPasswordUser(t.deps, 'erin', 'erin-pass');
    const ip = '10.0.4.1';
    for (let i = 0; i < 19; i += 1) expect((await login(`ghost-${i}`, 'x', ip)).data.isRegister).toBe(0);
    expect((await login('erin', 'wrong', ip)).message).toBe('账号或密码错误');
    expect((await login('erin', 'erin-pass', ip)).message).toBe('操作过于频繁，请稍后再试');
    expect(await login('erin', 'erin-pass', '10.0.4.2')).toMatchObject({ code: 0, data: { isRegister: 1 } });
  });
});
