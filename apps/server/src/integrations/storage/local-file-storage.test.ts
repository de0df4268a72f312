import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeLocalFileStorage } from './local-file-storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());

describe('the local file store', () => {
  const storage = makeLocalFileStorage(root);
  const key = 'avatars/202612/abcdefghijklmnopqrstuv.png';

  it('stores a picture whole under its key and leaves no temporary file behind', async () => {
    await storage.put(key, Buffer.from('first picture'));
    expect((await storage.get(key))?.toString()).toBe('first picture');
    expect(filesUnder(root)).toEqual([key]);
  });

  it('never overwrites a stored key: the second write is refused and the first stays', async () => {
    await expect(storage.put(key, Buffer.from('second picture'))).rejects.toThrow(/EEXIST/);
    expect((await storage.get(key))?.toString()).toBe('first picture');
    expect(filesUnder(root)).toEqual([key]);
  });

  it('refuses a key the server would not make, writing nothing', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    expect(await storage.get('../escape.png')).toBeNull();
    expect(filesUnder(root)).toEqual([key]);
  });
});
