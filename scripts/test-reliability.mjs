// `npm run test:reliability`: several server processes on one PostgreSQL and the faults between
// them (apps/server/reliability). It needs PostgreSQL, named as for the server suite's PostgreSQL
// run (ALMA_TEST_POSTGRES_URL; CI's .ci/run names one).
import { spawnSync } from 'node:child_process';

const url = process.env.ALMA_TEST_POSTGRES_URL;
if (!url) {
  console.log(
    'Reliability suite skipped: set ALMA_TEST_POSTGRES_URL=postgres://user@host:port/db to run it (it needs PostgreSQL).',
  );
  process.exit(0);
}
console.log(`\nReliability suite on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})`);
const result = spawnSync('npx', ['vitest', 'run', '-c', 'apps/server/reliability/vitest.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
