import type { TStaffRole } from '@alma/shared/admin-api/roles';
import type { TStaffMe } from '@alma/shared/admin-api/session';
import { type APIRequestContext, request } from '@playwright/test';

/**
 * The demo administrator's session (global-setup signed it in once) as an API client, to make the
 * staff accounts a test needs, each with its own name and second factor.
 */
export type TestStaffAccount = {
  username: string;
  displayName: string;
  password: string;
  secret: string;
  role: TStaffRole;
};

let counter = 0;

export async function administratorApi(baseURL: string): Promise<APIRequestContext & { csrf: string }> {
  const storageState = process.env.E2E_ADMIN_STATE;
  if (!storageState) throw new Error('E2E_ADMIN_STATE is not set: run through playwright.config.ts');
  const context = await request.newContext({ baseURL, storageState });
  const me = (await (await context.get('/admin-api/v1/session')).json()) as TStaffMe;
  return Object.assign(context, { csrf: me.csrfToken });
}

export async function createStaffAccount(baseURL: string, role: TStaffRole): Promise<TestStaffAccount> {
  counter += 1;
  const api = await administratorApi(baseURL);
  // At most 32 characters (STAFF_USERNAME_PATTERN); unique across parallel workers and reruns.
  const username = `e2e-${role.slice(0, 5)}-${process.pid % 10_000}-${Date.now() % 1_000_000}-${counter}`;
  const password = `e2e-password-${counter}-long`;
  const displayName = `测试${counter}`;
  const response = await api.post('/admin-api/v1/staff', {
    headers: { 'x-csrf-token': api.csrf },
    data: { username, displayName, role, password },
  });
  if (response.status() !== 201)
    throw new Error(`POST /staff: ${response.status()} ${await response.text()}`);
  const { enrolment } = (await response.json()) as { enrolment: { secret: string } };
  await api.dispose();
  return { username, displayName, password, secret: enrolment.secret, role };
}
