/**
 * A gift's donation-info answers as a giving day reads them (issue 25): its boards rank gifts by
 * them, and a matching pool or challenge may be limited to donors of some answers (a college, a
 * class year). The server keeps these with the order; the form reads the same to say which pools'
 * estimates hold for what is on it.
 */

/** A pool or challenge limited to the donors whose answer to `field` is one of `values`. */
export type DonorScope = { field: string; values: readonly string[] };

/** The answers that are plain words or numbers, as text; choices of several and checkboxes left out. */
export function plainAnswers(fields: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

/** Whether the answers qualify for a scope; no scope takes everyone. */
export function scopeHolds(scope: DonorScope | null, answers: Readonly<Record<string, string>>): boolean {
  return scope === null || scope.values.includes(answers[scope.field] ?? '');
}
