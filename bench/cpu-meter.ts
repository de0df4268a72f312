import fs from 'node:fs';
import { namedProcessesCpuMs, type RunningServer } from './server-process.ts';

export type Cpu = {
  server: number;
  /** Every postgres process on the machine (namedProcessesCpuMs), other databases' included. */
  postgres: number;
  /** This run's database's backends and the cluster's WAL writer, checkpointer and background writer. */
  ours: number;
  client: NodeJS.CpuUsage;
  machine: number;
  at: number;
};

const TICKS_PER_SECOND = 100;

/** Busy CPU time of the whole machine so far, in ms (/proc/stat): to tell other work from ours. */
function machineBusyMs(): number {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  // All but idle and iowait (the 4th and 5th).
  const busy = ticks.reduce((sum, value) => sum + value, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
  return (busy * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time of the PostgreSQL processes that work for one database: its backends (their title
 * names it) and the cluster's processes that write every database's WAL and pages. Other sessions
 * may share the local server, and their backends are not this bench's cost. A backend that ends
 * (the pool lets idle ones go) keeps the time it had when last seen, so `sample` often.
 */
class PostgresCpu {
  private readonly seen = new Map<string, number>();

  constructor(private readonly database: string) {}

  sample(): number {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
        const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        const ours = title.includes(` ${this.database} `);
        if (!ours && !/: (walwriter|checkpointer|background writer)/.test(title)) continue;
        // utime, stime and starttime: a process id the system gives again is another process.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
        this.seen.set(`${entry}:${fields[19]}`, ms);
      } catch {
        // the process ended while we looked
      }
    }
    let total = 0;
    for (const ms of this.seen.values()) total += ms;
    return total;
  }
}

/** The CPU the server, PostgreSQL, this bench and everything else on the machine have used. */
export class CpuMeter {
  private readonly database: PostgresCpu | undefined;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly alma: RunningServer,
    env: Record<string, string>,
  ) {
    if (!env.DATABASE_URL) return;
    const database = new PostgresCpu(new URL(env.DATABASE_URL).pathname.slice(1));
    this.database = database;
    this.timer = setInterval(() => database.sample(), 1000);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  now(): Cpu {
    return {
      server: this.alma.cpuMs(),
      // Backends that end meanwhile take their CPU with them: a lower bound, fine for a busy pool.
      postgres: this.database ? namedProcessesCpuMs('postgres') : 0,
      ours: this.database?.sample() ?? 0,
      client: process.cpuUsage(),
      machine: machineBusyMs(),
      at: performance.now(),
    };
  }

  /**
   * CPU per notification since `from`: what the server, PostgreSQL and this bench spent on each,
   * and how much of the two cores other processes took meanwhile (other work skews the rates).
   */
  per(from: Cpu, count: number): string {
    const now = this.now();
    const client = process.cpuUsage(from.client);
    const clientMs = (client.user + client.system) / 1000;
    const serverMs = now.server - from.server;
    const postgresMs = now.postgres - from.postgres;
    const oursMs = now.ours - from.ours;
    const per = (ms: number) => (count > 0 ? ms / count : 0).toFixed(2);
    const share = (ms: number) => `${((ms / (now.at - from.at)) * 100).toFixed(0)}%`;
    const others = Math.max(0, now.machine - from.machine - serverMs - postgresMs - clientMs);
    return (
      `server CPU ${per(serverMs)} ms per notification (${share(serverMs)} of one core)` +
      (this.database
        ? `, PostgreSQL ${per(oursMs)} ms (${share(oursMs)}; all postgres processes ${per(postgresMs)} ms)`
        : '') +
      `, load generator ${per(clientMs)} ms; other processes ${share(others)} of one core`
    );
  }
}
