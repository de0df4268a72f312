/**
 * An ILIKE pattern that matches `text` anywhere. The visitor's % and _ are escaped so that a
 * search for "100%" finds that text instead of matching everything.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
