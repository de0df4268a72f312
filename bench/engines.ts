/**
 * The engines a server benchmark runs on: PGlite always, PostgreSQL when DATABASE_URL is set, each
 * with a database of its own. The server processes inherit this process's environment, so the
 * PGlite row must not see DATABASE_URL (it once ran on PostgreSQL whenever it was set), and the
 * PostgreSQL row gets a fresh database (the demo data goes only into an empty one), dropped after.
 * BENCH_ONLY=PGlite|PostgreSQL runs one of them.
 */
import { databaseUrl, onServer } from '../apps/server/test/postgres-template.ts';

export type Engine = 'PGlite' | 'PostgreSQL';

const baseUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

/** Runs `run` on each engine in turn with the server environment that selects it. */
export async function forEachEngine(
  label: string,
  run: (engine: Engine, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (!only || only === 'PGlite') await run('PGlite', {});
  if (!baseUrl || (only && only !== 'PostgreSQL')) return;
  const name = `alma_bench_${label}_${process.pid}`;
  await onServer(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  try {
    await run('PostgreSQL', { DATABASE_URL: databaseUrl(baseUrl, name) });
  } finally {
    await onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
