import { createHash } from 'node:crypto';
import type { AppDeps } from '../src/app-deps.ts';
import { users } from '../src/db/schema/accounts.ts';
import { hashPassword } from '../src/security/password.ts';

/** What the client sends as `password`: lowercase hex SHA-256 of the typed text. */
export function sha256hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A registered user who can log in with `username` / `password` (no session yet). */
export async function createPasswordUser(
  deps: AppDeps,
  username: string,
  password: string,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  const [row] = await deps.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(sha256hex(password)), ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

/** Requests from distinct client addresses (the test app trusts X-Forwarded-For). */
export function fromIp(ip: string): { headers: Record<string, string> } {
  return { headers: { 'x-forwarded-for': ip } };
}
