/** The custom success words are one thought per line (doc 2 §2.5); blank lines are dropped. */
export function successLines(successWord: string): string[] {
  return successWord
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A screen that needs a login sends the visitor there and back (see login screen's redirect). */
export function loginRedirect(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
