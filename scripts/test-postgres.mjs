// The server suite again, on a real PostgreSQL, when one is named (CI names one; see .ci/run).
import { spawnSync } from 'node:child_process';

const url = process.env.ALMA_TEST_POSTGRES_URL;
if (!url) {
  console.log(
    'PostgreSQL run skipped: set ALMA_TEST_POSTGRES_URL=postgres://user@host:port/db to run the server suite on it.',
  );
  process.exit(0);
}
console.log(`\nServer suite on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})`);
// The process tests that start the server on PGlite whatever DATABASE_URL says (its durability,
// its backups) ran in the PGlite stage; a second run here would test nothing new (~80 s).
const PGLITE_PROCESS_TESTS = ['test/durability.test.ts', 'test/backup-restore.test.ts'];
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', ...PGLITE_PROCESS_TESTS.flatMap((file) => ['--exclude', file])],
  {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
