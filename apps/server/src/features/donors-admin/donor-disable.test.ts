import type { TDonorDetail, TDonorRow } from '@alma/shared/admin-api/donors';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import type { TPage } from '@alma/shared/api/common';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createPasswordUser, fromIp, sha256hex } from '../../../test/auth-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authoriseInDemo, userIdOf } from '../../../test/wechat-fixtures.ts';
import { sessions, smsCodes, users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/site.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { startSession } from '../sessions/service.ts';

const PUBLIC = 'https://give.example.edu.cn';
const DISABLED_ZH = '该账号已停用，请联系基金会';
const DISABLED_EN = 'This account has been disabled. Please contact the foundation.';
const MOBILE = '86-13700000042';

let t: TestApp;
let admin: AdminClient;
let donorId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: '1' });
  admin = await signedInAs(t, 'administrator');
  donorId = await createPasswordUser(t.deps, 'zhou-disable', 'zhou-pass', {
    nickname: '周同学',
    mobileLookup: t.deps.secrets.lookup(MOBILE),
    mobileBox: t.deps.secrets.seal(MOBILE),
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call from its own address, so no login limit bites here. */
const freshIp = () => `10.42.0.${++ipCounter}`;

const setDisabled = (client: AdminClient, id: number, body: unknown, query?: Record<string, string>) =>
  client.call<{ error: { message: string; field?: string } } | null>(
    'PUT',
    `/donors/${id}/disabled`,
    body,
    query,
  );
const passLogin = (password: string, language?: 'English') =>
  t.post<{ isRegister: number; token: string }>(
    SPEC_PATHS.user.passLogin,
    { username: 'zhou-disable', password: sha256hex(password), ...(language ? { language } : {}) },
    fromIp(freshIp()),
  );
const baseInfo = (token: string) => t.get(SPEC_PATHS.user.baseInfo, {}, { token });
const refresh = (token: string) => t.get<string>(SPEC_PATHS.system.tokenRefresh, {}, { token });

/** Asks a code and logs in with it; earlier codes are moved back in time, past the per-minute limit. */
async function smsLogin(mobile: string, language?: 'English') {
  await t.deps.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.mobileLookup, t.deps.secrets.lookup(mobile)));
  const sent = await t.post(SPEC_PATHS.user.getSmsCode, { mobile }, fromIp(freshIp()));
  expect(sent.code).toBe(0);
  const number = mobile.replace(/^86-/, '');
  const code = t.sms.findLast((entry) => entry.mobile.number === number)?.code ?? '';
  return t.post<{ token: string }>(SPEC_PATHS.user.mobileLogin, {
    mobile,
    code,
    ...(language ? { language } : {}),
  });
}

async function sessionCount(userId: number): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return Number(row?.n ?? 0);
}

async function usersWithMobile(whole: string): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.mobileLookup, t.deps.secrets.lookup(whole)));
  return Number(row?.n ?? 0);
}

async function auditRows(action: string, id: number) {
  return t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
}

const detailOf = async (id: number) => (await admin.call<TDonorDetail>('GET', `/donors/${id}`)).body;

describe('PUT /donors/:id/disabled refusals', () => {
  it.each<TStaffRole>(['project_manager', 'finance', 'fulfilment', 'content_editor'])(
    'answers 403 to %s and changes nothing',
    async (role) => {
      const other = await signedInAs(t, role);
      expect((await setDisabled(other, donorId, { disabled: true })).status).toBe(403);
      expect((await detailOf(donorId)).disabled).toBe(false);
    },
  );

  it('answers 404 for a donor that does not exist', async () => {
    expect((await setDisabled(admin, 999_999, { disabled: true })).status).toBe(404);
  });

  it('answers 400 naming the field in the staff language for a bad body, and changes nothing', async () => {
    const token = await startSession(t.deps.database.db, donorId, 'pc');
    const zh = await setDisabled(admin, donorId, { disabled: 'yes' });
    expect(zh.status).toBe(400);
    expect(zh.body?.error).toMatchObject({ field: 'disabled', message: '停用格式不正确' });
    const en = await setDisabled(admin, donorId, {}, { language: 'English' });
    expect(en.status).toBe(400);
    expect(en.body?.error).toMatchObject({ field: 'disabled', message: 'Disabled is required' });
    expect((await detailOf(donorId)).disabled).toBe(false);
    expect((await baseInfo(token)).code).toBe(0);
    expect(await auditRows('donor.disable', donorId)).toEqual([]);
  });
});

