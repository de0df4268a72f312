import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';

/**
 * A fresh, migrated, empty database for one test file: a copy of the PGlite template, or a new
 * database on the PostgreSQL named by DATABASE_URL (the suite runs on both in CI).
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `alma_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString());
    return {
      database,
      async dispose() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-test-'));
  const database = await openPglite(path.join(dir, 'pgdata'));
  return {
    database,
    async dispose() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
