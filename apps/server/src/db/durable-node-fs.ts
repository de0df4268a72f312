import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { cacheFileSizes, type NodeFsOps } from './file-size-cache.ts';

type EmscriptenStream = { nfd: number; path?: string };
type StreamOps = {
  fsync?: (stream: EmscriptenStream) => number;
  close: (stream: EmscriptenStream) => unknown;
};
type EmscriptenModule = {
  NODEFS: { stream_ops: StreamOps } & NodeFsOps;
  FS: { isFile(mode: number): boolean; ErrnoError: new (code: number) => Error };
};
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** fs.fdatasync looked up at each call (a test counts the syncs through it). */
const fdatasync = (fd: number) =>
  new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));

/**
 * Group commit for PGlite, whose Postgres runs on the server's one thread. Postgres asks for its
 * WAL to be synced at each commit; a synchronous fdatasync there would stop the whole event loop
 * (HTTP included) for every commit (1–4 ms each on this machine's disk). Instead the WAL's sync is
 * recorded here and done off the loop (libuv's pool), and every database call waits, before it
 * answers, until everything written before it is on disk (`durable()`): one sync serves all the
 * commits made while the previous one ran. Nothing that could be acknowledged — an answer, a job's
 * call to a provider, any read — sees a commit that is not on disk yet, which is the promise
 * synchronous commit makes. Files other than the WAL (data files at a checkpoint) keep their
 * synchronous sync: Postgres relies on them before it recycles WAL.
 */
export class GroupCommit {
  readonly #pending = new Set<number>();
  readonly #syncing = new Set<number>();
  #written = 0;
  #synced = 0;
  #syncCalls = 0;
  #flushing: Promise<void> | null = null;

  constructor(private readonly sync: (fd: number) => Promise<void> = (fd) => fdatasync(fd)) {}

  /** Postgres asked for `fd` (a WAL segment) to be synced at a commit. */
  defer(fd: number): void {
    this.#pending.add(fd);
    this.#written += 1;
  }

  /** A descriptor about to close (a finished WAL segment) is synced first if a sync is owed on it. */
  beforeClose(fd: number): void {
    if (!this.#pending.has(fd) && !this.#syncing.has(fd)) return;
    fs.fdatasyncSync(fd);
    this.#pending.delete(fd);
    this.#syncing.delete(fd);
  }

  /** How many syncs of the WAL have been started (a test's proof that commits share them). */
  get syncs(): number {
    return this.#syncCalls;
  }

  /** Resolves once every commit recorded before the call is on disk. */
  async durable(): Promise<void> {
    const target = this.#written;
    while (this.#synced < target) {
      this.#flushing ??= this.#flush().finally(() => {
        this.#flushing = null;
      });
      await this.#flushing;
    }
  }

  async #flush(): Promise<void> {
    const upTo = this.#written;
    const fds = [...this.#pending];
    this.#pending.clear();
    for (const fd of fds) this.#syncing.add(fd);
    this.#syncCalls += fds.length;
    await Promise.all(
      fds.map((fd) =>
        this.sync(fd).catch((error: unknown) => {
          // Closed meanwhile: beforeClose synced it on the loop.
          if ((error as { code?: string }).code !== 'EBADF' || this.#syncing.has(fd)) throw error;
        }),
      ),
    );
    for (const fd of fds) this.#syncing.delete(fd);
    this.#synced = Math.max(this.#synced, upTo);
  }
}

/**
 * PGlite's Node filesystem passes writes straight to the OS but its fsync is a no-op, so with
 * fsync on Postgres still never reaches the disk. This gives the Emscripten stream a real fsync:
 * the WAL's through `commits` (group commit), any other file's at once. With
 * `wal_sync_method=fsync` every commit is then on disk before anything depending on it answers.
 * Files' lengths are kept in memory (file-size-cache.ts) instead of an fstat per seek to the end.
 */
export class DurableNodeFS extends NodeFS {
  readonly commits = new GroupCommit();

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): Promise<InitResult> {
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(mod: EmscriptenModule) => void>;
    preRun.unshift((mod) => {
      const ops = mod.NODEFS.stream_ops;
      const close = ops.close.bind(ops);
      ops.fsync = (stream) => {
        if (stream.path?.includes('/pg_wal/')) this.commits.defer(stream.nfd);
        else fs.fdatasyncSync(stream.nfd);
        return 0;
      };
      ops.close = (stream) => {
        this.commits.beforeClose(stream.nfd);
        return close(stream);
      };
      cacheFileSizes(
        mod.NODEFS,
        (mode) => mod.FS.isFile(mode),
        (code) => new mod.FS.ErrnoError(code),
      );
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

/**
 * Every call answers only once the commits made before it are on disk (group commit, see
 * GroupCommit): the client's own methods, which every caller of the database goes through.
 */
export function answersWhenDurable(client: PGlite, commits: GroupCommit): PGlite {
  const durably =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      await commits.durable();
      return result;
    };
  client.query = durably(client.query.bind(client)) as PGlite['query'];
  client.exec = durably(client.exec.bind(client));
  client.transaction = durably(client.transaction.bind(client)) as PGlite['transaction'];
  return client;
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
  // Postgres's default of 128 MB is resident in the WASM memory from the start: 32 MB took the
  // idle server from 442 to 347–363 MiB (bench/runtime.ts) with no loss in bench/orders.ts; a page
  // not in the buffers is read from the OS's cache, as PostgreSQL itself does.
  '-c',
  'shared_buffers=32MB',
];

/** PGlite's own start parameters less `-F` (fsync off), plus fsync through the patched stream. */
export const DURABLE_START_PARAMS = ['--single', ...SERVER_SETTINGS, '-c', 'wal_sync_method=fsync'];

/**
 * The same server with fsync off (`-F`), for databases that need not outlive their process (each
 * test file's): identical SQL behaviour, no wait for the disk at each commit.
 */
export const EPHEMERAL_START_PARAMS = ['--single', '-F', ...SERVER_SETTINGS];
