import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { driverValue, executeSql, type PreparedSql, prepareSql } from '../security/sql-literal.ts';
import { type Database, type Db, MIGRATIONS_DIR, type ScriptRows } from './database.ts';
import { schema } from './schema-all.ts';

/**
 * PostgreSQL through node-postgres's pool. Loaded by client.ts only when a database is opened on
 * PostgreSQL, so a server on PGlite never loads pg.
 */

export async function openPostgresAt(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Nothing to do here.
  });
  // A checked-out connection that drops (PostgreSQL restarted, the network cut) emits 'error' with
  // no pool listener attached: unheard, that ended the whole process. The query on it rejects by
  // itself, and the pool does not reuse a connection that failed.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  await migrateWithLock(pool);
  const listeners: Array<{ client: pg.Client; stop: () => void }> = [];
  return {
    db,
    kind: 'postgres',
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, fn, onReset) {
      let stopped = false;
      let client: pg.Client;
      let retryMs = LISTEN_RETRY_FIRST_MS;
      // A lost LISTEN connection is made again until it succeeds (a try that fails emits nothing
      // more, so each failure schedules the next), backing off to LISTEN_RETRY_MAX_MS.
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          // Notifications may have been missed while the connection was down.
          onReset();
          next.end().catch(() => undefined);
          if (stopped) return;
          setTimeout(() => void connect().catch(() => undefined), retryMs).unref();
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
        };
        next.on('notification', (message) => {
          if (message.channel === channel) fn(message.payload ?? '');
        });
        next.on('error', onLost);
        next.on('end', onLost);
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          onLost();
          throw error;
        }
        client = next;
        retryMs = LISTEN_RETRY_FIRST_MS;
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
    async preparedScript(steps) {
      // SQL PREPAREs live in a connection: each pooled connection prepares a statement once. The
      // names are set apart from node-postgres's own named statements, which share the namespace.
      const client = await pool.connect();
      try {
        const known = preparedOn.get(client) ?? new Set<string>();
        preparedOn.set(client, known);
        const named = steps.map((step) => ({ ...step, statement: scriptNamed(step.statement) }));
        for (const { statement } of named) {
          if (known.has(statement.name)) continue;
          await client.query(prepareSql(statement).text);
          known.add(statement.name);
        }
        const text = named.map((step) => executeSql(step.statement, step.params).text).join(';\n');
        const answer = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        client.release();
        return (Array.isArray(answer) ? answer : [answer]).map((result) => result.rows as ScriptRows);
      } catch (error) {
        // As pool.query does: a connection that failed is not reused.
        client.release(error as Error);
        throw error;
      }
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

const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 5000;

/** Which SQL PREPAREs each pooled connection holds (a replaced connection starts with none). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
const scriptNamed = (statement: PreparedSql): PreparedSql => ({
  ...statement,
  name: `${statement.name}_sql`,
});

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
