import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import { DEMO_STAFF } from '../apps/server/src/db/seed/staff-data.ts';
import { totpCode } from '../apps/server/src/security/totp.ts';

/** The console's session, as the demo administrator (the job queue is theirs): headers to send. */
export async function signInAdministrator(base: string): Promise<Record<string, string>> {
  const admin = DEMO_STAFF.find((account) => account.role === 'administrator');
  if (!admin) throw new Error('no demo administrator');
  const response = await fetch(`${base}${ADMIN_API_PREFIX}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.username,
      password: admin.password,
      totp: totpCode(admin.totpSecret, new Date()),
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const me = (await response.json()) as { csrfToken: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, 'x-csrf-token': me.csrfToken };
}

export type JobCounts = { queued: number; running: number; done: number; failed: number };

/** How many jobs of `name` are in each state (the console's job page). */
export async function jobCounts(
  base: string,
  admin: Record<string, string>,
  name: string,
): Promise<JobCounts> {
  const response = await fetch(`${base}${ADMIN_API_PREFIX}/jobs?name=${name}&pageSize=1`, { headers: admin });
  if (!response.ok) throw new Error(`jobs: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { counts: JobCounts }).counts;
}
