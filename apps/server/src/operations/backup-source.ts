import type { Database } from '../db/database.ts';
import type { BackupSource } from './backup-writer.ts';

type Queryable = { query<T>(sql: string): Promise<{ rows: T[] }> };

async function countOf(
  run: (sql: string) => Promise<Array<Record<string, unknown>>>,
  sql: string,
): Promise<number> {
  const [row] = await run(sql);
  return Number(row?.n ?? 0);
}

const ORDERS = 'select count(*)::int as n from donations';
const MIGRATIONS = 'select count(*)::int as n from drizzle.__drizzle_migrations';

/** The running server's database as a backup's source. */
export function backupSourceOfDatabase(database: Database, dataDir: string): BackupSource {
  const { snapshot } = database;
  if (!snapshot)
    throw new Error('only a PGlite installation is backed up by npm run backup (PostgreSQL: pg_dump)');
  const run = async (sql: string) => (await database.script({ text: sql }))[0] ?? [];
  return {
    dataDir,
    snapshot,
    orders: () => countOf(run, ORDERS),
    migrations: () => countOf(run, MIGRATIONS),
  };
}

/** A PGlite opened by the backup command itself (no server running) as a backup's source. */
export function backupSourceOfPglite(
  pglite: Queryable & { dumpDataDir(compression: 'none'): Promise<Blob> },
  dataDir: string,
): BackupSource {
  const run = async (sql: string) => (await pglite.query<Record<string, unknown>>(sql)).rows;
  return {
    dataDir,
    snapshot: async () => new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()),
    orders: () => countOf(run, ORDERS),
    migrations: () => countOf(run, MIGRATIONS),
  };
}
