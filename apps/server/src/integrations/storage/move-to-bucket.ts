import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isDocumentKey } from './document-store.ts';
import { isStorageKey } from './local-file-storage.ts';

type Objects = {
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Uint8Array): Promise<unknown>;
};

export type MoveReport = { copied: number; alreadyThere: number; skipped: string[] };

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies an installation's DATA_DIR/files and DATA_DIR/documents into the bucket under the same
 * keys (files/…, documents/…), then reads every one back and compares its SHA-256: a key is moved
 * only when the bucket gives back exactly its bytes. A key already there with the same bytes is
 * left alone, so the command can run again after an interruption. Names that are not keys the
 * server makes (a stray file, a half-written `.partial`) are listed, not copied. Nothing local is
 * deleted: the operator removes DATA_DIR's copies once the server runs on the bucket.
 */
export async function moveFilesToBucket(dataDir: string, objects: Objects): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, skipped: [] };
  const kinds = [
    { folder: 'files', isKey: isStorageKey },
    { folder: 'documents', isKey: isDocumentKey },
  ];
  for (const { folder, isKey } of kinds) {
    for (const key of filesUnder(path.join(dataDir, folder))) {
      if (!isKey(key)) {
        report.skipped.push(`${folder}/${key}`);
        continue;
      }
      const bytes = await fs.promises.readFile(path.join(dataDir, folder, key));
      const bucketKey = `${folder}/${key}`;
      const there = await objects.get(bucketKey);
      if (there && sha256(there) === sha256(bytes)) {
        report.alreadyThere += 1;
        continue;
      }
      await objects.put(bucketKey, bytes);
      const readBack = await objects.get(bucketKey);
      if (!readBack || sha256(readBack) !== sha256(bytes))
        throw new Error(`${bucketKey}: the bucket did not give back the bytes put there`);
      report.copied += 1;
    }
  }
  return report;
}
