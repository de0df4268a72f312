import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions, smsCodes, users } from '../../db/schema/accounts.ts';

type Login = { isRegister: 0 | 1; token: string };
const GET_CODE = `${SYSTEM_APP}/user/getSmsCode`;
const MOBILE_LOGIN = `${SYSTEM_APP}/user/mobileLogin`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test asks from its own address, so the per-IP limit only bites where it is tested. */
const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const askCode = (mobile: string, ip: string, language?: 'English') =>
  t.post(GET_CODE, { mobile, ...(language ? { language } : {}) }, fromIp(ip));
const loginWith = (mobile: string, code: string, extra: Record<string, unknown> = {}) =>
  t.post<Login>(MOBILE_LOGIN, { mobile, code, ...extra });

function lastCodeFor(number: string): string {
  const sent = t.sms.findLast((entry) => entry.mobile.number === number);
  if (!sent) throw new Error(`no code sent to ${number}`);
  return sent.code;
}

const lookupOf = (whole: string) => t.deps.secrets.lookup(whole);

/** Moves a mobile's codes back in time instead of waiting. */
async function ageCodes(whole: string, seconds: number): Promise<void> {
  await t.deps.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.mobileLookup, lookupOf(whole)));
}

describe('getSmsCode + mobileLogin', () => {
  it('sends a 6-digit code, stores neither it nor the mobile in the clear, and logs in once', async () => {
    const sent = await askCode('86-13800000001', freshIp());
    expect(sent).toEqual({ code: 0, message: '验证码已发送', data: null });
    const code = lastCodeFor('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.deps.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobileLookup, lookupOf('86-13800000001')));
    expect(row?.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain('13800000001');

    const first = await loginWith('13800000001', code, { platform: 'wechatH5' });
    expect(first).toMatchObject({ code: 0, data: { isRegister: 1 } });
    const info = await t.get(`${SYSTEM_APP}/user/baseInfo`, {}, { token: first.data.token });
    expect(info).toMatchObject({ code: 0, data: { mobile: '138****0001', nickname: '' } });
    const [user] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.mobileLookup, lookupOf('86-13800000001')));
    expect(user?.mobileBox && t.deps.secrets.open(user.mobileBox)).toBe('86-13800000001');
    const platforms = await t.deps.database.db
      .select({ platform: sessions.platform })
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? 0));
    expect(platforms).toEqual([{ platform: 'wechatH5' }]);

    expect(await loginWith('86-13800000001', code)).toMatchObject({
      code: -1,
      message: '验证码错误或已失效',
    });
  });

  it('a second login with a new code finds the same user', async () => {
    await askCode('13800000002', freshIp());
    expect((await loginWith('13800000002', lastCodeFor('13800000002'))).code).toBe(0);
    await ageCodes('86-13800000002', 120);
    await askCode('13800000002', freshIp());
    expect((await loginWith('13800000002', lastCodeFor('13800000002'))).code).toBe(0);
    const rows = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileLookup, lookupOf('86-13800000002')));
    expect(rows).toHaveLength(1);
  });

  it('5 wrong tries kill the code: the right one then fails too', async () => {
    await askCode('13800000003', freshIp());
    const code = lastCodeFor('13800000003');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await loginWith('13800000003', wrong)).code).toBe(-1);
    expect(await loginWith('13800000003', code)).toMatchObject({ code: -1, message: '验证码错误或已失效' });
  });

  it('4 wrong tries still leave the right code usable', async () => {
    await askCode('13800000004', freshIp());
    const code = lastCodeFor('13800000004');
    for (let i = 0; i < 4; i += 1) expect((await loginWith('13800000004', '12345x')).code).toBe(-1);
    expect((await loginWith('13800000004', code)).code).toBe(0);
  });

  it('an expired code fails', async () => {
    await askCode('13800000005', freshIp());
    await t.deps.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobileLookup, lookupOf('86-13800000005')));
    expect((await loginWith('13800000005', lastCodeFor('13800000005'))).message).toBe('验证码错误或已失效');
  });

  it('of two concurrent logins with one code only one wins', async () => {
    await askCode('13800000006', freshIp());
    const code = lastCodeFor('13800000006');
    const answers = await Promise.all([loginWith('13800000006', code), loginWith('13800000006', code)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([-1, 0]);
  });

  it('a code is tied to its mobile', async () => {
    await askCode('13800000007', freshIp());
    expect((await loginWith('13800000008', lastCodeFor('13800000007'))).code).toBe(-1);
  });
});
