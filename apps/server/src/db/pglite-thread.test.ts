import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import { PgliteThread } from './pglite-thread.ts';

/**
 * The on-disk PGlite on its own thread (pglite-thread.ts), through the Database the server uses:
 * what used to be PGlite's in one thread must hold across the two — transactions that commit or
 * roll back whole and keep others out meanwhile, a database error's SQLSTATE, notifications.
 */
describe('PGlite on its own thread', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-thread-db-'));
  let database: Database;

  beforeAll(async () => {
    database = await openPglite(path.join(dir, 'pgdata'));
    await database.script({
      text: `create table counted (n int primary key);
        create function counted_notify() returns trigger language plpgsql as $$
        begin perform pg_notify('counted', new.n::text); return new; end $$;
        create trigger counted_notify after insert on counted for each row execute function counted_notify();`,
    });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const count = async () =>
    (await database.script({ text: 'select count(*)::int as n from counted' }))[0]?.[0]?.n;

  it('commits a transaction whole, and a statement from outside waits until it has', async () => {
    let outsideSaw: unknown;
    let outside: Promise<void> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute('insert into counted values (1)');
      outside = count().then((n) => {
        outsideSaw = n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      await tx.execute('insert into counted values (2)');
    });
    await outside;
    expect(outsideSaw).toBe(2);
  });

  it('rolls a transaction back whole when its work fails, with the database error as the cause', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute('insert into counted values (3)');
        await tx.execute('insert into counted values (1)');
      })
      .catch((error: unknown) => error);
    const cause = (failure as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('counted_pkey');
    expect(await count()).toBe(2);
  });

  it('hands the database’s notifications to the server’s listeners, committed ones only', async () => {
    const heard: string[] = [];
    await database.listen(
      'counted',
      (payload) => heard.push(payload),
      () => undefined,
    );
    await database.db
      .transaction(async (tx) => {
        await tx.execute('insert into counted values (4)');
        tx.rollback();
      })
      .catch(() => undefined);
    await database.script({ text: 'insert into counted values (5); insert into counted values (6)' });
    await expect.poll(() => heard).toEqual(['5', '6']);
  });

  it('reports a failed statement and keeps serving', async () => {
    await expect(database.script({ text: 'select * from no_such_table' })).rejects.toThrow(/no_such_table/);
    expect(await count()).toBe(4);
  });

  it('refuses to start on what is not a database directory, and says which and why', async () => {
    const file = path.join(dir, 'not-a-directory');
    fs.writeFileSync(file, 'x');
    await expect(PgliteThread.start(file)).rejects.toThrow(
      /the database in .*not-a-directory could not be opened: ErrnoError/,
    );
  }, 30_000);

  it('vacuums a table once its dead rows pass PostgreSQL’s threshold, as autovacuum would', async () => {
    const thread = await PgliteThread.start(path.join(dir, 'pgdata-vacuum'), { autovacuumEveryMs: 100 });
    try {
      await thread.exec('create table totals (id int primary key, fen bigint not null default 0)');
      await thread.exec('insert into totals (id) select generate_series(1, 10)');
      const vacuumed = async () =>
        (
          await thread.query<{ at: string | null }>(
            `select last_vacuum as at from pg_stat_user_tables where relname = 'totals'`,
          )
        ).rows[0]?.at ?? null;
      // 40 dead rows: under the threshold (50 + 20% of 10 live rows), so no VACUUM yet.
      for (let n = 0; n < 40; n += 1)
        await thread.exec(`update totals set fen = fen + 1 where id = ${1 + (n % 10)}`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await vacuumed()).toBeNull();
      for (let n = 0; n < 40; n += 1)
        await thread.exec(`update totals set fen = fen + 1 where id = ${1 + (n % 10)}`);
      await expect.poll(vacuumed, { timeout: 5_000 }).not.toBeNull();
    } finally {
      await thread.close();
    }
  }, 30_000);
});
