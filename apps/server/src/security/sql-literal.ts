/**
 * SQL text with its values written in as escaped literals, for the few hot statements that run as
 * one simple-protocol script (several statements, one round trip; on PGlite one WASM call instead
 * of six per parameterised statement). Values go in only through `inline`, never by concatenation.
 */

export type InlineValue = string | number | boolean | Date | null | { json: unknown };

/** Script text whose every interpolated value was escaped by `inline`. */
export type InlineSql = { readonly text: string };

/**
 * One value as a literal. Strings are quoted with quotes doubled and, when they hold a backslash,
 * written as E'' with backslashes doubled, so the text means the same whatever
 * standard_conforming_strings is. A NUL would end the protocol message early, so it is refused.
 */
export function sqlLiteral(value: InlineValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('sqlLiteral: not a finite number');
    // Parenthesised, so a negative number never meets a preceding minus as a comment (--).
    return `(${String(value)})`;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('sqlLiteral: invalid date');
    return `'${value.toISOString()}'::timestamptz`;
  }
  if (typeof value === 'string') return quote(value);
  return `${quote(JSON.stringify(value.json))}::jsonb`;
}

function quote(text: string): string {
  if (text.includes('\0')) throw new Error('sqlLiteral: NUL in a string');
  const doubled = text.replaceAll("'", "''");
  return text.includes('\\') ? `E'${doubled.replaceAll('\\', '\\\\')}'` : `'${doubled}'`;
}

/**
 * SQL the code wrote itself from its own constants (an outbox CTE, a list of statuses from the
 * order machine), written into a script as it is. Made only by codeSql; never from input.
 */
export class CodeSql {
  private constructor(readonly code: string) {}
  static of(code: string): CodeSql {
    return new CodeSql(code);
  }
}
export const codeSql = (code: string) => CodeSql.of(code);

/** A tagged template: `inline\`select ${x}\`` with `x` written in as a literal (CodeSql as it is). */
export function inline(strings: TemplateStringsArray, ...values: Array<InlineValue | CodeSql>): InlineSql {
  let text = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as InlineValue | CodeSql;
    text += (value instanceof CodeSql ? value.code : sqlLiteral(value)) + (strings[i + 1] ?? '');
  }
  return { text };
}

/** A single statement with $1…$n placeholders and a fixed name, so PostgreSQL plans it once. */
export type PreparedSql = { readonly name: string; readonly text: string };

/**
 * The statement with each $n written in as the literal of params[n-1], for engines where a
 * parameterised query costs more than parsing (PGlite: six protocol calls against one). The
 * statement texts are this code's constants and hold no other `$`.
 */
export function bindLiterals(statement: PreparedSql, params: readonly InlineValue[]): InlineSql {
  const text = statement.text.replace(/\$(\d+)/g, (_match, index: string) => {
    const at = Number(index) - 1;
    if (at < 0 || at >= params.length) throw new Error(`${statement.name}: no value for $${index}`);
    return sqlLiteral(params[at] as InlineValue);
  });
  return { text };
}

/** A parameter as node-postgres sends it: JSON as its text, the rest as they are. */
export function driverValue(value: InlineValue): string | number | boolean | Date | null {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return JSON.stringify(value.json);
}
