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
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
