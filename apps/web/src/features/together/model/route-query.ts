/** An id from the address (`?id=7`): a positive whole number, or null for anything else. */
export function queryId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Where login sends the visitor back to: this screen with its query. */
export function loginPath(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
