import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { GroupCommit } from './durable-node-fs.ts';
import { cacheFileSizes, type NodeFsOps, type SizedStream } from './file-size-cache.ts';
import { PgliteThread } from './pglite-thread.ts';

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
    const pgdata = path.join(dir, 'pgdata');
    let database = await openPglite(pgdata);
    await database.script({ text: 'create table kept (n int)' });
    await database.close();
    // The database's own thread, as openPglite starts it, asked directly how often it synced.
    const thread = await PgliteThread.start(pgdata);
    const before = await thread.syncs();
    await Promise.all(Array.from({ length: 40 }, (_, n) => thread.exec(`insert into kept values (${n})`)));
    const syncs = (await thread.syncs()) - before;
    expect(syncs).toBeGreaterThan(0);
    expect(syncs).toBeLessThan(40);
    await thread.close();
    database = await openPglite(pgdata);
    const [rows] = await database.script({ text: 'select count(*)::int as n from kept' });
    expect(rows?.[0]?.n).toBe(40);
    await database.close();
  }, 60_000);
});

/** NODEFS's operations as Emscripten has them, on real files: what cacheFileSizes wraps. */
function realNodeFs(): NodeFsOps {
  return {
    stream_ops: {
      llseek: (stream, offset, whence) => offset + (whence === 1 ? stream.position : 0),
      write: (stream, buffer, offset, length, position) =>
        fs.writeSync(stream.nfd, buffer as Uint8Array, offset, length, position),
      setattr: (stream, attr) => {
        if (attr.size !== undefined) fs.ftruncateSync(stream.nfd, attr.size);
      },
    },
    node_ops: { setattr: () => undefined },
  };
}

describe('file lengths kept in memory (file-size-cache.ts)', () => {
  it('answers a seek to the end as the disk would, with one fstat per file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alma-size-')), 'relation');
    fs.writeFileSync(file, Buffer.alloc(8192));
    const ops = realNodeFs();
    let fstats = 0;
    cacheFileSizes(
      ops,
      () => true,
      (code) => new Error(`errno ${code}`),
      (fd) => {
        fstats += 1;
        return fs.fstatSync(fd).size;
      },
    );
    const stream: SizedStream = { nfd: fs.openSync(file, 'r+'), node: { mode: 0o100600 }, position: 0 };
    const end = () => ops.stream_ops.llseek(stream, 0, 2);
    const onDisk = () => fs.statSync(file).size;

    expect(end()).toBe(8192);
    // An extension by a block, a write inside the file, a write past a hole, a truncate.
    ops.stream_ops.write(stream, new Uint8Array(8192), 0, 8192, 8192);
    expect(end()).toBe(onDisk());
    ops.stream_ops.write(stream, new Uint8Array(100), 0, 100, 50);
    expect(end()).toBe(16384);
    ops.stream_ops.write(stream, new Uint8Array(10), 0, 10, 40000);
    expect(end()).toBe(onDisk());
    expect(end()).toBe(40010);
    expect(fstats).toBe(1);
    ops.stream_ops.setattr(stream, { size: 8192 });
    expect(end()).toBe(onDisk());
    expect(end()).toBe(8192);
    expect(fstats).toBe(2);
    expect(ops.stream_ops.llseek(stream, -8192, 2)).toBe(0);
    expect(() => ops.stream_ops.llseek(stream, -8193, 2)).toThrow('errno 28');
    fs.closeSync(stream.nfd);
  });

  it('a PGlite directory that grows, shrinks (VACUUM truncates) and grows again reads back whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-size-db-'));
    try {
      let database = await openPglite(path.join(dir, 'pgdata'));
      await database.script({ text: 'create table sized (n int, pad text)' });
      await database.script({
        text: `insert into sized select n, repeat('x', 500) from generate_series(1, 20000) n`,
      });
      await database.script({ text: 'delete from sized where n > 100' });
      await database.script({ text: 'vacuum sized' });
      await database.script({
        text: `insert into sized select n, repeat('y', 500) from generate_series(20001, 25000) n`,
      });
      const count = async () => (await database.script({ text: 'select count(*)::int as n from sized' }))[0];
      expect((await count())?.[0]?.n).toBe(5100);
      await database.close();
      database = await openPglite(path.join(dir, 'pgdata'));
      expect((await count())?.[0]?.n).toBe(5100);
      await database.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
