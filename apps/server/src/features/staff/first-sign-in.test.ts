import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import type { TStaffMe } from '@alma/shared/admin-api/session';
import type { TStaffRow } from '@alma/shared/admin-api/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminClient,
  adminRequest,
  createStaffMember,
  signedInAs,
  signInStaff,
  type TestStaff,
} from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { totpCode } from '../../security/totp.ts';

/**
 * Issue 21, defect 13: an administrator's new account proves its authenticator with a first code,
 * changes its password at the first sign-in, shows 最后登录, and every refused sign-in is audited.
 */

let t: TestApp;
let admin: AdminClient & { member: TestStaff };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'administrator');
});
afterAll(async () => {
  await t.close();
});

let counter = 0;

/** An account made the way the console makes one: POST /staff by an administrator. */
async function invite(role: TestStaff['role'] = 'finance'): Promise<TestStaff> {
  counter += 1;
  const username = `invited${counter}-${process.pid}`;
  const password = `first-password-${counter}`;
  const created = await admin.call<{ staff: TStaffRow; enrolment: { secret: string } }>('POST', '/staff', {
    username,
    displayName: '新同事',
    role,
    password,
  });
  expect(created.status).toBe(201);
  expect(created.body.staff).toMatchObject({ totpConfirmed: false, mustChangePassword: true });
  return { id: created.body.staff.id, username, password, secret: created.body.enrolment.secret, role };
}

const confirm = (member: TestStaff, totp: string) =>
  admin.call<TStaffRow & { error: { code: string; message: string; field?: string } }>(
    'POST',
    `/staff/${member.id}/confirm-totp`,
    { totp },
  );

/** A code none of the three steps the server accepts now would give. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, new Date(now + steps * 30_000))));
  for (let guess = 0; ; guess += 1) {
    const code = String(guess).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** POST /session from an address of the test's own (the per-address limit is 20 per 15 minutes). */
function login(body: Record<string, string>, remoteAddress = '127.0.0.1', language = 'zh_CN') {
  return t.app.inject({
    method: 'POST',
    url: `${ADMIN_API_PREFIX}/session`,
    payload: body,
    headers: { language },
    remoteAddress,
  });
}

type AuditRow = { action: string; staffId: number | null; staffUsername: string; after: unknown; ip: string };
async function failuresOf(username: string): Promise<AuditRow[]> {
  const page = await admin.call<{ rows: AuditRow[] }>('GET', '/audit', undefined, {
    action: 'session.signInFailed',
    pageSize: '100',
  });
  return page.body.rows.filter((row) => row.staffUsername === username);
}

async function staffRowOf(id: number): Promise<TStaffRow | undefined> {
  const page = await admin.call<{ rows: TStaffRow[] }>('GET', '/staff', undefined, { pageSize: '100' });
  return page.body.rows.find((row) => row.id === id);
}

