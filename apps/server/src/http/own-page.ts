const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Pages we serve: the server's public origin, or (with `allowLocalhost`) localhost for
 * development. Used wherever a client-given address would otherwise make us an open redirect
 * (WeChat authorisation) or a general-purpose signing oracle (share signatures). A production
 * server sends WeChat login codes only to its own origin: the login passes ALMA_DEMO here. Share
 * signatures keep localhost, as WeChat itself refuses pages outside the account's JS domains.
 */
export function isOwnPage(url: string, publicUrl: string, allowLocalhost = true): boolean {
  if (!URL.canParse(url)) return false;
  const page = new URL(url);
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  if (page.username !== '' || page.password !== '') return false;
  return page.origin === new URL(publicUrl).origin || (allowLocalhost && LOCAL_HOSTS.has(page.hostname));
}
