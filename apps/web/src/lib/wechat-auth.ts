import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { BILL_TYPE } from '@alma/shared/constants/limits';
import { apiGet } from './api-client.ts';
import { saveToken } from './token-store.ts';

/**
 * WeChat browser authorisation (doc 1 §4): the server gives the authorise address with a random
 * `state`; WeChat comes back with `code` and the same `state`. The server keeps no state, so the
 * client remembers it for the tab and refuses a code that comes back with another one.
 */
const STATE_KEY = 'wechatAuthState';

export async function startWechatAuthorisation(): Promise<void> {
  const redirect = await apiGet<string>(SPEC_PATHS.user.getAuthUrl, {
    billType: BILL_TYPE,
    url: encodeURIComponent(window.location.href),
  });
  const state = new URL(redirect, window.location.href).searchParams.get('state') ?? '';
  sessionStorage.setItem(STATE_KEY, state);
  window.location.assign(redirect);
}

/** The address without the code and state WeChat added (the page reloads on it). */
export function addressWithoutCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.toString();
}

/** Exchanges a returned code for a token; true when the page is being reloaded. */
export async function exchangeWechatCode(): Promise<boolean> {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || state === null) return false;
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (expected !== null && expected === state) {
    try {
      const { token } = await apiGet<{ token: string }>(SPEC_PATHS.user.getAuthToken, {
        billType: BILL_TYPE,
        code,
      });
      if (token) saveToken(token);
    } catch {
      // A spent or forged code: the visitor simply continues without a token.
    }
  }
  window.location.replace(addressWithoutCode(window.location.href));
  return true;
}
