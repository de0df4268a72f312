import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A backup is a directory: `manifest.json`, `pgdata.tar` (PGlite's data directory, consistent) and
 * `data/` (the rest of DATA_DIR: uploads in files/, generated documents in documents/, secret.key,
 * the mail outbox). The manifest lists every file with its size and SHA-256, so a restore can
 * prove it got back what was taken, and what the database held (orders) to check once it opens.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_TAR = 'pgdata.tar';
export const DATA_FOLDER = 'data';

export type BackupFile = { path: string; bytes: number; sha256: string };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite';
  /** Migrations applied when it was taken (a restore into older code is refused). */
  migrations: number;
  counts: { orders: number; uploads: number; documents: number };
  files: BackupFile[];
};

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${backupDir} is not an Alma backup: it has no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`backup format ${manifest.format} is not ${BACKUP_FORMAT}`);
  return manifest;
}

/** Checks every file the manifest lists against its size and hash; answers the ones that differ. */
export async function damagedFiles(backupDir: string, manifest: BackupManifest): Promise<string[]> {
  const damaged: string[] = [];
  for (const entry of manifest.files) {
    const file = path.join(backupDir, entry.path);
    if (
      !fs.existsSync(file) ||
      fs.statSync(file).size !== entry.bytes ||
      (await sha256Of(file)) !== entry.sha256
    ) {
      damaged.push(entry.path);
    }
  }
  return damaged;
}
