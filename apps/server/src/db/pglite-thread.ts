import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { workerEntry } from '../runtime.ts';
import {
  errorFrom,
  type ThreadMessage,
  type ThreadRequest,
  type ThreadStart,
} from './pglite-thread-protocol.ts';

/**
 * The on-disk PGlite on a thread of its own (pglite-thread-worker.ts), seen from the server's
 * thread as the part of PGlite that drizzle and pglite-client.ts use: query, exec, transaction,
 * listen, close. Postgres's WASM, PGlite's parsing of its answers and the WAL's syncs then cost the
 * request thread nothing; what it keeps is a message out and the rows back (structured clone).
 * Calls are sent at once, so many are in flight and commits still share their syncs.
 */

export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close'>;

const ENTRY = workerEntry('pglite-thread-worker', new URL('./pglite-thread-entry.mjs', import.meta.url));

/**
 * How often the thread looks for tables to vacuum (pglite-thread-worker.ts, `autovacuum`):
 * PostgreSQL's launcher looks every minute, but PGlite's tables take their load in bursts, and a
 * look that finds nothing costs about a millisecond.
 */
const AUTOVACUUM_EVERY_MS = 5_000;

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export class PgliteThread implements PgliteClient {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  readonly #listeners = new Map<string, Array<(payload: string) => void>>();
  #nextId = 1;
  #stopped: Error | null = null;
  #closing = false;

  /** Calls sent to the thread and not yet answered (the first runs, the rest wait). */
  get inFlight(): number {
    return this.#waiting.size;
  }

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: ThreadMessage) => {
      if (message.op === 'notification') {
        for (const fn of this.#listeners.get(message.channel) ?? []) fn(message.payload);
        return;
      }
      if (message.op === 'warning') process.emitWarning(message.text, 'PGliteThread');
      if (message.op !== 'answer') return;
      const waiting = this.#waiting.get(message.id);
      this.#waiting.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(errorFrom(message.error));
    });
    const stop = (error: Error) => {
      if (this.#stopped) return;
      this.#stopped = error;
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
      // A server whose database has gone answers nothing right: it stops, as it would have with
      // PGlite in its own thread, and whatever supervises it starts it again.
      if (!this.#closing) {
        setImmediate(() => {
          throw error;
        });
      }
    };
    worker.on('error', (error) => stop(new Error(`the database thread failed: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread on the PGlite directory `dir` (which must exist or be creatable). */
  static async start(dir: string, options: { autovacuumEveryMs?: number } = {}): Promise<PgliteThread> {
    const workerData: ThreadStart = {
      dir,
      autovacuumEveryMs: options.autovacuumEveryMs ?? AUTOVACUUM_EVERY_MS,
    };
    const worker = new Worker(ENTRY, { workerData, name: 'pglite' });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: ThreadMessage) => {
        if (message.op === 'ready') resolve();
        if (message.op === 'failed') {
          const cause = errorFrom(message.error);
          reject(new Error(`the database in ${dir} could not be opened: ${cause.message}`, { cause }));
        }
        if (message.op === 'ready' || message.op === 'failed') worker.off('message', onMessage);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread stopped (exit code ${code})`)));
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteThread(worker);
  }

  #call<T>(request: WithoutId<ThreadRequest>): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  #query<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      // drizzle's parsers hand every type they name over as text; nothing else is asked of them.
      textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      tx,
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.#call({ op: 'exec', sql, tx: undefined });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        checkOpen();
        return this.#query<R>(id, sql, params, options);
      },
      exec: async (sql: string) => {
        checkOpen();
        return this.#call<Array<Results>>({ op: 'exec', sql, tx: id });
      },
      rollback: async () => {
        checkOpen();
        closed = true;
        await this.#call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.#call({ op: 'commit', tx: id });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        // The error that ended the transaction is the one to report, even if the thread has gone.
        await this.#call({ op: 'rollback', tx: id }).catch(() => undefined);
      }
      throw error;
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const known = this.#listeners.get(channel);
    this.#listeners.set(channel, [...(known ?? []), callback]);
    if (!known) await this.#call({ op: 'listen', channel });
    return async () => {
      this.#listeners.set(
        channel,
        (this.#listeners.get(channel) ?? []).filter((fn) => fn !== callback),
      );
    };
  }

  /** How many WAL syncs the thread has started (see GroupCommit.syncs). */
  syncs(): Promise<number> {
    return this.#call({ op: 'syncs' });
  }

  /** The data directory as a tar, consistent: PGlite takes it between statements (backups). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.#call({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#closing = true;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
