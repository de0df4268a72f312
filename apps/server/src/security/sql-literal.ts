/**
 * SQL text with its values written in as escaped literals, for the few hot statements that run as
 * one simple-protocol script (several statements, one round trip; on PGlite one WASM call instead
 * of six per parameterised statement), and the EXECUTEs of prepared statements. Values go in only
 * through `inline` and `executeSql`, never by concatenation.
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

/** A prepared statement's name as it is written into PREPARE and EXECUTE. */
function nameOf(statement: PreparedSql): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(statement.name))
    throw new Error(`not a statement name: ${statement.name}`);
  return statement.name;
}

/**
 * SQL-level PREPARE of the statement, for the session that runs it: its parameters' types are
 * inferred as the protocol's Parse infers them, and it is planned once for that session.
 */
export function prepareSql(statement: PreparedSql): InlineSql {
  return { text: `PREPARE ${nameOf(statement)} AS ${statement.text}` };
}

/**
 * EXECUTE of a statement prepared in this session, with its values written in as literals: one
 * short simple-protocol statement, which several can share (one round trip, one transaction).
 */
export function executeSql(statement: PreparedSql, params: readonly InlineValue[]): InlineSql {
  const values = params.map(sqlLiteral).join(', ');
  return { text: `EXECUTE ${nameOf(statement)}${params.length > 0 ? `(${values})` : ''}` };
}

/** A parameter as node-postgres sends it: JSON as its text, the rest as they are. */
export function driverValue(value: InlineValue): string | number | boolean | Date | null {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return JSON.stringify(value.json);
}
