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
      await fs.promises.writeFile(file, body, { flag: 'wx' });
    },
    localPath(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const file = path.join(root, key);
      return fs.existsSync(file) ? file : null;
    },
    urlOf(key) {
      return `/files/${key}`;
    },
  };
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
