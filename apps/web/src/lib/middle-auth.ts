import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiPost } from './api-client.ts';
import { saveToken } from './token-store.ts';

/**
 * The middle-school variant (doc 1 §1, §4): its mini-program opens the web view with the donor's
 * `openId` in the address. That openId is exchanged for a token through middle/auth (a public call)
 * and the tab remembers it is the middle variant (isMiddle 1), which pays through another native
 * page. The openId leaves the address at once: it must not travel on in a shared link.
 */
const MIDDLE_KEY = 'isMiddle';

/** The openId the address carries, in its query or in the hash route's query. */
export function openIdInAddress(href: string): string | null {
  const url = new URL(href);
  const inHash = new URLSearchParams(url.hash.split('?')[1] ?? '');
  const openId = (url.searchParams.get('openId') ?? inHash.get('openId') ?? '').trim();
  return openId === '' ? null : openId;
}

/** The same address without its openId. */
export function addressWithoutOpenId(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('openId');
  const [route = '', query = ''] = url.hash.split('?');
  const hashQuery = new URLSearchParams(query);
  hashQuery.delete('openId');
  const rest = hashQuery.toString();
  url.hash = rest === '' ? route : `${route}?${rest}`;
  return url.toString();
}

/** isMiddle (doc 1 §1): 1 when this tab came in with an openId. */
export function isMiddle(): boolean {
  return sessionStorage.getItem(MIDDLE_KEY) === '1';
}

/**
 * At start-up: an openId in the address signs the donor in through middle/auth and is then taken
 * out of the address. False when there was none; a refusal (the foundation has middle/auth off)
 * is shown by the api client and leaves the donor signed out.
 */
export async function exchangeMiddleOpenId(): Promise<boolean> {
  const openId = openIdInAddress(window.location.href);
  if (openId === null) return false;
  sessionStorage.setItem(MIDDLE_KEY, '1');
  window.history.replaceState(window.history.state, '', addressWithoutOpenId(window.location.href));
  try {
    saveToken(await apiPost<string>(SPEC_PATHS.user.middleAuth, { openId }, { publicCall: true }));
  } catch {
    // Already shown to the donor; the app opens signed out.
  }
  return true;
}