describe('the authenticator is confirmed by its first code', () => {
  it('refuses a wrong first code with a clear message and changes nothing; the right one enrols', async () => {
    const member = await invite();
    const wrong = await confirm(member, wrongCode(member.secret));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe('totp');
    expect(wrong.body.error.message).toBe(
      '验证码不正确：请确认已扫描本次显示的二维码，并输入验证器当前显示的 6 位数字',
    );
    expect(await staffRowOf(member.id)).toMatchObject({ totpConfirmed: false });

    // Not yet proven: even the right password and code sign nothing in, in the usual words.
    const early = await login(
      { username: member.username, password: member.password, totp: totpCode(member.secret, new Date()) },
      '10.0.1.1',
    );
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe('用户名、密码或动态验证码错误');
    expect((await failuresOf(member.username)).map((row) => row.after)).toEqual([
      { username: member.username, reason: 'totpNotConfirmed' },
    ]);

    const right = await confirm(member, totpCode(member.secret, new Date()));
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ id: member.id, totpConfirmed: true });
    const again = await confirm(member, totpCode(member.secret, new Date()));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('该账号的身份验证器已绑定');

    // The code read back is not spent: the new member signs in with it a moment later.
    const client = await signInStaff(t, member);
    expect(client.me.username).toBe(member.username);
    const trail = await admin.call<{ rows: Array<{ action: string }> }>('GET', '/audit', undefined, {
      targetType: 'staff',
      targetId: String(member.id),
    });
    expect(trail.body.rows.map((row) => row.action)).toEqual([
      'session.signIn',
      'staff.confirmTotp',
      'session.signInFailed',
      'staff.create',
    ]);
  });

  it('a reset authenticator waits for its first code again; nobody resets their own', async () => {
    const member = await invite('fulfilment');
    expect((await confirm(member, totpCode(member.secret, new Date()))).status).toBe(200);
    const reset = await admin.call<{ secret: string }>('POST', `/staff/${member.id}/reset-totp`, {});
    expect(reset.status).toBe(200);
    expect(await staffRowOf(member.id)).toMatchObject({ totpConfirmed: false });
    const fresh = { ...member, secret: reset.body.secret };
    const early = await login(
      { username: member.username, password: member.password, totp: totpCode(fresh.secret, new Date()) },
      '10.0.1.2',
    );
    expect(early.statusCode).toBe(403);
    expect((await confirm(fresh, totpCode(fresh.secret, new Date()))).status).toBe(200);
    expect((await signInStaff(t, fresh)).me.username).toBe(member.username);

    const own = await admin.call<{ error: { message: string } }>(
      'POST',
      `/staff/${admin.member.id}/reset-totp`,
      {},
    );
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe('不能重置自己的身份验证器，请由另一位管理员重置');
    expect((await admin.call('GET', '/session')).status).toBe(200);
  });
});

