import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';

/** Runs statements on the server's maintenance database (the one DATABASE_URL names). */
export async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A database migrated with whatever migrations exist now, for `CREATE DATABASE … TEMPLATE` to copy:
 * a copy takes a fraction of a second where running every migration takes seconds per test file.
 * PostgreSQL refuses to copy a database anyone is connected to, so every connection to it is
 * closed before this returns, and nothing connects to it again until it is dropped.
 */
export async function createPostgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `alma_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openPostgres(databaseUrl(url, name));
  await database.close();
  return {
    name,
    async drop() {
      await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
