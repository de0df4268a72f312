import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { GroupCommit } from './durable-node-fs.ts';

/** A sync the test finishes by hand, recording what it was asked. */
function manualSync() {
  const asked: number[] = [];
  const waiting: Array<() => void> = [];
  return {
    asked,
    sync: (fd: number) =>
      new Promise<void>((resolve) => {
        asked.push(fd);
        waiting.push(resolve);
      }),
    finishAll: () => {
      for (const finish of waiting.splice(0)) finish();
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('answers at once when nothing was written, and syncs nothing', async () => {
    const disk = manualSync();
    await new GroupCommit(disk.sync).durable();
    expect(disk.asked).toEqual([]);
  });

  it('answers a commit only once its sync has finished', async () => {
    const disk = manualSync();
    const commits = new GroupCommit(disk.sync);
    commits.defer(7);
    let answered = false;
    const waiting = commits.durable().then(() => {
      answered = true;
    });
    await tick();
    expect(disk.asked).toEqual([7]);
    expect(answered).toBe(false);
    disk.finishAll();
    await waiting;
    expect(answered).toBe(true);
  });

  it('a commit made while a sync runs waits for the next one, and one sync serves every commit made meanwhile', async () => {
    const disk = manualSync();
    const commits = new GroupCommit(disk.sync);
    commits.defer(7);
    const first = commits.durable();
    await tick();
    // Three more commits while the first sync is on its way: none may be answered by it.
    const later: Array<Promise<void>> = [];
    for (let i = 0; i < 3; i += 1) {
      commits.defer(7);
      later.push(commits.durable());
    }
    let laterAnswered = 0;
    for (const promise of later) void promise.then(() => (laterAnswered += 1));
    disk.finishAll();
    await first;
    await tick();
    expect(laterAnswered).toBe(0);
    expect(disk.asked).toEqual([7, 7]);
    disk.finishAll();
    await Promise.all(later);
    expect(laterAnswered).toBe(3);
    // Four commits, two syncs.
    expect(disk.asked).toHaveLength(2);
  });

  it('syncs a descriptor on the spot when it closes with a sync owed', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alma-gc-')), 'wal');
    const fd = fs.openSync(file, 'w');
    const disk = manualSync();
    const commits = new GroupCommit(disk.sync);
    commits.defer(fd);
    commits.beforeClose(fd);
    fs.closeSync(fd);
    // Synced at close: the next flush has nothing left to sync on that descriptor.
    await commits.durable();
    expect(disk.asked).toEqual([]);
  });
});

describe('a PGlite directory with group commit', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-gc-db-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged commit, and concurrent commits share syncs', async () => {
    let database = await openPglite(path.join(dir, 'pgdata'));
    await database.script({ text: 'create table kept (n int)' });
    const syncs = { count: 0 };
    const original = fs.fdatasync;
    (fs as { fdatasync: typeof fs.fdatasync }).fdatasync = ((
      fd: number,
      done: (error: Error | null) => void,
    ) => {
      syncs.count += 1;
      original(fd, done);
    }) as typeof fs.fdatasync;
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, n) => database.script({ text: `insert into kept values (${n})` })),
      );
    } finally {
      (fs as { fdatasync: typeof fs.fdatasync }).fdatasync = original;
    }
    expect(syncs.count).toBeGreaterThan(0);
    expect(syncs.count).toBeLessThan(40);
    await database.close();
    database = await openPglite(path.join(dir, 'pgdata'));
    const [rows] = await database.script({ text: 'select count(*)::int as n from kept' });
    expect(rows?.[0]?.n).toBe(40);
    await database.close();
  }, 60_000);
});
