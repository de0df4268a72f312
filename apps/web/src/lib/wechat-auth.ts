import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { BILL_TYPE } from '@alma/shared/constants/limits';
import { apiGet } from './api-client.ts';
import { isMiniProgram, isWechatBrowser } from './device.ts';
import { saveToken } from './token-store.ts';

/**
 * WeChat browser authorisation (doc 1 §4): the server gives the authorise address with a random
 * `state` (and binds it to this browser); WeChat comes back with `code` and the same `state`. The
 * client remembers it for the tab too and refuses a code that comes back with another one.
 */
const STATE_KEY = 'wechatAuthState';
/** When this tab last left for WeChat: a WeChat that keeps failing must not bounce the donor forever. */
const TRIES_KEY = 'wechatAuthTries';
const TRIES_WINDOW_MS = 60_000;
const TRIES_MAX = 2;

/** Doc 1 §8: authorisation needed outside an official-account context. */
export class NotInOfficialAccountError extends Error {
  constructor() {
    super('未在公众号环境中打开');
    this.name = 'NotInOfficialAccountError';
  }
}

/** The WeChat browser of an official account's page (not the mini-program's web view, not another browser). */
export function inOfficialAccount(userAgent: string): boolean {
  return isWechatBrowser(userAgent) && !isMiniProgram(userAgent);
}

/** Whether this tab may leave for WeChat again now (at most twice a minute), counting this time. */
export function mayAuthoriseAgain(now = Date.now()): boolean {
  let tries: number[] = [];
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(TRIES_KEY) ?? '[]');
    if (Array.isArray(stored)) tries = stored.filter((at): at is number => typeof at === 'number');
  } catch {
    // A broken entry counts as none.
  }
  const recent = tries.filter((at) => now - at < TRIES_WINDOW_MS);
  if (recent.length >= TRIES_MAX) return false;
  sessionStorage.setItem(TRIES_KEY, JSON.stringify([...recent, now]));
  return true;
}

/**
 * Leaves for WeChat's authorisation page; false when this tab already tried twice within a minute
 * (the caller goes on without a token). Rejects with 未在公众号环境中打开 outside WeChat.
 */
export async function startWechatAuthorisation(scope?: 'snsapi_userinfo'): Promise<boolean> {
  if (!inOfficialAccount(navigator.userAgent)) throw new NotInOfficialAccountError();
  if (!mayAuthoriseAgain()) return false;
  const redirect = await apiGet<string>(SPEC_PATHS.user.getAuthUrl, {
    billType: BILL_TYPE,
    url: encodeURIComponent(window.location.href),
    ...(scope ? { scope } : {}),
  });
  const state = new URL(redirect, window.location.href).searchParams.get('state') ?? '';
  sessionStorage.setItem(STATE_KEY, state);
  window.location.assign(redirect);
  return true;
}

/**
 * The address without the code and state WeChat added (the page reloads on it), nor the
 * `#wechat_redirect` a browser keeps from the authorise address when the page had no hash.
 */
export function addressWithoutCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  if (url.hash === '#wechat_redirect') url.hash = '';
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
      // The server checks the state too, against the one it bound to this browser.
      const { token } = await apiGet<{ token: string }>(SPEC_PATHS.user.getAuthToken, {
        billType: BILL_TYPE,
        code,
        state,
      });
      if (token) saveToken(token);
    } catch {
      // A spent or forged code: the visitor simply continues without a token.
    }
  }
  window.location.replace(addressWithoutCode(window.location.href));
  return true;
}