describe('a disabled donor', () => {
  it('is signed out everywhere at once and refused by password and SMS login, with no session or account made', async () => {
    const login = await passLogin('zhou-pass');
    expect(login.code).toBe(0);
    const older = await startSession(t.deps.database.db, donorId, 'wechatMini');
    expect((await baseInfo(login.data.token)).code).toBe(0);
    const sessionsBefore = await sessionCount(donorId);
    expect(sessionsBefore).toBeGreaterThanOrEqual(2);

    expect((await setDisabled(admin, donorId, { disabled: true })).status).toBe(204);

    expect(await sessionCount(donorId)).toBe(0);
    expect(await baseInfo(login.data.token)).toMatchObject({ code: -997 });
    expect(await baseInfo(older)).toMatchObject({ code: -997 });
    expect(await refresh(login.data.token)).toMatchObject({ code: -997 });

    expect(await passLogin('zhou-pass')).toEqual({ code: -1, message: DISABLED_ZH, data: null });
    expect(await passLogin('zhou-pass', 'English')).toMatchObject({ code: -1, message: DISABLED_EN });
    // A wrong password still says only that: the refusal tells nothing to someone guessing.
    expect((await passLogin('not-the-pass')).message).toBe('账号或密码错误');

    expect(await smsLogin(MOBILE)).toEqual({ code: -1, message: DISABLED_ZH, data: null });
    expect(await smsLogin(MOBILE, 'English')).toMatchObject({ code: -1, message: DISABLED_EN });
    expect(await usersWithMobile(MOBILE)).toBe(1);
    expect(await sessionCount(donorId)).toBe(0);

    const [row] = await auditRows('donor.disable', donorId);
    expect(row).toMatchObject({
      staffUsername: admin.me.username,
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: sessionsBefore },
    });
    const detail = await detailOf(donorId);
    expect(detail.disabled).toBe(true);
    const list = await admin.call<TPage<TDonorRow>>('GET', '/donors', undefined, { s: 'zhou-disable' });
    expect(list.body.rows).toEqual([expect.objectContaining({ id: donorId, disabled: true })]);

    // Asking again for the state it is in changes nothing and records nothing more.
    expect((await setDisabled(admin, donorId, { disabled: true })).status).toBe(204);
    expect(await auditRows('donor.disable', donorId)).toHaveLength(1);
  });

  it('has no token accepted even where a session row outlived the disable', async () => {
    const { userId, token } = await createUser(t.deps);
    await t.deps.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    expect(await sessionCount(userId)).toBe(1);
    expect(await baseInfo(token)).toMatchObject({ code: -997 });
    expect(await refresh(token)).toMatchObject({ code: -997 });
  });

  it('can log in again once enabled', async () => {
    expect((await setDisabled(admin, donorId, { disabled: false })).status).toBe(204);
    const login = await passLogin('zhou-pass');
    expect(login).toMatchObject({ code: 0, data: { isRegister: 1 } });
    expect((await baseInfo(login.data.token)).code).toBe(0);
    expect((await smsLogin(MOBILE)).code).toBe(0);
    expect(await sessionCount(donorId)).toBe(2);
    const [row] = await auditRows('donor.enable', donorId);
    expect(row).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
    expect((await detailOf(donorId)).disabled).toBe(false);
  });

  it('is refused by WeChat authorisation and by the mini-program login', async () => {
    const page = `${PUBLIC}/#/mine`;
    const first = await authoriseInDemo(t, page);
    const token = (
      await t.get<{ token: string }>(SPEC_PATHS.user.getAuthToken, { billType: 2, code: first.code })
    ).data.token;
    const wechatUser = await userIdOf(t, token);
    expect((await setDisabled(admin, wechatUser, { disabled: true })).status).toBe(204);
    expect(await baseInfo(token)).toMatchObject({ code: -997 });
    const again = await authoriseInDemo(t, page, { cookie: first.cookie });
    const refused = await t.get(SPEC_PATHS.user.getAuthToken, {
      billType: 2,
      code: again.code,
      language: 'English',
    });
    expect(refused).toEqual({ code: -1, message: DISABLED_EN, data: null });
    expect(await sessionCount(wechatUser)).toBe(0);

    await t.deps.database.db
      .insert(settings)
      .values({ key: 'middle_auth_enabled', value: '1' })
      .onConflictDoUpdate({ target: settings.key, set: { value: '1' } });
    const openId = `oDisabled_${'x'.repeat(18)}`;
    const mini = await t.post<string>(SPEC_PATHS.user.middleAuth, { openId }, fromIp(freshIp()));
    const miniUser = await userIdOf(t, mini.data);
    expect((await setDisabled(admin, miniUser, { disabled: true })).status).toBe(204);
    expect(await t.post(SPEC_PATHS.user.middleAuth, { openId }, fromIp(freshIp()))).toEqual({
      code: -1,
      message: DISABLED_ZH,
      data: null,
    });
    expect(await sessionCount(miniUser)).toBe(0);
  });
});
