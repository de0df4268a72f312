import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { makeNonce } from '@alma/shared/sign/request-sign';
import type { SQL } from 'drizzle-orm';
import type { AppDeps } from '../src/app-deps.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { createStaff } from '../src/features/staff/accounts-service.ts';
import { computeSign } from '../src/http/sign.ts';
import {
  makeSandboxNotification,
  SANDBOX_NOTIFY_PATH,
  SANDBOX_SIGNATURE_HEADER,
} from '../src/integrations/payments/sandbox-provider.ts';
import { makeSecrets } from '../src/security/secrets.ts';
import { totpCode } from '../src/security/totp.ts';
import { SETUP_ACTOR } from '../test/admin-fixtures.ts';
import { SIGN_KEY_FOR_PROCESS_TESTS } from '../test/server-process.ts';
import { RELIABILITY_SECRET_KEY, sandboxKey } from './instances.ts';

/**
 * What the reliability tests say to the instances over HTTP (spec calls, the sandbox cashier and
 * provider, the console), and the database the test itself writes its fixtures into.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds (jobs run on their own time), at most `withinMs`; the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > withinMs) return value;
    await sleep(100);
  }
}

export type Envelope<T = Record<string, unknown>> = { code: number; message: string; data: T };

/** A fresh sign and nonce, as the app computes them; the same headers twice are a replay. */
export function signHeaders(): Record<string, string> {
  const nonce = makeNonce();
  const now = Date.now();
  return { 'nonce-str': nonce, sign: `${now}.${computeSign(SIGN_KEY_FOR_PROCESS_TESTS, now, nonce)}` };
}

/** A spec call; `sign` reuses headers (a replay), else a fresh pair is made. */
export async function spec<T = Record<string, unknown>>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; sign?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(init.sign ?? signHeaders()),
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status >= 500) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Envelope<T>;
}

export type DonateAnswer = { orderPayRequestDTO: { billNo: string } } | null;

/** items/donate as the app sends it (WeChat pay type, answered by the sandbox here). */
export function donate(base: string, token: string, body: Record<string, unknown>) {
  return spec<DonateAnswer>(base, `${DONATEU}/items/donate`, { token, body: { payType: 1, ...body } });
}

/** The sandbox cashier's 支付, as the browser's form post sends it: 303 back to the app when paid. */
export async function payAtCashier(base: string, billNo: string): Promise<number> {
  const response = await fetch(`${base}/pay/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ billNo }).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

/** The sandbox provider's signed notification of a payment, as the provider sends it. */
export function sandboxNotification(payment: { billNo: string; amountFen: number; tradeNo: string }) {
  return makeSandboxNotification(sandboxKey(), { ...payment, status: 'SUCCESS' });
}

export async function postNotification(
  base: string,
  signed: { rawBody: string; signature: string },
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${SANDBOX_NOTIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed.signature },
    body: signed.rawBody,
  });
  return { status: response.status, text: await response.text() };
}

/**
 * The suite's own connection to the instances' database, for fixtures the test fixtures' functions
 * make (users with sessions, projects, staff) and for reading what happened. Only `database` and
 * `secrets` of the deps are set: the fixtures need nothing else.
 */
export async function testDeps(databaseUrl: string): Promise<AppDeps & { database: Database }> {
  const database = await openPostgres(databaseUrl);
  return { database, secrets: makeSecrets(RELIABILITY_SECRET_KEY) } as AppDeps & { database: Database };
}

/** Rows of a plain SQL read through the suite's connection. */
export async function rows<T>(deps: AppDeps, query: SQL): Promise<T[]> {
  const result = await deps.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

let staffCounter = 0;

/** A signed-in console session: its cookie works on every instance (the session is in the database). */
export type StaffClient = {
  id: number;
  call<T = unknown>(
    base: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
};

/** A staff member made in the database, signed in over HTTP on `base` (TOTP confirmed, password set). */
export async function staffSignedIn(deps: AppDeps, base: string, role: TStaffRole): Promise<StaffClient> {
  staffCounter += 1;
  const username = `rel${role.replace('_', '')}${staffCounter}${process.pid}`;
  const password = `reliability-${role}-${staffCounter}-pass`;
  const { staff, enrolment } = await createStaff(
    deps.database,
    deps.secrets,
    SETUP_ACTOR,
    { username, displayName: `可靠性${role}`, role, password },
    { totpConfirmed: true, mustChangePassword: false },
  );
  const response = await fetch(`${base}${ADMIN_API_PREFIX}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, totp: totpCode(enrolment.secret, new Date()) }),
  });
  if (response.status !== 200) throw new Error(`staff sign-in: ${response.status} ${await response.text()}`);
  const cookie = String(response.headers.get('set-cookie')).split(';')[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    id: staff.id,
    async call(instance, method, path, body) {
      const answer = await fetch(`${instance}${ADMIN_API_PREFIX}${path}`, {
        method,
        headers: {
          cookie,
          'x-csrf-token': csrfToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: (text ? JSON.parse(text) : null) as never };
    },
  };
}
