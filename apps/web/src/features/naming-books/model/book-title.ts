import type * as NamingBooks from '@alma/shared/api/naming-books';

/**
 * Doc 4 §9: a list row's title has at most 24 characters. The value is restated here because the
 * shared module that owns it also builds zod schemas, which a runtime import would put in this
 * screen's chunk; the type ties the two together, so tsc fails the moment they differ.
 */
export const BOOK_TITLE_MAX_CHARS: typeof NamingBooks.BOOK_TITLE_MAX_CHARS = 24;

/** A list row's title, cut with '…'. Counted in code points: a character is never cut in half. */
export function shortBookTitle(title: string, max: number = BOOK_TITLE_MAX_CHARS): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : title;
}
