import type { Database } from './database.ts';
import type { PgliteThread } from './pglite-thread.ts';

export {
  type Database,
  type Db,
  MIGRATIONS_DIR,
  type NotifyListener,
  PGLITE_TEMPLATE_DIR,
  type PreparedStep,
  type ScriptRows,
  type Tx,
} from './database.ts';

/**
 * PostgreSQL at `databaseUrl`, else the PGlite directory `pgliteDir`, on the thread `pgliteThread`
 * if one was started already (main.ts starts it first: pglite-start.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  pgliteThread?: Promise<PgliteThread>;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.pgliteDir) throw new Error('openDatabase needs a DATABASE_URL or a PGlite directory');
  return openPglite(options.pgliteDir, { started: options.pgliteThread });
}

/**
 * The embedded database in `dir`, every commit on disk before it is acknowledged. A new directory
 * starts as a copy of the template (`template: false` runs initdb instead, to build the template).
 * PGlite (its WASM build of Postgres, ~45 MB once loaded) is loaded only when it is used, so a server
 * on PostgreSQL never carries it.
 */
export async function openPglite(
  dir: string,
  options: { template?: boolean; started?: Promise<PgliteThread> } = {},
): Promise<Database> {
  const { openPgliteAt } = await import('./pglite-client.ts');
  return openPgliteAt(dir, options);
}

/** A copy of the template in memory, fsync off, gone when closed: each test file's database. */
export async function openPgliteInMemory(): Promise<Database> {
  const { openPgliteTemplateCopy } = await import('./pglite-client.ts');
  return openPgliteTemplateCopy();
}

/** PostgreSQL at `url`, migrated (postgres-client.ts: loaded only here, so PGlite never loads pg). */
export async function openPostgres(url: string): Promise<Database> {
  const { openPostgresAt } = await import('./postgres-client.ts');
  return openPostgresAt(url);
}
