/**
 * A list as one array parameter (`{1,2,"a b"}`), which both drivers pass as text for the
 * statement to cast (`::bigint[]`, `::text[]`): one parameter however long the list.
 */
export function arrayLiteral(values: ReadonlyArray<number | string>): string {
  const quoted = values.map((value) =>
    typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${quoted.join(',')}}`;
}
