// `npm test`: every stage in turn, stopping at the first that fails, then how long each took (CI
// keeps under 30 minutes on a 2-core machine; these figures show where the time goes).
import { spawnSync } from 'node:child_process';

const STAGES = [
  { name: 'check (types, lint, imports)', command: ['npm', 'run', 'check'] },
  { name: 'unit and server tests (PGlite)', command: ['npx', 'vitest', 'run'] },
  { name: 'browser tests (e2e)', command: ['npm', 'run', 'e2e', '-w', '@alma/e2e'] },
  { name: 'server tests (PostgreSQL)', command: ['node', 'scripts/test-postgres.mjs'] },
  {
    name: 'reliability (instances and faults, PostgreSQL)',
    command: ['node', 'scripts/test-reliability.mjs'],
  },
];

const times = [];
let status = 0;
for (const stage of STAGES) {
  const started = Date.now();
  const [program, ...args] = stage.command;
  const result = spawnSync(program, args, { stdio: 'inherit' });
  times.push(`  ${stage.name}: ${Math.round((Date.now() - started) / 1000)} s`);
  status = result.status ?? 1;
  if (status !== 0) {
    times.push(`  (stopped: ${stage.name} failed)`);
    break;
  }
}
console.log(`\nTime per stage:\n${times.join('\n')}`);
process.exit(status);
