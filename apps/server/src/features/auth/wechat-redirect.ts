/**
 * Adds `code` and `state` to the query of a page address the way WeChat does: before the
 * `#hash`, which a hash-routed app needs kept, and after any query the page already has (which
 * is left byte for byte as it was).
 */
export function withCodeAndState(pageUrl: string, code: string, state: string): string {
  const { beforeHash, hash } = splitHash(pageUrl);
  const separator = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  const added = `code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
  return `${beforeHash}${separator}${added}${hash}`;
}

/**
 * The page address without a `code` or `state` left in its query from an earlier authorisation,
 * so that the one WeChat adds is the only one the client finds.
 */
export function withoutCodeAndState(pageUrl: string): string {
  const { beforeHash, hash } = splitHash(pageUrl);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return pageUrl;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !/^(code|state)(=|$)/.test(pair));
  const path = beforeHash.slice(0, queryAt);
  return `${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}

function splitHash(url: string): { beforeHash: string; hash: string } {
  const at = url.indexOf('#');
  return at < 0 ? { beforeHash: url, hash: '' } : { beforeHash: url.slice(0, at), hash: url.slice(at) };
}
