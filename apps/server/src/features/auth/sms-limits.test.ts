import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rateHits, smsCodes } from '../../db/schema/accounts.ts';

const GET_CODE = `${SYSTEM_APP}/user/getSmsCode`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const askCode = (mobile: string, ip: string, language?: 'English') =>
  t.post(GET_CODE, { mobile, ...(language ? { language } : {}) }, fromIp(ip));

/** Moves every stored code back in time instead of waiting (each test uses its own mobile). */
async function ageCodes(mobileWhole: string, seconds: number): Promise<void> {
  await t.deps.database.db.execute(
    sql`update sms_codes set created_at = created_at - make_interval(secs => ${seconds})
        where mobile_lookup = ${t.deps.secrets.lookup(mobileWhole)}`,
  );
}

async function count(table: typeof smsCodes | typeof rateHits): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe('SMS limits', () => {
  it('a malformed mobile is refused with 请输入合法的手机号 and nothing is stored or sent', async () => {
    for (const mobile of [
      '12345',
      '86-2381234567',
      '138-0000-00011',
      'abc',
      '',
      '86-138000000012',
      '999-12345678',
    ]) {
      expect(await askCode(mobile, '10.2.0.1')).toMatchObject({ code: -1, message: '请输入合法的手机号' });
    }
    expect((await askCode('12345', '10.2.0.1', 'English')).message).toBe(
      'Please enter a valid mobile number',
    );
    expect(await count(smsCodes)).toBe(0);
    expect(await count(rateHits)).toBe(0);
    expect(t.sms).toHaveLength(0);
  });

  it('refuses a second code within a minute, saying how long to wait', async () => {
    expect((await askCode('13900000001', '10.2.1.1')).code).toBe(0);
    const again = await askCode('86-13900000001', '10.2.1.2');
    expect(again.code).toBe(-1);
    const seconds = Number(/请(\d+)秒后再试/.exec(again.message)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    const english = await askCode('13900000001', '10.2.1.2', 'English');
    expect(english.message).toMatch(/^Please wait \d+ seconds before asking again$/);
    await ageCodes('86-13900000001', 61);
    expect((await askCode('13900000001', '10.2.1.2')).code).toBe(0);
    expect(t.sms.filter((entry) => entry.mobile.number === '13900000001')).toHaveLength(2);
  });

  it('allows 5 codes an hour and 10 a day per mobile', async () => {
    const whole = '86-13900000002';
    for (let i = 0; i < 5; i += 1) {
      expect((await askCode(whole, '10.2.2.1')).code).toBe(0);
      await ageCodes(whole, 61);
    }
    expect(await askCode(whole, '10.2.2.1')).toMatchObject({
      code: -1,
      message: '验证码发送次数过多，请稍后再试',
    });
    await ageCodes(whole, 3600);
    for (let i = 0; i < 5; i += 1) {
      expect((await askCode(whole, '10.2.2.1')).code).toBe(0);
      await ageCodes(whole, 61);
    }
    await ageCodes(whole, 3600);
    expect(await askCode(whole, '10.2.2.1')).toMatchObject({
      code: -1,
      message: '今日验证码发送次数已达上限',
    });
    await ageCodes(whole, 24 * 3600);
    expect((await askCode(whole, '10.2.2.1')).code).toBe(0);
  });

  it('limits one IP to 20 codes an hour across different mobiles', async () => {
    const ip = '10.2.3.1';
    const before = t.sms.length;
    for (let i = 0; i < 20; i += 1) {
      expect((await askCode(`1370000${String(i).padStart(4, '0')}`, ip)).code).toBe(0);
    }
    expect(await askCode('13700009999', ip)).toMatchObject({ code: -1, message: '操作过于频繁，请稍后再试' });
    expect(t.sms.length - before).toBe(20);
    expect((await askCode('13700009999', '10.2.3.2')).code).toBe(0);
  });

  it('the per-mobile minute limit holds under concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => askCode('13900000003', `10.2.4.${i + 1}`)),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
  });

  it('accepts numbers outside the mainland as areaCode-number', async () => {
    expect((await askCode('852-91234567', '10.2.5.1')).code).toBe(0);
    expect(t.sms.at(-1)?.mobile).toEqual({ areaCode: '852', number: '91234567' });
  });
});
