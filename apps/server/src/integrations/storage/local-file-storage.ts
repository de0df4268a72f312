import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9]{6}\/[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/;

/** Files under DATA_DIR/files, served at /files/<key>. Keys are made by the server only. */
export function makeLocalFileStorage(root: string): FileStorage {
  return {
    async put(key, body) {
      if (!KEY_PATTERN.test(key)) throw new Error(`bad storage key ${key}`);
      const file = path.join(root, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written whole under a temporary name, then linked to its key: a crash mid-write leaves no
      // half picture under the key, and a key already stored is never overwritten (link refuses).
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.promises.writeFile(partial, body, { flag: 'wx' });
        await fs.promises.link(partial, file);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        return await fs.promises.readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
    urlOf(key) {
      return `/files/${key}`;
    },
  };
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
