import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate } from './postgres-template.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's PostgreSQL database is cloned from ('' on PGlite). */
    postgresTemplate: string;
  }
}

/**
 * Once per run, the database every test file starts from: on PostgreSQL (DATABASE_URL) a migrated
 * template database, dropped at the end; on PGlite the template directory, rebuilt only when a
 * migration or PGlite changed since the last build (scripts/build-if-stale.mjs).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  // The compiled server the process tests start (server-process.ts), as `npm start` runs it.
  const steps = url ? ['server'] : ['pglite-template', 'server'];
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs', ...steps], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (!url) {
    project.provide('postgresTemplate', '');
    return undefined;
  }
  const template = await createPostgresTemplate(url);
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
