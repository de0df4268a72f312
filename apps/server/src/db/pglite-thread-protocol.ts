/**
 * The messages between the server's thread and the thread that runs its on-disk PGlite
 * (pglite-thread.ts, pglite-thread-worker.ts). Every request carries an id its answer repeats;
 * notifications come unasked.
 */

/** PGlite's result of one statement, as drizzle and pglite-client.ts read it. */
export type ThreadResults = {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
};

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Types whose text is handed over as it is (drizzle keeps dates and intervals as text). */
      textTypes: number[] | undefined;
      /** The open transaction the statement belongs to, from `begin`. */
      tx: number | undefined;
    }
  | { id: number; op: 'exec'; sql: string; tx: number | undefined }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'syncs' }
  /** The data directory as a tar (PGlite's dumpDataDir), taken while no statement runs. */
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error's own fields (a DatabaseError's code, detail, constraint…), which cloning would drop. */
export type ThreadError = { name: string; message: string; stack?: string } & Record<string, unknown>;

export type ThreadMessage =
  | { op: 'ready' }
  | { op: 'failed'; error: ThreadError }
  | { op: 'answer'; id: number; ok: true; value: unknown }
  | { op: 'answer'; id: number; ok: false; error: ThreadError }
  | { op: 'notification'; channel: string; payload: string }
  /** Something went wrong that no caller waits for (the thread's own upkeep). */
  | { op: 'warning'; text: string };

/** Data the worker starts with. */
export type ThreadStart = { dir: string; autovacuumEveryMs: number };

export function errorFields(error: unknown): ThreadError {
  if (typeof error !== 'object' || error === null) return { name: 'Error', message: String(error) };
  // Emscripten's file errors are plain objects: { name: 'ErrnoError', errno }.
  const own = error as { name?: unknown; message?: unknown; stack?: unknown; errno?: unknown };
  const name = typeof own.name === 'string' ? own.name : 'Error';
  const fields: ThreadError = {
    name,
    message:
      typeof own.message === 'string'
        ? own.message
        : `${name}${own.errno === undefined ? '' : ` ${own.errno}`}`,
    stack: typeof own.stack === 'string' ? own.stack : undefined,
  };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  }
  return fields;
}

export function errorFrom(fields: ThreadError): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}