describe('the first sign-in changes the password', () => {
  async function firstSession(): Promise<{ member: TestStaff; client: AdminClient }> {
    const member = await invite('project_manager');
    expect((await confirm(member, totpCode(member.secret, new Date()))).status).toBe(200);
    return { member, client: await signInStaff(t, member) };
  }

  it('limits the session to changing the password: every other route answers 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const { client } = await firstSession();
    expect(client.me.mustChangePassword).toBe(true);
    expect([...client.me.routes].sort()).toEqual([
      'DELETE /session',
      'GET /session',
      'PUT /session/password',
    ]);
    for (const [method, path] of [
      ['GET', '/dashboard'],
      ['GET', '/projects'],
      ['POST', '/categories'],
    ] as const) {
      const refused = await client.call<{ error: { code: string; message: string } }>(method, path, {});
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: '请先修改初始密码，再使用后台',
      });
    }
    expect((await client.call('GET', '/session')).status).toBe(200);
  });

  it('refuses a short password, the old one, the username and a wrong current password, each by its rule', async () => {
    const { member, client } = await firstSession();
    const change = (currentPassword: string, newPassword: string) =>
      client.call<{ error: { message: string; field: string } }>('PUT', '/session/password', {
        currentPassword,
        newPassword,
      });
    const cases: Array<[string, string, string, string]> = [
      [member.password, 'short-9ch', 'newPassword', '新密码至少 10 位'],
      [member.password, member.password, 'newPassword', '新密码不能与当前密码相同'],
      [member.password, member.username.toUpperCase(), 'newPassword', '新密码不能与用户名相同'],
      ['not-the-password', 'a-fine-new-password', 'currentPassword', '当前密码不正确'],
    ];
    for (const [current, next, field, message] of cases) {
      const refused = await change(current, next);
      expect(refused.status, message).toBe(400);
      expect(refused.body.error).toMatchObject({ field, message });
    }
    expect((await client.call('GET', '/dashboard')).status).toBe(403);
    expect((await staffRowOf(member.id))?.mustChangePassword).toBe(true);
  });

  it('after the change the whole role opens, the old password is gone, and the change is audited', async () => {
    const { member, client } = await firstSession();
    const changed = await client.call<TStaffMe>('PUT', '/session/password', {
      currentPassword: member.password,
      newPassword: 'my-own-password-2026',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.mustChangePassword).toBe(false);
    expect(changed.body.routes).toContain('GET /projects');
    expect((await client.call('GET', '/dashboard')).status).toBe(200);
    expect((await staffRowOf(member.id))?.mustChangePassword).toBe(false);

    const later = new Date(Date.now() + 30_000);
    const old = await login(
      { username: member.username, password: member.password, totp: totpCode(member.secret, later) },
      '10.0.2.1',
    );
    expect(old.statusCode).toBe(403);
    const fresh = await signInStaff(t, { ...member, password: 'my-own-password-2026' }, later);
    expect(fresh.me.mustChangePassword).toBe(false);

    const trail = await admin.call<{ rows: Array<{ action: string; after: unknown; staffId: number }> }>(
      'GET',
      '/audit',
      undefined,
      { action: 'staff.changePassword', targetId: String(member.id) },
    );
    expect(trail.body.rows).toHaveLength(1);
    expect(trail.body.rows[0]).toMatchObject({ staffId: member.id, after: { reason: 'required' } });
    expect(JSON.stringify(trail.body)).not.toContain('my-own-password-2026');
  });

  it('a password an administrator resets is changed at the next sign-in', async () => {
    const member = await signedInAs(t, 'content_editor');
    const reset = await admin.call('POST', `/staff/${member.member.id}/reset-password`, {
      password: 'set-by-the-admin-1',
    });
    expect(reset.status).toBe(204);
    expect((await staffRowOf(member.member.id))?.mustChangePassword).toBe(true);
    const client = await signInStaff(
      t,
      { ...member.member, password: 'set-by-the-admin-1' },
      new Date(Date.now() + 30_000),
    );
    expect(client.me.mustChangePassword).toBe(true);
    const refused = await client.call<{ error: { code: string } }>('GET', '/projects');
    expect(refused.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});

describe('最后登录', () => {
  it('is empty before the first sign-in and shows the time and address of the last one', async () => {
    const member = await invite('finance');
    expect(await staffRowOf(member.id)).toMatchObject({ lastSignInAt: null, lastSignInIp: null });
    expect((await confirm(member, totpCode(member.secret, new Date()))).status).toBe(200);
    const before = Date.now();
    const signedIn = await login(
      { username: member.username, password: member.password, totp: totpCode(member.secret, new Date()) },
      '10.0.3.7',
    );
    expect(signedIn.statusCode).toBe(200);
    const row = await staffRowOf(member.id);
    expect(row?.lastSignInIp).toBe('10.0.3.7');
    // Wire dates are Shanghai time, to the second.
    const at = new Date(`${row?.lastSignInAt?.replace(' ', 'T')}+08:00`).getTime();
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    // A refused try leaves it as it was.
    await login({ username: member.username, password: 'wrong-password-x', totp: '123456' }, '10.0.3.8');
    expect((await staffRowOf(member.id))?.lastSignInIp).toBe('10.0.3.7');
  });
});

describe('failed sign-ins are in the audit trail', () => {
  it('records each reason with the username tried, never the password, and tells the caller none of it', async () => {
    const member = await createStaffMember(t, 'finance');
    const { username, password, secret } = member;
    const signedInAt = new Date();
    await signInStaff(t, member, signedInAt);
    const address = '10.0.4.1';
    const attempts: Array<[string, Record<string, string>]> = [
      ['wrongPassword', { username, password: 'Secret-Guess-1', totp: totpCode(secret, new Date()) }],
      ['wrongCode', { username, password, totp: wrongCode(secret) }],
      ['unknownUser', { username: `ghost-${process.pid}`, password: 'Secret-Guess-2', totp: '123456' }],
    ];
    const messages = new Set<string>();
    for (const [, body] of attempts) {
      const response = await login(body, address, 'English');
      expect(response.statusCode).toBe(403);
      messages.add(response.json().error.message);
    }
    expect([...messages]).toEqual(['Wrong username, password or authenticator code']);

    // The code the sign-in above used, a second time.
    const replay = await login({ username, password, totp: totpCode(secret, signedInAt) }, address);
    expect(replay.statusCode).toBe(403);

    expect((await admin.call('PATCH', `/staff/${member.id}`, { disabled: true })).status).toBe(200);
    const disabled = await login(
      { username, password, totp: totpCode(secret, new Date(Date.now() + 30_000)) },
      address,
    );
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.message).toBe('用户名、密码或动态验证码错误');

    const rows = await failuresOf(username);
    expect(rows.map((row) => (row.after as { reason: string }).reason).reverse()).toEqual([
      'wrongPassword',
      'wrongCode',
      'codeReused',
      'disabled',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ staffId: member.id, ip: address, after: { username } });
    }
    const ghost = await failuresOf(`ghost-${process.pid}`);
    expect(ghost).toHaveLength(1);
    expect(ghost[0]).toMatchObject({ staffId: null, after: { reason: 'unknownUser' } });

    const everything = await admin.call('GET', '/audit', undefined, { action: 'session.signInFailed' });
    const text = JSON.stringify(everything.body);
    expect(text).not.toContain('Secret-Guess');
    expect(text).not.toContain(password);
  });

  it('records a locked account once per window, however many tries hit the lock', async () => {
    const member = await signedInAs(t, 'fulfilment');
    const { username, password, secret } = member.member;
    for (let i = 0; i < 5; i += 1) {
      const response = await login({ username, password: `guess-${i}-long`, totp: '123456' }, '10.0.5.1');
      expect(response.statusCode).toBe(403);
    }
    for (let i = 0; i < 3; i += 1) {
      const locked = await login(
        { username, password, totp: totpCode(secret, new Date(Date.now() + 30_000)) },
        '10.0.5.1',
      );
      expect(locked.statusCode).toBe(429);
    }
    const reasons = (await failuresOf(username)).map((row) => (row.after as { reason: string }).reason);
    expect(reasons).toEqual(['rateLimited', ...Array(5).fill('wrongPassword')]);
  });
});

