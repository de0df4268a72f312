/**
 * The nameplate screens' address parts. Each feature reads its own (features never import each
 * other); the rules are the same as the other screens': a positive whole number, else nothing.
 */
export function queryId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** `namingType` of the editor and `type` of the detail page: 1 seats, 2 books, else none. */
export function parseNamingType(text: string | null): 1 | 2 | null {
  if (text === '1') return 1;
  if (text === '2') return 2;
  return null;
}
