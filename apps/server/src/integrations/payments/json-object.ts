/** A provider's JSON body as an object, or null when it is empty, not JSON, or not an object. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  if (text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
