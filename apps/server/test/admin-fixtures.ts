import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import type { TStaffMe } from '@alma/shared/admin-api/session';
import type { LightMyRequestResponse } from 'fastify';
import type { AuditActor } from '../src/audit/record-audit.ts';
import { createStaff } from '../src/features/staff/accounts-service.ts';
import { totpCode } from '../src/security/totp.ts';
import type { TestApp } from './test-app.ts';

/** Who creates test accounts in the audit trail (as `admin:create` does on a real installation). */
export const SETUP_ACTOR: AuditActor = { staffId: null, username: 'test-setup', role: 'system', ip: '' };

let counter = 0;

export type TestStaff = { id: number; username: string; password: string; secret: string; role: TStaffRole };

export async function createStaffMember(t: TestApp, role: TStaffRole): Promise<TestStaff> {
  counter += 1;
  const username = `${role.replace('_', '')}${counter}-${process.pid}`;
  const password = `pass-${role}-${counter}-long`;
  // Ready to sign in, as a member past the first sign-in; staff/first-sign-in.test.ts makes new ones.
  const { staff, enrolment } = await createStaff(
    t.deps.database,
    t.deps.secrets,
    SETUP_ACTOR,
    { username, displayName: `测试${role}`, role, password },
    { totpConfirmed: true, mustChangePassword: false },
  );
  return { id: staff.id, username, password, secret: enrolment.secret, role };
}

export type AdminResponse<T = unknown> = {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
};

/** A signed-in console: the session cookie and CSRF header on every call, as the browser sends them. */
export type AdminClient = {
  me: TStaffMe;
  cookie: string;
  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<AdminResponse<T>>;
};

export function adminRequest(
  t: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as 'GET',
    url: `${ADMIN_API_PREFIX}${path}`,
    query: options.query,
    headers: options.headers,
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

export async function signInStaff(t: TestApp, member: TestStaff, now = new Date()): Promise<AdminClient> {
  const response = await adminRequest(t, 'POST', '/session', {
    body: { username: member.username, password: member.password, totp: totpCode(member.secret, now) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  const me = response.json() as TStaffMe;
  return {
    me,
    cookie,
    async call(method, path, body, query) {
      const answer = await adminRequest(t, method, path, {
        body,
        query,
        headers: { cookie, 'x-csrf-token': me.csrfToken },
      });
      const text = answer.body;
      // CSV downloads and pictures are answered as they are.
      const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
      return {
        status: answer.statusCode,
        body: text && json ? JSON.parse(text) : text || null,
        headers: answer.headers,
      };
    },
  };
}

export async function signedInAs(t: TestApp, role: TStaffRole): Promise<AdminClient & { member: TestStaff }> {
  const member = await createStaffMember(t, role);
  return { ...(await signInStaff(t, member)), member };
}
