import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { executeSql, type PreparedSql, prepareSql } from '../security/sql-literal.ts';
import {
  type Database,
  type Db,
  MIGRATIONS_DIR,
  type NotifyListener,
  PGLITE_TEMPLATE_DIR,
  type PreparedStep,
  type ScriptRows,
} from './database.ts';
import { EPHEMERAL_START_PARAMS } from './durable-node-fs.ts';
import { startPgliteThreadAt } from './pglite-start.ts';
import { type PgliteClient, PgliteThread } from './pglite-thread.ts';
import { schema } from './schema-all.ts';
import { TemplateMemoryFS } from './template-memory-fs.ts';

/**
 * The embedded engine (PGlite, a WASM build of Postgres). Loaded by client.ts only when a database
 * is opened on it, so a server on PostgreSQL never loads the WASM module.
 */

/**
 * The embedded database in `dir`, on a thread of its own (pglite-thread.ts), every commit on disk
 * before it is acknowledged: the thread `started` (main.ts starts it before the server's code
 * loads), else one started now (pglite-start.ts).
 */
export async function openPgliteAt(
  dir: string,
  options: { template?: boolean; started?: Promise<PgliteThread> } = {},
): Promise<Database> {
  return pgliteDatabase(await (options.started ?? startPgliteThreadAt(dir, options)));
}

/**
 * A copy of the template in memory, fsync off, gone when closed: each test file's database. The
 * same Postgres as openPgliteAt, without the disk (see decisions.md, "Start-up, install and CI").
 */
export async function openPgliteTemplateCopy(): Promise<Database> {
  return pgliteDatabase(
    await PGlite.create({
      fs: new TemplateMemoryFS(PGLITE_TEMPLATE_DIR),
      startParams: EPHEMERAL_START_PARAMS,
    }),
  );
}

async function pgliteDatabase(client: PgliteClient): Promise<Database> {
  // drizzle calls only what PgliteClient has, on a PGlite or on the thread that runs one.
  const driver = client as PGlite;
  const db = drizzlePglite(driver, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(driver), { migrationsFolder: MIGRATIONS_DIR });
  const ensurePrepared = preparesOnce(client);
  const inProcess = new Map<string, NotifyListener[]>();
  const execute = async (steps: ReadonlyArray<PreparedStep>) => {
    await Promise.all(steps.map((step) => ensurePrepared(step.statement)));
    const results = await client.exec(
      steps.map((step) => executeSql(step.statement, step.params).text).join(';\n'),
    );
    return results.map((result) => result.rows as ScriptRows);
  };
  return {
    db,
    kind: 'pglite',
    async snapshot() {
      if (client instanceof PgliteThread) return client.dumpDataDir();
      return new Uint8Array(await (await (client as PGlite).dumpDataDir('none')).arrayBuffer());
    },
    connections() {
      const inFlight = client instanceof PgliteThread ? client.inFlight : 0;
      return { total: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) };
    },
    async listen(channel, fn) {
      // One process owns a PGlite directory, so every listener is in this process: it hears the
      // database's NOTIFYs (triggers') and the notify() calls below.
      inProcess.set(channel, [...(inProcess.get(channel) ?? []), fn]);
      await client.listen(channel, fn);
    },
    async notify(channel, payload) {
      // Handed to this process's listeners, without a NOTIFY: that would be a transaction of its
      // own, a WAL write and a disk sync on the requests' thread, to reach nobody else.
      const listeners = inProcess.get(channel) ?? [];
      queueMicrotask(() => {
        for (const fn of listeners) fn(payload);
      });
    },
    async script(sql) {
      const results = await client.exec(sql.text);
      return results.map((result) => result.rows as ScriptRows);
    },
    async prepared(statement, params) {
      const results = await execute([{ statement, params }]);
      return results[results.length - 1] ?? [];
    },
    preparedScript: execute,
    async maintain() {
      // PGlite has no autovacuum worker; without this, write throughput halves within a minute.
      await client.exec('VACUUM (ANALYZE)');
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * A hot statement is prepared (SQL PREPARE) the first time it runs and EXECUTEd from then on:
 * Postgres parses, analyses and plans it once for the session instead of at every call — on PGlite,
 * whose one session is the server's, an EXECUTE costs a quarter of the same statement sent as text
 * (0.15 against 0.6 ms for the nonce claim). Concurrent first calls share one PREPARE.
 */
function preparesOnce(client: PgliteClient): (statement: PreparedSql) => Promise<void> {
  const prepared = new Map<string, { text: string; ready: Promise<void> }>();
  return (statement) => {
    const known = prepared.get(statement.name);
    if (known) {
      if (known.text !== statement.text) throw new Error(`two statements are named ${statement.name}`);
      return known.ready;
    }
    const ready = client.exec(prepareSql(statement).text).then(() => undefined);
    prepared.set(statement.name, { text: statement.text, ready });
    ready.catch(() => prepared.delete(statement.name));
    return ready;
  };
}
