/**
 * The logger's `err` serializer. A database error carries the statement's parameters (drizzle's
 * `params`, and its message "Failed query: … params: …"), and PostgreSQL's own message and detail
 * quote the offending value ('invalid input syntax for type integer: "…"', 'Key (…)=(…) already
 * exists'): all user input, which must never reach the log (DESIGN.md §3). Of such an error only
 * what names the failure is kept: its SQLSTATE, where the server raised it, the constraint, table
 * and column, and our own stack frames. Other errors keep their message, less anything that looks
 * like a drizzle parameter list.
 */
export function loggableError(error: unknown): LoggedError {
  if (error === null || typeof error !== 'object') return { type: typeof error, message: '', stack: '' };
  const chain = causeChain(error);
  const database = chain.find(isDatabaseError);
  const top = chain[0] as ErrorLike;
  const stack = stackFrames(top.stack);
  if (!database) {
    return compact({
      type: errorType(top),
      message: typeof top.message === 'string' ? withoutParams(top.message) : '',
      code: typeof top.code === 'string' ? top.code : undefined,
      statusCode: typeof top.statusCode === 'number' ? top.statusCode : undefined,
      stack,
    });
  }
  const pg = (chain.find((item) => isSqlState((item as ErrorLike).code)) ?? database) as ErrorLike;
  return compact({
    type: errorType(top),
    message: 'database error (parameters and values withheld)',
    code: isSqlState(pg.code) ? pg.code : undefined,
    severity: text(pg.severity),
    routine: text(pg.routine),
    constraint: text(pg.constraint),
    table: text(pg.table),
    column: text(pg.column),
    stack,
  });
}

/** The shape Fastify's logger wants of an `err` serializer. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  severity?: unknown;
  routine?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

function causeChain(error: object): object[] {
  const chain: object[] = [];
  for (let current: unknown = error; current && typeof current === 'object'; ) {
    if (chain.includes(current) || chain.length >= 8) break;
    chain.push(current);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/** drizzle's query errors, pg's and PGlite's DatabaseError: whatever carries a statement or a SQLSTATE. */
function isDatabaseError(error: object): boolean {
  return 'params' in error || 'query' in error || isSqlState((error as ErrorLike).code);
}

function isSqlState(code: unknown): code is string {
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** The `at …` lines only: the first line of a stack repeats the message. */
function stackFrames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function withoutParams(message: string): string {
  const at = message.search(/\n\s*params:/);
  return at < 0 ? message : message.slice(0, at);
}

function errorType(error: ErrorLike): string {
  return typeof error.name === 'string' ? error.name : (error.constructor?.name ?? 'Error');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function compact(record: LoggedError): LoggedError {
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}
