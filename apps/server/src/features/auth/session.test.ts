import { SYSTEM_API, SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { maskIdNo } from '@alma/shared/validation/mobile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/accounts.ts';

const BASE_INFO = `${SYSTEM_APP}/user/baseInfo`;
const REFRESH = `${SYSTEM_API}/token/refresh`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user/baseInfo', () => {
  it('answers the user with mobile and ID number masked', async () => {
    const { secrets } = t.deps;
    const { token } = await createUser(t.deps, {
      realName: '王小明',
      nickname: '小明',
      mobileLookup: secrets.lookup('86-13812345678'),
      mobileBox: secrets.seal('86-13812345678'),
      idNoBox: secrets.seal('320102199001011234'),
    });
    const answer = await t.get(BASE_INFO, {}, { token });
    expect(answer).toEqual({
      code: 0,
      message: 'success',
      data: { name: '王小明', mobile: '138****5678', idNo: '3201**********1234', nickname: '小明' },
    });
  });

  it('keeps the area code of a number outside the mainland and answers "" for what is missing', async () => {
    const { secrets } = t.deps;
    const { token } = await createUser(t.deps, { nickname: '', mobileBox: secrets.seal('852-91234567') });
    const answer = await t.get(BASE_INFO, {}, { token });
    expect(answer.data).toEqual({ name: '', mobile: '852-91****67', idNo: '', nickname: '' });
  });

  it('without a token, or with a bogus one, is -997', async () => {
    expect((await t.get(BASE_INFO)).code).toBe(-997);
    expect(await t.get(BASE_INFO, {}, { token: 'bogus-token-value' })).toMatchObject({
      code: -997,
      message: 'token失效',
    });
  });

  it.each([
    ['320102199001011234', '3201**********1234'],
    ['32010219900101123X', '3201**********123X'],
    ['A1234567', '********'],
  ])('maskIdNo(%s) = %s', (idNo, masked) => {
    expect(maskIdNo(idNo)).toBe(masked);
  });
});

describe('token/refresh', () => {
  it('rotates: the new token works and the old one keeps working within the grace period', async () => {
    const { token: old } = await createUser(t.deps);
    const answer = await t.get<string>(REFRESH, {}, { token: old });
    expect(answer.code).toBe(0);
    expect(typeof answer.data).toBe('string');
    expect(answer.data).not.toBe(old);
    expect((await t.get(BASE_INFO, {}, { token: answer.data })).code).toBe(0);
    expect((await t.get(BASE_INFO, {}, { token: old })).code).toBe(0);
  });

  it('the old token dies when its grace is over, and cannot refresh again', async () => {
    const { userId, token: old } = await createUser(t.deps);
    const fresh = (await t.get<string>(REFRESH, {}, { token: old })).data;
    expect((await t.get(REFRESH, {}, { token: old })).code).toBe(-997);
    await t.deps.database.db
      .update(sessions)
      .set({ prevValidUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await t.get(BASE_INFO, {}, { token: old })).code).toBe(-997);
    expect((await t.get(BASE_INFO, {}, { token: fresh })).code).toBe(0);
  });

  it('keeps the session platform', async () => {
    const { userId, token } = await createUser(t.deps, {}, 'wechatMini');
    await t.get(REFRESH, {}, { token });
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.platform)).toEqual(['wechatMini']);
  });

  it('a bogus token or none is -997', async () => {
    expect((await t.get(REFRESH, {}, { token: 'not-a-real-token' })).code).toBe(-997);
    expect((await t.get(REFRESH)).code).toBe(-997);
  });
});
