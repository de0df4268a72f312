import { STAFF_SESSION_IDLE_MS } from '@alma/shared/admin-api/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, createStaffMember, signedInAs, signInStaff } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { totpCode } from '../../security/totp.ts';
import { resolveStaffSession } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  adminRequest(t, 'POST', '/session', { body, headers });

describe('staff sign-in', () => {
  it('signs in with password and a current TOTP code: an httpOnly SameSite=Strict cookie, no token in the body', async () => {
    const member = await createStaffMember(t, 'finance');
    const response = await login({
      username: member.username,
      password: member.password,
      totp: totpCode(member.secret, new Date()),
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^alma_staff=[\w-]{40,}; Path=\/admin-api; HttpOnly; SameSite=Strict/);
    const body = response.json();
    expect(body).toMatchObject({ username: member.username, role: 'finance' });
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(body)).not.toContain(cookie.split(';')[0]?.split('=')[1]);
    expect(body.routes).toContain('GET /session');
    expect(body.routes).not.toContain('GET /staff');
  });

  it('refuses a wrong TOTP code with the same words as a wrong password, in the staff language', async () => {
    const member = await createStaffMember(t, 'finance');
    const wrongCode = await login(
      {
        username: member.username,
        password: member.password,
        totp: '000000' === totpCode(member.secret, new Date()) ? '111111' : '000000',
      },
      { language: 'English' },
    );
    const wrongPassword = await login(
      { username: member.username, password: 'not-the-password', totp: totpCode(member.secret, new Date()) },
      { language: 'English' },
    );
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongCode.json().error.message).toBe('Wrong username, password or authenticator code');
    expect(wrongPassword.json().error.message).toBe(wrongCode.json().error.message);
    expect(wrongCode.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a code used once already (replay)', async () => {
    const member = await createStaffMember(t, 'fulfilment');
    const code = totpCode(member.secret, new Date());
    expect(
      (await login({ username: member.username, password: member.password, totp: code })).statusCode,
    ).toBe(200);
    expect(
      (await login({ username: member.username, password: member.password, totp: code })).statusCode,
    ).toBe(403);
  });

  it('limits guesses: after five wrong tries even the right answer is refused', async () => {
    const member = await createStaffMember(t, 'content_editor');
    for (let i = 0; i < 5; i += 1) {
      const response = await login({ username: member.username, password: `guess-${i}`, totp: '123456' });
      expect(response.statusCode).toBe(403);
    }
    const right = await login({
      username: member.username,
      password: member.password,
      totp: totpCode(member.secret, new Date()),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe('操作过于频繁，请稍后再试');
  });

  it('answers bad input 400 naming the field, and an unknown account like a wrong password', async () => {
    const bad = await login({ username: 'x', password: 'p', totp: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('username');
    const unknown = await login({ username: 'no-such-staff', password: 'whatever-it-is', totp: '123456' });
    expect(unknown.statusCode).toBe(403);
  });

  it('ends the session on sign-out: the cookie no longer opens anything', async () => {
    const client = await signedInAs(t, 'project_manager');
    expect((await client.call('GET', '/session')).status).toBe(200);
    const out = await client.call('DELETE', '/session');
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await client.call('GET', '/session')).status).toBe(401);
  });

  it('ends a session after the idle time', async () => {
    const member = await createStaffMember(t, 'finance');
    const client = await signInStaff(t, member);
    const token = client.cookie.split('=')[1] ?? '';
    const now = new Date();
    expect(
      await resolveStaffSession(
        t.deps.database,
        token,
        '',
        new Date(now.getTime() + STAFF_SESSION_IDLE_MS - 60_000),
      ),
    ).not.toBeNull();
    // Seen just now (the call above touched it only if a minute had passed), so idle counts from sign-in.
    expect(
      await resolveStaffSession(
        t.deps.database,
        token,
        '',
        new Date(now.getTime() + 2 * STAFF_SESSION_IDLE_MS + 60_000),
      ),
    ).toBeNull();
  });
});

describe('staff accounts (administrator)', () => {
  it('creates an account with a TOTP enrolment the new member can sign in with, once confirmed', async () => {
    const admin = await signedInAs(t, 'administrator');
    const created = await admin.call<{
      staff: { id: number };
      enrolment: { otpauthUri: string; secret: string };
    }>('POST', '/staff', {
      username: 'New.Finance',
      displayName: '新财务',
      role: 'finance',
      password: 'a-long-password-1',
    });
    expect(created.status).toBe(201);
    expect(created.body.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Alma:new\.finance\?/);
    const member = {
      id: created.body.staff.id,
      username: 'new.finance',
      password: 'a-long-password-1',
      secret: created.body.enrolment.secret,
      role: 'finance' as const,
    };
    const confirmed = await admin.call('POST', `/staff/${member.id}/confirm-totp`, {
      totp: totpCode(member.secret, new Date()),
    });
    expect(confirmed.status).toBe(200);
    const client = await signInStaff(t, member);
    expect(client.me.role).toBe('finance');
    expect(client.me.mustChangePassword).toBe(true);

    const again = await admin.call<{ error: { message: string } }>('POST', '/staff', {
      username: 'new.finance',
      role: 'finance',
      password: 'a-long-password-1',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('用户名已存在');
  });

  it('disabling an account ends its sessions; an administrator cannot disable themself', async () => {
    const admin = await signedInAs(t, 'administrator');
    const finance = await signedInAs(t, 'finance');
    const disabled = await admin.call('PATCH', `/staff/${finance.member.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect((await finance.call('GET', '/session')).status).toBe(401);
    const signIn = await login({
      username: finance.member.username,
      password: finance.member.password,
      totp: totpCode(finance.member.secret, new Date(Date.now() + 30_000)),
    });
    expect(signIn.statusCode).toBe(403);

    const self = await admin.call<{ error: { message: string } }>('PATCH', `/staff/${admin.member.id}`, {
      disabled: true,
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe('不能停用自己的账号或修改自己的角色');
  });

  it('a reset second factor stops the old one', async () => {
    const admin = await signedInAs(t, 'administrator');
    const member = await createStaffMember(t, 'fulfilment');
    const reset = await admin.call<{ secret: string }>('POST', `/staff/${member.id}/reset-totp`, {});
    expect(reset.status).toBe(200);
    const later = new Date(Date.now() + 30_000);
    const old = await login({
      username: member.username,
      password: member.password,
      totp: totpCode(member.secret, later),
    });
    expect(old.statusCode).toBe(403);
    const confirmed = await admin.call('POST', `/staff/${member.id}/confirm-totp`, {
      totp: totpCode(reset.body.secret, new Date()),
    });
    expect(confirmed.status).toBe(200);
    const fresh = await login({
      username: member.username,
      password: member.password,
      totp: totpCode(reset.body.secret, new Date()),
    });
    expect(fresh.statusCode).toBe(200);
  });
});
