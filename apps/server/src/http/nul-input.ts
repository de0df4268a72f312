/**
 * A field of a request's query or body whose text (or name) holds a NUL character, named by its
 * dotted path like the one parseInput names (`seatList.0.name`); null when there is none.
 * PostgreSQL stores no NUL in text or jsonb, so such input would otherwise fail in the database.
 * The walk keeps its own stack and links each field to its parent rather than copying paths, so
 * a deeply nested body can neither overflow the call stack nor cost quadratic memory.
 */
export function fieldWithNul(input: unknown, root = 'body'): string | null {
  const pending: Field[] = [{ value: input, key: null, parent: null }];
  for (let field = pending.pop(); field !== undefined; field = pending.pop()) {
    const { value } = field;
    if (typeof value === 'string') {
      if (value.includes('\0')) return fieldName(field, root);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const entry = { value: child, key, parent: field };
        if (key.includes('\0')) return fieldName(entry, root);
        pending.push(entry);
      }
    }
  }
  return null;
}

type Field = { value: unknown; key: string | null; parent: Field | null };

/** Named without the NUL itself, which the message would otherwise echo. */
function fieldName(field: Field, root: string): string {
  const keys: string[] = [];
  for (let at: Field | null = field; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.length === 0 ? root : keys.reverse().join('.').replaceAll('\0', '');
}
