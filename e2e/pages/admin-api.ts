import { randomBytes, randomUUID } from 'node:crypto';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import type { TStaffMe } from '@alma/shared/admin-api/session';
import { type APIRequestContext, request } from '@playwright/test';
import { totpCodeOf } from '../fixtures/admin-session.ts';

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

/**
 * An account as an administrator makes one (POST /staff), taken through its first sign-in the way
 * its owner would: the authenticator confirmed by its first code, one sign-in, the forced password
 * change. That sign-in uses the previous step's code (the server takes one step either side), so
 * the current step's code, `totpCodeOf(account.secret)`, is still the test's own to sign in with.
 * `firstSignIn: false` leaves the account confirmed but with its first password still to change.
 */
export async function createStaffAccount(
  baseURL: string,
  role: TStaffRole,
  options: { firstSignIn?: boolean } = {},
): Promise<TestStaffAccount> {
  counter += 1;
  const api = await administratorApi(baseURL);
  // At most 32 characters (STAFF_USERNAME_PATTERN); unique across parallel workers and reruns: 40
  // random bits (pid and time alone collided once: two workers' pids equal modulo 10,000 in one ms).
  const username = `e2e-${role.slice(0, 5)}-${randomBytes(5).toString('hex')}-${counter}`;
  const password = `e2e-password-${counter}-long`;
  const displayName = `测试${counter}`;
  const response = await api.post('/admin-api/v1/staff', {
    headers: { 'x-csrf-token': api.csrf },
    data: { username, displayName, role, password },
  });
  if (response.status() !== 201)
    throw new Error(`POST /staff: ${response.status()} ${await response.text()}`);
  const { staff, enrolment } = (await response.json()) as {
    staff: { id: number };
    enrolment: { secret: string };
  };
  const confirmed = await api.post(`/admin-api/v1/staff/${staff.id}/confirm-totp`, {
    headers: { 'x-csrf-token': api.csrf },
    data: { totp: totpCodeOf(enrolment.secret) },
  });
  if (confirmed.status() !== 200)
    throw new Error(`confirm-totp: ${confirmed.status()} ${await confirmed.text()}`);
  await api.dispose();
  const account = { username, displayName, password, secret: enrolment.secret, role };
  if (options.firstSignIn === false) return account;
  return { ...account, password: await changeFirstPassword(baseURL, account) };
}

/** Signs the new account in once and changes its first password; answers the new one. */
async function changeFirstPassword(baseURL: string, account: TestStaffAccount): Promise<string> {
  const member = await request.newContext({ baseURL });
  try {
    const signIn = () =>
      member.post('/admin-api/v1/session', {
        data: {
          username: account.username,
          password: account.password,
          totp: totpCodeOf(account.secret, -1),
        },
      });
    // A step that ends between reading the code and the server checking it makes the previous
    // step's code too old: the next try reads it again.
    let signedIn = await signIn();
    if (signedIn.status() !== 200) signedIn = await signIn();
    if (signedIn.status() !== 200)
      throw new Error(`first sign-in: ${signedIn.status()} ${await signedIn.text()}`);
    const me = (await signedIn.json()) as TStaffMe;
    const cookie = (signedIn.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
    const newPassword = `${account.password}-own`;
    const changed = await member.put('/admin-api/v1/session/password', {
      headers: { cookie, 'x-csrf-token': me.csrfToken },
      data: { currentPassword: account.password, newPassword },
    });
    if (changed.status() !== 200)
      throw new Error(`PUT /session/password: ${changed.status()} ${await changed.text()}`);
    return newPassword;
  } finally {
    await member.dispose();
  }
}

/**
 * A money project of the test's own, made through the console's API: its raised total moves only by
 * what the test gives. Never published (the phone app reaches a project by its id), so the donor
 * app's lists stay as other tests know them. `purpose` names it (e.g. 退款测试).
 */
export async function createOwnProject(
  baseURL: string,
  purpose: string,
): Promise<{ id: number; name: string }> {
  const name = `${purpose} ${randomUUID().slice(0, 8)}`;
  const api = await administratorApi(baseURL);
  const answer = await api.post('/admin-api/v1/projects', {
    headers: { 'x-csrf-token': api.csrf },
    data: { name, intro: `端到端测试：${purpose}` },
  });
  if (answer.status() !== 201) throw new Error(`POST /projects: ${answer.status()} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: number };
  await api.dispose();
  return { id, name };
}
