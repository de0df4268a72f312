import { createHmac } from 'node:crypto';

/** The staff session cookie: httpOnly, SameSite=Strict, sent only to the admin API. */
export const STAFF_COOKIE = 'alma_staff';
const COOKIE_PATH = '/admin-api';

export function staffCookie(token: string, secure: boolean): string {
  return `${STAFF_COOKIE}=${token}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearedStaffCookie(secure: boolean): string {
  return `${STAFF_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** Our own cookie out of a Cookie header (the token is base64url: no quoting or escapes to undo). */
export function staffTokenOf(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === STAFF_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * The session's CSRF token: derived from the session, so it needs no storage and survives a reload
 * (the console asks GET /session again). A page on another site can neither read it nor the cookie.
 */
export function csrfTokenOf(key: Buffer, tokenHash: string): string {
  return createHmac('sha256', key).update(tokenHash).digest('base64url');
}
