// The server's own cost to run (issue 24): how long a second start takes to answer /healthz with the
// demo data present, and how much memory it holds idle — the compiled server (`npm start`) beside
// the TypeScript one through tsx (how `npm start` ran before). PGlite always; PostgreSQL too when
// DATABASE_URL names one (each run gets a database of its own there).
//   npm run build && node --import tsx bench/runtime.ts
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './web-build.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOALS = { startMs: 1500, pgliteRssMiB: 350, postgresRssMiB: 200 };
const IDLE_MS = 10_000;

type Runtime = { name: string; args: string[] };
const RUNTIMES: Runtime[] = [
  { name: 'compiled (node dist/main.js)', args: ['--enable-source-maps', 'apps/server/dist/main.js'] },
  { name: 'sources (node --import tsx)', args: ['--import', 'tsx', 'apps/server/src/main.ts'] },
];

/** Resident memory of a process, all its threads (VmRSS), in MiB. */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function start(
  runtime: Runtime,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; ms: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, runtime.args, {
    cwd: repo,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ALMA_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${runtime.name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok)
        return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(runtime: Runtime, env: Record<string, string>, rssGoal: number): Promise<void> {
  const first = await start(runtime, env);
  await stop(first.child);
  const second = await start(runtime, env);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rss = rssMiB(second.child.pid!);
  await stop(second.child);
  const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
  console.log(
    `  ${runtime.name.padEnd(30)} first start ${first.ms.toFixed(0).padStart(5)} ms · second start ${second.ms
      .toFixed(0)
      .padStart(
        5,
      )} ms (goal ≤ ${GOALS.startMs}: ${verdict(second.ms <= GOALS.startMs)}) · idle RSS ${rss.toFixed(0).padStart(4)} MiB (goal ≤ ${rssGoal}: ${verdict(rss <= rssGoal)})`,
  );
}

console.log(`PGlite, demo data (${os.cpus().length} cores):`);
for (const runtime of RUNTIMES) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-runtime-'));
  const { DATABASE_URL: _unused, ...rest } = process.env;
  process.env = rest;
  await measure(runtime, { DATA_DIR: dataDir }, GOALS.pgliteRssMiB);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const postgres = process.env.ALMA_BENCH_DATABASE_URL;
if (postgres) {
  console.log('PostgreSQL, demo data:');
  for (const runtime of RUNTIMES) {
    const name = `alma_runtime_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgres);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-runtime-'));
    await measure(runtime, { DATA_DIR: dataDir, DATABASE_URL: url.href }, GOALS.postgresRssMiB);
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  console.log('(PostgreSQL: set ALMA_BENCH_DATABASE_URL=postgres://… to measure it too)');
}
