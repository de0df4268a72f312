import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createPasswordUser, fromIp, sha256hex } from '../../../test/auth-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authoriseInDemo, userIdOf } from '../../../test/wechat-fixtures.ts';
import { sessions, smsCodes, users } from '../../db/schema/accounts.ts';
import { startSession } from '../sessions/service.ts';

const PUBLIC = 'https://give.example.edu.cn';
const MOBILE = '86-13700000077';

let t: TestApp;
let finance: AdminClient;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: '1' });
  finance = await signedInAs(t, 'finance');
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.43.0.${++ipCounter}`;
const merge = async (keptId: number, mergedId: number) => {
  const answer = await finance.call<{ mergeId: number }>('POST', `/donors/${keptId}/merge`, { mergedId });
  expect(answer.status).toBe(200);
  return answer.body.mergeId;
};
const undo = async (mergeId: number) =>
  expect((await finance.call('POST', `/donors/merges/${mergeId}/undo`, {})).status).toBe(204);
const baseInfo = (token: string) => t.get(SPEC_PATHS.user.baseInfo, {}, { token });
const passLogin = (username: string, password: string) =>
  t.post<{ token: string }>(
    SPEC_PATHS.user.passLogin,
    { username, password: sha256hex(password) },
    fromIp(freshIp()),
  );

async function smsLogin(mobile: string) {
  await t.deps.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.mobileLookup, t.deps.secrets.lookup(mobile)));
  expect((await t.post(SPEC_PATHS.user.getSmsCode, { mobile }, fromIp(freshIp()))).code).toBe(0);
  const number = mobile.replace(/^86-/, '');
  const code = t.sms.findLast((entry) => entry.mobile.number === number)?.code ?? '';
  return t.post<{ token: string }>(SPEC_PATHS.user.mobileLogin, { mobile, code });
}

const sessionCount = async (userId: number) =>
  Number(
    (await t.deps.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]
      ?.n ?? 0,
  );

describe('signing in after a merge', () => {
  it('reaches the kept donor by password and by SMS code; the merged record’s sessions end', async () => {
    const { userId: keptId, token: keptToken } = await createUser(t.deps, { nickname: '保留的' });
    const mergedId = await createPasswordUser(t.deps, 'merge-login', 'merge-pass', {
      mobileLookup: t.deps.secrets.lookup(MOBILE),
      mobileBox: t.deps.secrets.seal(MOBILE),
    });
    const before = (await passLogin('merge-login', 'merge-pass')).data.token;
    expect(await userIdOf(t, before)).toBe(mergedId);

    const mergeId = await merge(keptId, mergedId);
    expect(await baseInfo(before)).toMatchObject({ code: -997 });
    expect(await sessionCount(mergedId)).toBe(0);
    expect((await baseInfo(keptToken)).code).toBe(0);

    const byPassword = await passLogin('merge-login', 'merge-pass');
    expect(byPassword.code).toBe(0);
    expect(await userIdOf(t, byPassword.data.token)).toBe(keptId);
    const bySms = await smsLogin(MOBILE);
    expect(bySms.code).toBe(0);
    expect(await userIdOf(t, bySms.data.token)).toBe(keptId);
    const withMobile = await t.deps.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.mobileLookup, t.deps.secrets.lookup(MOBILE)));
    expect(Number(withMobile[0]?.n)).toBe(1);

    // Undone: the merged record signs in as itself again, and the kept record's sessions (some of
    // them opened through the merged record's sign-ins) end.
    await undo(mergeId);
    expect(await baseInfo(byPassword.data.token)).toMatchObject({ code: -997 });
    expect(await baseInfo(keptToken)).toMatchObject({ code: -997 });
    const again = await passLogin('merge-login', 'merge-pass');
    expect(await userIdOf(t, again.data.token)).toBe(mergedId);
  });

  it('reaches the kept donor from a WeChat authorisation, through a chain of merges', async () => {
    const page = `${PUBLIC}/#/mine`;
    const first = await authoriseInDemo(t, page);
    const token = (
      await t.get<{ token: string }>(SPEC_PATHS.user.getAuthToken, { billType: 2, code: first.code })
    ).data.token;
    const wechatId = await userIdOf(t, token);
    const { userId: middle } = await createUser(t.deps, { nickname: '中间的' });
    const { userId: last } = await createUser(t.deps, { nickname: '最后的' });
    await merge(middle, wechatId);
    await merge(last, middle);

    const again = await authoriseInDemo(t, page, { cookie: first.cookie });
    const signedIn = await t.get<{ token: string }>(SPEC_PATHS.user.getAuthToken, {
      billType: 2,
      code: again.code,
    });
    expect(signedIn.code).toBe(0);
    expect(await userIdOf(t, signedIn.data.token)).toBe(last);
  });

  it('is refused when the kept donor is disabled, as that donor’s own sign-in is', async () => {
    const { userId: keptId } = await createUser(t.deps, { nickname: '停用的保留记录' });
    const { userId: mergedId } = await createUser(t.deps, { nickname: '被合并的' });
    await merge(keptId, mergedId);
    expect((await finance.call('PUT', `/donors/${keptId}/disabled`, { disabled: true })).status).toBe(403);
    const administrator = await signedInAs(t, 'administrator');
    expect((await administrator.call('PUT', `/donors/${keptId}/disabled`, { disabled: true })).status).toBe(
      204,
    );
    await expect(startSession(t.deps.database.db, mergedId, 'pc')).rejects.toThrow('auth.accountDisabled');
    expect(await sessionCount(keptId)).toBe(0);
  });
});
