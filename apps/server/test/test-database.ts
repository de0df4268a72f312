import { inject } from 'vitest';
import { type Database, openPgliteInMemory, openPostgres } from '../src/db/client.ts';
import { databaseUrl, onServer } from './postgres-template.ts';

/**
 * A fresh, migrated, empty database for one test file: the PGlite template copied into memory, or,
 * on the PostgreSQL named by DATABASE_URL (the suite runs on both in CI), a new database cloned
 * from the run's migrated template (global-setup.ts). Only test/durability.test.ts needs a
 * database on disk with fsync; it starts the real server for that.
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `alma_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    // Without the global setup (a file run on its own config) openPostgres migrates the new database.
    const template = inject('postgresTemplate');
    await onServer(url, (client) =>
      client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
    );
    const database = await openPostgres(databaseUrl(url, name));
    return {
      database,
      async dispose() {
        await database.close();
        await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const database = await openPgliteInMemory();
  return { database, dispose: () => database.close() };
}
