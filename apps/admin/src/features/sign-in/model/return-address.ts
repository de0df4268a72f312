/**
 * Where to go after signing in: the `redirect` the sign-in screen was sent with, if it is an address
 * inside the console. Anything else (another site, `//host`, a script URL) goes to the dashboard, so
 * a crafted sign-in link cannot send a staff member elsewhere.
 */
export function returnAddress(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return '/';
  for (const own of ['/login', '/change-password']) {
    if (redirect === own || redirect.startsWith(`${own}?`)) return '/';
  }
  return redirect;
}

/** The authenticator code field keeps digits only, at most six: pasted spaces and dashes drop out. */
export function totpDigits(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, 6);
}

/** The screen a session whose password an administrator set is kept on until it is changed. */
export const CHANGE_PASSWORD_PATH = '/change-password';

/** The change-password screen's address, keeping where to go once the password is changed. */
export function changePasswordAddress(returnTo: string | null): string {
  const next = returnAddress(returnTo);
  return next === '/' ? CHANGE_PASSWORD_PATH : `${CHANGE_PASSWORD_PATH}?redirect=${encodeURIComponent(next)}`;
}
