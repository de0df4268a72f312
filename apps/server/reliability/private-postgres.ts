import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/server-process.ts';

const run = promisify(execFile);

/** A PostgreSQL cluster of one test's own, so the test may stop and restart it. */
export type PrivatePostgres = {
  /** Its maintenance database's URL (for freshDatabase). */
  url: string;
  port: number;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: every connection is cut, open transactions roll back. */
  stop(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
};

/** The newest installed PostgreSQL's bin directory (Debian's layout, as .ci/run finds it). */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/** Whether this machine can make a private cluster (initdb and pg_ctl installed). */
export const canMakePrivatePostgres = (): boolean => postgresBin() !== null;

/**
 * initdb in a temporary directory and a server on a free loopback port, trust auth, user postgres.
 * PostgreSQL refuses to run as root: as root, its commands run as the postgres user (as .ci/run).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL installation under /usr/lib/postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-rel-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const shell = (command: string) =>
    asRoot ? run('su', ['postgres', '-s', '/bin/sh', '-c', command]) : run('/bin/sh', ['-c', command]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const pgCtl = (action: string) =>
    shell(`${bin}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log -w -m fast ${action} > /dev/null`);
  await shell(`${bin}/initdb -D ${data} -U postgres --auth=trust > /dev/null`);
  await pgCtl('start');
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => pgCtl('start').then(() => undefined),
    stop: () => pgCtl('stop').then(() => undefined),
    restart: () => pgCtl('restart').then(() => undefined),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await pgCtl('stop').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
