/** Decisions of the alipay hand-off page (doc 3 §2 "External-payment hand-off page"). */
export type HandOffMode = 'wechat' | 'miniProgram' | 'browser';

/**
 * The mini-program web view's user agent carries both MicroMessenger and miniProgram, so the
 * mini-program is checked first. Alipay's pages do not open inside WeChat at all.
 */
export function handOffMode(userAgent: string, isWechat: boolean): HandOffMode {
  if (/miniProgram/i.test(userAgent)) return 'miniProgram';
  return isWechat ? 'wechat' : 'browser';
}

export type HandOffAction = { kind: 'form'; html: string } | { kind: 'url'; url: string } | { kind: 'none' };

/**
 * items/donate4ali answers an auto-submitting HTML form (doc 3 §7); the sandbox answers the URL
 * of its cashier instead. Only http(s) URLs are followed.
 */
export function handOffAction(data: unknown): HandOffAction {
  const text = typeof data === 'string' ? data : (data as { data?: unknown } | null)?.data;
  if (typeof text !== 'string' || text.trim() === '') return { kind: 'none' };
  const trimmed = text.trim();
  if (/<form[\s>]/i.test(trimmed)) return { kind: 'form', html: trimmed };
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'url', url: trimmed };
  if (/^\/(?!\/)/.test(trimmed)) return { kind: 'url', url: trimmed };
  return { kind: 'none' };
}

/**
 * The address to open outside WeChat: the same hand-off page carrying the token, because the
 * other browser has no stored session (doc 2 §2.6: alipay?billNo= with an optional token).
 */
export function handOffLink(href: string, billNo: string, token: string): string {
  const url = new URL(href);
  const [route = '/alipay'] = url.hash.replace(/^#/, '').split('?');
  const query = new URLSearchParams({ billNo });
  if (token !== '') query.set('token', token);
  url.hash = `#${route}?${query}`;
  return url.toString();
}
