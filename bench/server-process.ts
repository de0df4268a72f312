import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type RunningServer = {
  url: string;
  /** The server's process id (with workers, the cluster primary's). */
  pid: number | undefined;
  /** CPU time (user + system) the server process has used so far, in ms (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
};

const TICKS_PER_SECOND = 100;

/**
 * CPU time used so far by every process of this name (e.g. the local PostgreSQL's backends), with
 * what their ended children used (a backend that closed: its time moves to the postmaster's
 * children's time when it is reaped), so the figure only grows while connections come and go.
 */
export function namedProcessesCpuMs(name: string): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      // After the name: utime, stime, cutime, cstime are the 12th to 15th fields.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      total += (ticks * 1000) / TICKS_PER_SECOND;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** CPU time of a process and all its descendants still running (a cluster's primary and workers). */
function processTreeCpuMs(root: number | undefined): number {
  if (root === undefined) return 0;
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const pid of parents.keys()) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (at === root) {
        total += processCpuMs(pid);
        break;
      }
    }
  }
  return total;
}

/** CPU time of a process's main thread (the event loop; with PGlite, the database too), in ms. */
export function mainThreadCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command name; utime and stime are the 14th and 15th of the whole line.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * A cluster primary (run with node -e): the first worker starts alone, so it alone migrates and
 * seeds an empty database, then the others share its port. SIGTERM stops them all.
 */
const CLUSTER_PRIMARY = `
import cluster from 'node:cluster';
const [script, count, ...execArgv] = process.argv.slice(1);
cluster.setupPrimary({ exec: script, execArgv });
let running = Number(count);
cluster.fork().once('listening', () => { for (let i = 1; i < running; i++) cluster.fork(); });
cluster.on('exit', () => { running -= 1; if (running === 0) process.exit(0); });
process.on('SIGTERM', () => { for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM'); });
`;

/**
 * Starts a script as its own process (so the load generator does not share its event loop), or
 * with `workers` > 1 as that many processes sharing the port through node:cluster.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  port: number,
  workers = 1,
): Promise<RunningServer> {
  // ALMA_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server, not the load.
  const nodeArgs = (process.env.ALMA_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args =
    workers > 1
      ? [
          '--input-type=module',
          '-e',
          CLUSTER_PRIMARY,
          script,
          String(workers),
          ...nodeArgs,
          '--import',
          'tsx',
        ]
      : [...nodeArgs, '--import', 'tsx', script];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    cpuMs: () => processTreeCpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        // A server that already ended (e.g. it lost its port to another process) has nothing to stop.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function startAlma(env: Record<string, string>, port: number, workers = 1): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-'));
  return startProcess(
    // ALMA_BENCH_SERVER=apps/server/dist/main.js measures the compiled server `npm start` runs.
    process.env.ALMA_BENCH_SERVER ?? 'apps/server/src/main.ts',
    { DATA_DIR: dataDir, ALMA_DEMO: '1', ...env },
    port,
    workers,
  );
}
