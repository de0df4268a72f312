/** Where a login goes when no (usable) redirect was given: the personal centre (spec doc 3 §2). */
export const DEFAULT_AFTER_LOGIN = '/mine';

const ORIGIN = 'https://alma.invalid';
const MAX_LENGTH = 2000;

/**
 * The `redirect` query may only name a route of this app ('/form?id=1'): anything that could
 * leave the app ('//evil.example', '/\evil', 'https://…', 'javascript:…') falls back to mine, so
 * a crafted login link cannot send a freshly logged-in donor to someone else's site. A redirect
 * back to login itself would loop, so it falls back too.
 */
export function safeRedirect(raw: string | null | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '' || value.length > MAX_LENGTH) return DEFAULT_AFTER_LOGIN;
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // Browsers read a backslash as a slash and drop tabs and newlines: both can smuggle a host in.
  if (/[\\\s]/.test(value) || hasControlCharacter(value)) return DEFAULT_AFTER_LOGIN;
  const parsed = new URL(value, ORIGIN);
  if (parsed.origin !== ORIGIN) return DEFAULT_AFTER_LOGIN;
  if (parsed.pathname === '/login' || parsed.pathname.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return `${parsed.pathname}${parsed.search}`;
}

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
