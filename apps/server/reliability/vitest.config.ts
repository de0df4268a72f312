import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability` (scripts/test-reliability.mjs): several compiled server processes on
 * one PostgreSQL, and the faults between them and the database. Its own configuration, so the
 * PGlite run (`npx vitest run`) does not start it: it needs PostgreSQL (ALMA_TEST_POSTGRES_URL).
 * One file at a time: each starts processes and may restart a database.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
