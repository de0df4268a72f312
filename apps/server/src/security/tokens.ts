import { createHash, randomBytes } from 'node:crypto';

/** Opaque 256-bit bearer tokens; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? null : token;
}
