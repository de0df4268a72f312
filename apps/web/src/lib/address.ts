/**
 * Address rules applied before the router starts: the `to-page` rewrite (spec doc 1 §2) and the
 * two ways past the desktop QR gate, remembered for the browser tab: `?desktop=1`, and the PC/H5
 * login at `/login` (doc 1 §2, doc 3) — a desktop visitor who came to log in is let in.
 */
const DESKTOP_KEY = 'desktop';
/** Parameters that belong to the page address, not to the route (WeChat authorisation, the gate). */
const KEPT_IN_SEARCH = new Set(['code', 'state']);

/**
 * `/?to-page=subject-detail&id=3` → `/#/subject-detail?id=3`. Returns the new address, or null
 * when there is nothing to rewrite.
 */
export function rewriteToPage(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  const target = params.get('to-page');
  if (target === null) return null;
  params.delete('to-page');
  const routeQuery = new URLSearchParams();
  const kept = new URLSearchParams();
  for (const [key, value] of params) (KEPT_IN_SEARCH.has(key) ? kept : routeQuery).append(key, value);
  const route = target.replace(/^[#/]+/, '');
  const keptText = kept.toString();
  const queryText = routeQuery.toString();
  return `${pathname}${keptText ? `?${keptText}` : ''}#/${route}${queryText ? `?${queryText}` : ''}`;
}

/** The desktop bypass may sit in the page query or in the hash route's query. */
export function asksForDesktop(search: string, hash: string): boolean {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return (
    new URLSearchParams(search).get('desktop') === '1' ||
    new URLSearchParams(hashQuery).get('desktop') === '1'
  );
}

/**
 * The PC/H5 login path (doc 1 §2 "Other screens", doc 4 §2.1 '/login'): `/login?redirect=x` →
 * `/#/login?redirect=x`, the hash route the app knows. Null for any other address.
 */
export function rewriteLoginPath(pathname: string, search: string, hash: string): string | null {
  const match = /^(.*\/)login$/.exec(pathname);
  if (!match || (hash !== '' && hash !== '#')) return null;
  return `${match[1]}#/login${search}`;
}

export function applyAddressRules(): { desktopAllowed: boolean } {
  const { pathname, search, hash } = window.location;
  const login = rewriteLoginPath(pathname, search, hash);
  if (login !== null) {
    window.history.replaceState(null, '', login);
    sessionStorage.setItem(DESKTOP_KEY, '1');
  }
  const rewritten = rewriteToPage(window.location.pathname, window.location.search);
  if (rewritten !== null) window.history.replaceState(null, '', rewritten);
  if (asksForDesktop(window.location.search, window.location.hash)) sessionStorage.setItem(DESKTOP_KEY, '1');
  return { desktopAllowed: sessionStorage.getItem(DESKTOP_KEY) === '1' };
}

/** The plain home list (no category tab, no search): the one screen index.html starts early. */
export function isHomeListRoute(hash: string): boolean {
  const [route = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  if (route !== '' && route !== 'subject') return false;
  return !/(^|&)(tab|s)=/.test(query);
}
