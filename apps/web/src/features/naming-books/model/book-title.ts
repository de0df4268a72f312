import { BOOK_TITLE_MAX_CHARS } from '@alma/shared/constants/limits';

/** A list row's title, cut with '…'. Counted in code points: a character is never cut in half. */
export function shortBookTitle(title: string, max: number = BOOK_TITLE_MAX_CHARS): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : title;
}
