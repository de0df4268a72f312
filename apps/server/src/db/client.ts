import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  bindLiterals,
  driverValue,
  type InlineSql,
  type InlineValue,
  type PreparedSql,
} from '../security/sql-literal.ts';
import { DURABLE_START_PARAMS, DurableNodeFS, EPHEMERAL_START_PARAMS } from './durable-node-fs.ts';
import { type Schema, schema } from './schema-all.ts';
import { TemplateMemoryFS } from './template-memory-fs.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NotifyListener = (payload: string) => void;
/** One statement's rows as the driver parsed them (bigint columns may come as text: Number() them). */
export type ScriptRows = Array<Record<string, unknown>>;

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
  /** Routine upkeep that an engine's own background workers would do (PGlite has none). */
  maintain(): Promise<void>;
  close(): Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');
/** An initialised, migrated, empty PGlite data directory made by `npm run build`. */
export const PGLITE_TEMPLATE_DIR = path.resolve(here, '../../.pglite-template');

export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.pgliteDir) throw new Error('openDatabase needs a DATABASE_URL or a PGlite directory');
  return openPglite(options.pgliteDir);
}

/**
 * The embedded database in `dir`, every commit on disk before it is acknowledged. A new directory
 * starts as a copy of the template (`template: false` runs initdb instead, to build the template).
 */
export async function openPglite(dir: string, options: { template?: boolean } = {}): Promise<Database> {
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh && options.template !== false && fs.existsSync(path.join(PGLITE_TEMPLATE_DIR, 'PG_VERSION'))) {
    // initdb costs seconds and most of a gigabyte; a copy of a ready directory costs neither.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.cpSync(PGLITE_TEMPLATE_DIR, dir, { recursive: true });
  }
  return pgliteDatabase(
    await PGlite.create({ fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS }),
  );
}

/**
 * A copy of the template in memory, fsync off, gone when closed: each test file's database. The
 * same Postgres as openPglite, without the disk (see decisions.md, "Start-up, install and CI").
 */
export async function openPgliteInMemory(): Promise<Database> {
  return pgliteDatabase(
    await PGlite.create({
      fs: new TemplateMemoryFS(PGLITE_TEMPLATE_DIR),
      startParams: EPHEMERAL_START_PARAMS,
    }),
  );
}

async function pgliteDatabase(client: PGlite): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    async listen(channel, fn) {
      // One process owns a PGlite directory, so in-process notifications reach every listener.
      await client.listen(channel, fn);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async script(sql) {
      const results = await client.exec(sql.text);
      return results.map((result) => result.rows as ScriptRows);
    },
    async prepared(statement, params) {
      const results = await client.exec(bindLiterals(statement, params).text);
      return (results[results.length - 1]?.rows ?? []) as ScriptRows;
    },
    async maintain() {
      // PGlite has no autovacuum worker; without this, write throughput halves within a minute.
      await client.exec('VACUUM (ANALYZE)');
    },
    async close() {
      await client.close();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Nothing to do here.
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  await migrateWithLock(pool);
  const listeners: Array<{ client: pg.Client; stop: () => void }> = [];
  return {
    db,
    kind: 'postgres',
    async listen(channel, fn, onReset) {
      let stopped = false;
      let client: pg.Client;
      const connect = async (): Promise<void> => {
        client = new pg.Client({ connectionString: url });
        client.on('notification', (message) => {
          if (message.channel === channel) fn(message.payload ?? '');
        });
        client.on('error', () => {
          // Notifications may have been missed while the connection was down.
          onReset();
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
        });
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        onReset();
      };
      await connect();
      listeners.push({
        get client() {
          return client;
        },
        stop: () => {
          stopped = true;
        },
      });
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async script(sql) {
      // Without values pg sends a simple Query message; several statements answer an array.
      const answer = (await pool.query(sql.text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(answer) ? answer : [answer]).map((result) => result.rows as ScriptRows);
    },
    async prepared(statement, params) {
      const result = await pool.query({
        name: statement.name,
        text: statement.text,
        values: params.map(driverValue),
      });
      return result.rows as ScriptRows;
    },
    async maintain() {
      // PostgreSQL's autovacuum does this.
    },
    async close() {
      for (const listener of listeners) {
        listener.stop();
        await listener.client.end().catch(() => undefined);
      }
      await pool.end();
    },
  };
}

/** Several instances may start at once against one PostgreSQL; only one migrates at a time. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}
