/**
 * Where to go after signing in: the `redirect` the sign-in screen was sent with, if it is an address
 * inside the console. Anything else (another site, `//host`, a script URL) goes to the dashboard, so
 * a crafted sign-in link cannot send a staff member elsewhere.
 */
export function returnAddress(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return '/';
  if (redirect === '/login' || redirect.startsWith('/login?')) return '/';
  return redirect;
}

/** The authenticator code field keeps digits only, at most six: pasted spaces and dashes drop out. */
export function totpDigits(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, 6);
}
