import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { answersWhenDurable, DURABLE_START_PARAMS, DurableNodeFS } from './durable-node-fs.ts';
import {
  errorFields,
  type ThreadMessage,
  type ThreadRequest,
  type ThreadResults,
  type ThreadStart,
} from './pglite-thread-protocol.ts';

/**
 * The database thread: the on-disk PGlite, its WASM Postgres and its group commit (durable-node-fs.ts)
 * run here, so the server's thread spends no time inside Postgres. It answers pglite-thread.ts's
 * requests; PGlite's own locks order them as they would in one thread (a statement outside a
 * transaction waits for the open one). Every answer that follows a commit waits until the commit is
 * on disk, as before.
 */

const port = ((): MessagePort => {
  if (!parentPort) throw new Error('pglite-thread-worker.ts runs only as a worker thread');
  return parentPort;
})();
const post = (message: ThreadMessage) => port.postMessage(message);
const { dir, autovacuumEveryMs } = workerData as ThreadStart;

/** Thrown into an open transaction's callback to roll it back. */
const ROLL_BACK = Symbol('roll back');

type Open = { tx: Transaction; commit: () => void; rollBack: () => void; ended: Promise<void> };

/** Serves `client`, whose every call answers only once what it committed is on disk. */
async function serve(client: PGlite, syncs: () => number): Promise<void> {
  const open = new Map<number, Open>();
  let nextTx = 1;
  const textTypeSets = new Map<string, Record<number, (text: string) => unknown>>();
  const asText = (types: number[] | undefined) => {
    if (!types) return undefined;
    const key = types.join(',');
    let parsers = textTypeSets.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(types.map((type) => [type, (text: string) => text]));
      textTypeSets.set(key, parsers);
    }
    return parsers;
  };
  const inTx = (tx: number) => {
    const entry = open.get(tx);
    if (!entry) throw new Error(`transaction ${tx} is not open`);
    return entry.tx;
  };

  const begin = () =>
    new Promise<number>((started, failed) => {
      const id = nextTx++;
      const ended: Promise<void> = client.transaction(async (tx) => {
        const decided = new Promise<void>((commit, rollBack) => {
          open.set(id, { tx, commit, rollBack: () => rollBack(ROLL_BACK), ended });
        });
        started(id);
        await decided;
      });
      // Until the server commits or rolls back, a failure here (BEGIN's) is the begin's.
      ended.catch((error: unknown) => {
        if (!open.has(id)) failed(error);
      });
    });

  const end = async (tx: number, commit: boolean) => {
    const entry = open.get(tx);
    if (!entry) throw new Error(`transaction ${tx} is not open`);
    open.delete(tx);
    if (commit) entry.commit();
    else entry.rollBack();
    try {
      await entry.ended;
    } catch (error) {
      if (error !== ROLL_BACK) throw error;
    }
    return null;
  };

  const answer = async (request: ThreadRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const options = { rowMode: request.rowMode, parsers: asText(request.textTypes) };
        const on = request.tx === undefined ? client : inTx(request.tx);
        return on.query(request.sql, request.params, options);
      }
      case 'exec': {
        return (request.tx === undefined ? client : inTx(request.tx)).exec(request.sql);
      }
      case 'begin':
        return begin();
      case 'commit':
      case 'rollback':
        return end(request.tx, request.op === 'commit');
      case 'listen':
        await client.listen(request.channel, (payload) =>
          post({ op: 'notification', channel: request.channel, payload }),
        );
        return null;
      case 'syncs':
        return syncs();
      case 'dump': {
        const tar = await client.dumpDataDir('none');
        return new Uint8Array(await tar.arrayBuffer());
      }
      case 'close':
        clearInterval(upkeep);
        await client.close();
        return null;
    }
  };

  let vacuuming = false;
  const upkeep = setInterval(() => {
    if (vacuuming) return;
    vacuuming = true;
    autovacuum(client)
      .catch((error: unknown) => post({ op: 'warning', text: `autovacuum: ${errorFields(error).message}` }))
      .finally(() => {
        vacuuming = false;
      });
  }, autovacuumEveryMs);

  port.on('message', (request: ThreadRequest) => {
    answer(request).then(
      (value) => post({ op: 'answer', id: request.id, ok: true, value: plain(value) }),
      (error: unknown) => post({ op: 'answer', id: request.id, ok: false, error: errorFields(error) }),
    );
  });
}

/**
 * PGlite has no autovacuum worker, and without one the rows that every order leaves dead (the job
 * queue's, whose every job is inserted, claimed and finished; an order's own when it is paid) are
 * walked past by every later claim and read: bench/orders.ts fell from ~230 to 163 orders/s within
 * 40 s, and ran at 385/s with a VACUUM every 10 s. This does that worker's job with PostgreSQL's
 * default thresholds (vacuum: 50 rows + 20% of the table dead; analyse: 50 + 10% changed), on the
 * tables past them, vacuum and analyse each on its own threshold. PGlite flushes its statistics
 * only when asked, so it is asked first. It runs on this thread, so while a table is vacuumed (the
 * orders' table, 50–220 ms at 25,000 rows) the database answers nothing else.
 */
async function autovacuum(client: PGlite): Promise<void> {
  await client.exec('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ name: string; vacuum: boolean; analyze: boolean }>(
    `select format('%I.%I', schemaname, relname) as name,
            n_dead_tup > 50 + 0.2 * n_live_tup as vacuum,
            n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
       from pg_stat_user_tables
      where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
  );
  for (const table of rows) {
    if (table.vacuum) await client.exec(`VACUUM ${table.name}`);
    if (table.analyze) await client.exec(`ANALYZE ${table.name}`);
  }
}

/** Results as plain data (a Results object clones as it is; this drops nothing but a blob). */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && 'rows' in value && 'fields' in value) {
    const { rows, fields, affectedRows } = value as Results;
    const results: ThreadResults = { rows, fields, affectedRows };
    return results;
  }
  return value;
}

try {
  const durableFs = new DurableNodeFS(dir);
  const client = await PGlite.create({ fs: durableFs, startParams: DURABLE_START_PARAMS });
  await serve(answersWhenDurable(client, durableFs.commits), () => durableFs.commits.syncs);
  post({ op: 'ready' });
} catch (error) {
  post({ op: 'failed', error: errorFields(error) });
}