describe('the staff list', () => {
  it('answers the new fields for every row', async () => {
    const page = await adminRequest(t, 'GET', '/staff', {
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    const rows = page.json().rows as TStaffRow[];
    const me = rows.find((row) => row.id === admin.member.id);
    expect(me).toMatchObject({ totpConfirmed: true, mustChangePassword: false, lastSignInIp: '127.0.0.1' });
  });

  it('filters by role, enabled or disabled, and a name or username; LIKE wildcards are plain text', async () => {
    const manager = await invite('project_manager');
    const gone = await invite('project_manager');
    expect((await admin.call('PATCH', `/staff/${gone.id}`, { disabled: true })).status).toBe(200);
    const list = (query: Record<string, string>) =>
      admin.call<{ rows: TStaffRow[]; total: number }>('GET', '/staff', undefined, {
        pageSize: '100',
        ...query,
      });

    const managers = (await list({ role: 'project_manager' })).body;
    expect(managers.rows.every((row) => row.role === 'project_manager')).toBe(true);
    expect(managers.rows.map((row) => row.id)).toEqual(expect.arrayContaining([manager.id, gone.id]));
    expect(managers.total).toBe(managers.rows.length);

    const active = (await list({ role: 'project_manager', state: 'active' })).body.rows.map((row) => row.id);
    expect(active).toContain(manager.id);
    expect(active).not.toContain(gone.id);
    const disabled = (await list({ state: 'disabled' })).body.rows;
    expect(disabled.map((row) => row.id)).toContain(gone.id);
    expect(disabled.every((row) => row.disabled)).toBe(true);

    expect((await list({ q: manager.username.toUpperCase() })).body.rows.map((row) => row.id)).toEqual([
      manager.id,
    ]);
    expect((await list({ q: '%' })).body.total).toBe(0);

    const refused = await admin.call<{ error: { message: string } }>('GET', '/staff', undefined, {
      role: 'boss',
    });
    expect(refused.status).toBe(400);
  });
});
