/** The project id of `book-list?id=17`: a positive whole number, or null for anything else. */
export function parseItemsId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
