import { ADMIN_PERMISSIONS, type TAdminPermission } from '@alma/shared/admin-api/permissions';
import { STAFF_ROLES } from '@alma/shared/admin-api/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminRoutesOf } from './plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TABLE = ADMIN_PERMISSIONS as Record<string, TAdminPermission>;
// Signing out last, so the role's session serves every other route first.
const KEYS = Object.keys(TABLE).sort(
  (a, b) => Number(a === 'DELETE /session') - Number(b === 'DELETE /session'),
);

function split(key: string): { method: string; path: string } {
  const [method = '', path = ''] = key.split(' ');
  return { method, path: path.replace(/:[a-zA-Z]+/g, '999999') };
}

describe('the permission table', () => {
  it('names every registered admin route, and every route it names is registered', () => {
    const routes = [...adminRoutesOf(t.app)].sort();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes).toEqual(Object.keys(TABLE).sort());
  });

  it('refuses every non-public route without a session (401)', async () => {
    for (const key of KEYS) {
      const { method, path } = split(key);
      const response = await adminRequest(t, method, path, { body: method === 'GET' ? undefined : {} });
      if (TABLE[key] === 'public') expect(response.statusCode, key).not.toBe(401);
      else expect(response.statusCode, key).toBe(401);
    }
  });

  it.each(STAFF_ROLES)('decides every route for %s exactly as the table says', async (role) => {
    const client: AdminClient = await signedInAs(t, role);
    for (const key of KEYS) {
      const { method, path } = split(key);
      const permission = TABLE[key];
      const allowed =
        permission === 'public' || permission === 'staff' || (permission?.includes(role) ?? false);
      const response = await client.call(method, path, method === 'GET' ? undefined : {});
      if (allowed) {
        expect([401, 403], `${role} ${key}: ${JSON.stringify(response.body)}`).not.toContain(response.status);
      } else {
        expect(response.status, `${role} ${key}`).toBe(403);
        expect((response.body as { error: { code: string } }).error.code).toBe('FORBIDDEN');
      }
    }
  });

  it('refuses a write without the session CSRF token, even for an administrator', async () => {
    const client = await signedInAs(t, 'administrator');
    const response = await adminRequest(t, 'POST', '/staff', {
      body: { username: 'nobody-csrf', role: 'finance', password: 'long-enough-password' },
      headers: { cookie: client.cookie, 'x-csrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('页面已过期，请刷新后重试');
    const listed = await client.call<{ rows: Array<{ username: string }> }>('GET', '/staff', undefined, {
      pageSize: '200',
    });
    expect(listed.body.rows.map((row) => row.username)).not.toContain('nobody-csrf');
  });

  it('answers an unknown admin path 404 as JSON, in the staff language', async () => {
    const response = await adminRequest(t, 'GET', '/no-such-thing', { headers: { language: 'English' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No such interface');
  });
});
