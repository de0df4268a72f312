/** An id from the address (`giving-day?id=3`): a positive whole number, or null. */
export function routeId(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
