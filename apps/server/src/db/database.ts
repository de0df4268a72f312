import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_ROOT } from '../runtime.ts';
import type { InlineSql, InlineValue, PreparedSql } from '../security/sql-literal.ts';
import type { Schema } from './schema-all.ts';

/** The database as the server sees it, whichever engine: the types both engines' clients build. */

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NotifyListener = (payload: string) => void;
/** One statement's rows as the driver parsed them (bigint columns may come as text: Number() them). */
export type ScriptRows = Array<Record<string, unknown>>;

/** One statement of a preparedScript and its values. */
export type PreparedStep = { statement: PreparedSql; params: readonly InlineValue[] };

/** The database as the rest of the server sees it, whichever engine is behind it. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` for every NOTIFY on `channel`, also from other server instances (PostgreSQL). */
  listen(channel: string, fn: NotifyListener, onReset: () => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs a script of statements as one simple-protocol query: one round trip (on PGlite one WASM
   * call) and, without BEGIN/COMMIT in it, one implicit transaction that an error rolls back
   * whole. Each statement still takes its own snapshot. Answers the rows of each statement.
   */
  script(sql: InlineSql): Promise<ScriptRows[]>;
  /**
   * One statement of the hot path: on PostgreSQL a named prepared statement (parsed and planned
   * once per connection); on PGlite its values written in as literals and run like `script`.
   */
  prepared(statement: PreparedSql, params: readonly InlineValue[]): Promise<ScriptRows>;
  /**
   * Several hot statements, in order, as one transaction in one round trip (on PGlite one WASM
   * call): each is prepared once per connection and run by an EXECUTE with its values as literals.
   * Each statement takes its own snapshot, as in `script`. Answers the rows of each statement.
   */
  preparedScript(steps: ReadonlyArray<PreparedStep>): Promise<ScriptRows[]>;
  /**
   * This instance's connections, for /metrics: PostgreSQL's pool (in use = total − idle; waiting:
   * queries queued for a connection), or PGlite's one thread (waiting: calls queued behind it).
   */
  connections(): { total: number; idle: number; waiting: number };
  /**
   * PGlite only: its data directory as one consistent tar, taken between statements (an open
   * transaction's changes are in it uncommitted and roll back when it is opened). For backups.
   */
  snapshot?: () => Promise<Uint8Array>;
  /** Routine upkeep that an engine's own background workers would do (PGlite has none). */
  maintain(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
/** An initialised, migrated, empty PGlite data directory made by `npm run build`. */
export const PGLITE_TEMPLATE_DIR = path.join(SERVER_ROOT, '.pglite-template');
