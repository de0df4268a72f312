import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenStream = { nfd: number };
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } };
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/**
 * PGlite's Node filesystem passes writes straight to the OS but its fsync is a no-op, so with
 * fsync on Postgres still never reaches the disk. This gives the Emscripten stream a real fsync;
 * with `wal_sync_method=fsync` every commit is then on disk before it is acknowledged.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): Promise<InitResult> {
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(mod: EmscriptenModule) => void>;
    preRun.unshift((mod) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        fs.fdatasyncSync(stream.nfd);
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

/** PGlite's own start parameters (less `--single` and `-F`), and the time zone our SQL assumes. */
const SERVER_SETTINGS = [
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'TimeZone=UTC',
];

/** PGlite's own start parameters less `-F` (fsync off), plus fsync through the patched stream. */
export const DURABLE_START_PARAMS = ['--single', ...SERVER_SETTINGS, '-c', 'wal_sync_method=fsync'];

/**
 * The same server with fsync off (`-F`), for databases that need not outlive their process (each
 * test file's): identical SQL behaviour, no wait for the disk at each commit.
 */
export const EPHEMERAL_START_PARAMS = ['--single', '-F', ...SERVER_SETTINGS];
