/**
 * The nameplate-detail page's own public address, as a plaque's QR code carries it: this app's
 * origin and path, and the hash route with the claim. The address's own query (?desktop=1 and the
 * like) is left off: the code is for phones, and the page needs nothing else.
 */
export function nameplatePublicAddress(
  location: { origin: string; pathname: string },
  type: 1 | 2,
  id: number,
): string {
  return `${location.origin}${location.pathname}#/nameplate-detail?type=${type}&id=${id}`;
}
