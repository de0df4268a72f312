import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { userIdOf } from '../../../test/wechat-fixtures.ts';
import { smsCodes, users } from '../../db/schema/accounts.ts';
import { USER } from '../../db/seed/demo-ids.ts';
import { DEMO_LOGIN } from '../../db/seed/donors-data.ts';
import { seedDemoIfEmpty } from '../../db/seed/seed-demo.ts';
import { mobileLookup, normaliseMobile, storedMobile } from '../../security/mobile-number.ts';

/**
 * One mobile however it is typed: found by probing the API, 086-139… and 0086-139… were taken
 * as foreign numbers, each passing the per-mobile SMS limit again and signing in as another account.
 */
const GET_CODE = `${SYSTEM_APP}/user/getSmsCode`;
const MOBILE_LOGIN = `${SYSTEM_APP}/user/mobileLogin`;
/** The demo alumnus's mobile (ALUMNI_LOGIN), seeded before any of these ways of typing it. */
const FORMS = ['13900000000', '086-13900000000', '0086 13900000000', '+8613900000000', '86 139-0000-0000'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  await seedDemoIfEmpty(t.deps);
});
afterAll(() => t.close());

const askCode = (mobile: string, ip: string) => t.post(GET_CODE, { mobile }, fromIp(ip));

/** Moves the number's codes back past the per-minute limit instead of waiting. */
async function ageCodes(seconds: number): Promise<void> {
  const lookup = t.deps.secrets.lookup('86-13900000000');
  await t.deps.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.mobileLookup, lookup));
}

describe('normaliseMobile', () => {
  it.each([
    ['44-07911123456', { areaCode: '44', number: '7911123456' }],
    ['+44-7911 123456', { areaCode: '44', number: '7911123456' }],
    ['852-9123-4567', { areaCode: '852', number: '91234567' }],
    ['1-4155550', null],
    ['999-12345678', null],
    ['0086 139 0000 0000', { areaCode: '86', number: '13900000000' }],
  ])('%s → %j', (raw, normal) => {
    expect(normaliseMobile(raw)).toEqual(normal);
  });

  it('keeps the stored form of the demo data, so seeded donors are found by the same hash', () => {
    const mobile = normaliseMobile('+86 138 0000 0000');
    expect(mobile && storedMobile(mobile)).toBe(DEMO_LOGIN.mobile);
    expect(mobile && mobileLookup(t.deps.secrets, mobile)).toBe(t.deps.secrets.lookup(DEMO_LOGIN.mobile));
  });
});

describe('a mobile typed in different ways', () => {
  it('is one mobile to the per-minute SMS limit: one code is sent', async () => {
    const answers = [];
    for (const [i, mobile] of FORMS.entries()) answers.push(await askCode(mobile, `10.9.0.${i + 1}`));
    expect(answers[0]).toMatchObject({ code: 0 });
    for (const answer of answers.slice(1)) expect(answer.message).toMatch(/请\d+秒后再试$/);
    expect(t.sms).toHaveLength(1);
    expect(t.sms[0]?.mobile).toEqual({ areaCode: '86', number: '13900000000' });
  });

  it('signs in as one account: the seeded alumnus, whatever the way of typing', async () => {
    const signedIn: number[] = [];
    for (const [i, mobile] of FORMS.slice(1).entries()) {
      await ageCodes(61);
      expect(await askCode(mobile, `10.9.1.${i + 1}`)).toMatchObject({ code: 0 });
      const code = t.sms.at(-1)?.code ?? '';
      const login = await t.post<{ token: string }>(MOBILE_LOGIN, { mobile, code });
      expect(login).toMatchObject({ code: 0, data: { isRegister: 1 } });
      signedIn.push(await userIdOf(t, login.data.token));
    }
    expect(new Set(signedIn)).toEqual(new Set([USER.alumni]));
    const [{ n } = { n: 0 }] = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.mobileLookup, t.deps.secrets.lookup('86-13900000000')));
    expect(n).toBe(1);
  });
});
