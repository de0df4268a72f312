/**
 * The state of this browser's WeChat authorisation (getAuthUrl), read back by getAuthToken:
 * a code that returns with another state was not asked for by this browser (someone else's code
 * planted in a link, to sign the visitor in as them), and is refused.
 */
const COOKIE = 'alma_wechat_state';
/** WeChat's codes live 5 minutes; the user may also take a while on the consent sheet. */
const MAX_AGE_S = 10 * 60;

/**
 * Path=/ rather than getAuthToken's own path: a proxy may serve the API under a prefix of its own
 * (/api/uplus-system/…), and a cookie for the server's path would then never come back.
 */
function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function wechatStateCookie(state: string, secure: boolean): string {
  return `${COOKIE}=${state}; Max-Age=${MAX_AGE_S}; ${attributes(secure)}`;
}

/** Spent once a code has been exchanged with it. */
export function clearedWechatStateCookie(secure: boolean): string {
  return `${COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

export function wechatStateOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === COOKIE) {
      const value = part.slice(at + 1).trim();
      return /^[0-9a-f]{32}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
