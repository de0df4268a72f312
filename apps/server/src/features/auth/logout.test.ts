import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSession } from '../sessions/service.ts';

const LOGOUT = SPEC_PATHS.system.tokenLogout;
const BASE_INFO = SPEC_PATHS.user.baseInfo;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = (token: string | null) => t.post(LOGOUT, {}, { token });

describe('token/logout', () => {
  it('is our path under the prefix of token/refresh', () => {
    expect(LOGOUT).toBe('/uplus-system/api/v1/token/logout');
  });

  it('ends the caller’s session: the token answers -997 afterwards, and cannot be refreshed', async () => {
    const { token } = await createUser(t.deps);
    expect((await t.get(BASE_INFO, {}, { token })).code).toBe(0);
    expect(await logout(token)).toEqual({ code: 0, message: 'success', data: null });
    expect(await t.get(BASE_INFO, {}, { token })).toMatchObject({ code: -997 });
    expect(await t.get(SPEC_PATHS.system.tokenRefresh, {}, { token })).toMatchObject({ code: -997 });
  });

  it('leaves the user’s other sessions alone', async () => {
    const { userId, token } = await createUser(t.deps);
    const other = await startSession(t.deps.database.db, userId, 'pc');
    await logout(token);
    expect((await t.get(BASE_INFO, {}, { token: other })).code).toBe(0);
  });

  it('ends the session from the token a refresh just replaced, as that token still works briefly', async () => {
    const { token } = await createUser(t.deps);
    const fresh = await t.get<string>(SPEC_PATHS.system.tokenRefresh, {}, { token });
    expect(fresh.code).toBe(0);
    await logout(token);
    expect(await t.get(BASE_INFO, {}, { token: fresh.data })).toMatchObject({ code: -997 });
  });

  it('answers success without a token or with one that is no longer valid, so logging out never fails', async () => {
    expect((await logout(null)).code).toBe(0);
    expect((await logout('not-a-token')).code).toBe(0);
    const { token } = await createUser(t.deps);
    await logout(token);
    expect((await logout(token)).code).toBe(0);
  });

  it('is a spec call: unsigned, it is refused and ends nothing', async () => {
    const { token } = await createUser(t.deps);
    const response = await t.app.inject({ method: 'POST', url: LOGOUT, headers: { authorization: token } });
    expect(response.json()).toMatchObject({ code: -1, message: '请求签名缺失' });
    expect((await t.get(BASE_INFO, {}, { token })).code).toBe(0);
  });
});
