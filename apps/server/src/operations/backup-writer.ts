import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  type BackupFile,
  type BackupManifest,
  DATA_FOLDER,
  DATABASE_TAR,
  filesUnder,
  MANIFEST_FILE,
  sha256Of,
} from './backup-manifest.ts';

/** What in DATA_DIR is not copied as files: the database (taken as a tar) and the control socket. */
const NOT_COPIED = new Set(['pgdata', 'control.sock']);

export type BackupSource = {
  dataDir: string;
  /** The database's data directory as a consistent tar (Database.snapshot). */
  snapshot: () => Promise<Uint8Array>;
  /** What the database held, read in the same run (the snapshot first, so nothing it names is missed). */
  orders: () => Promise<number>;
  migrations: () => Promise<number>;
};

/**
 * Writes a backup of a PGlite installation into a new directory under `to` and answers its path
 * and manifest. The database is taken first, in one consistent tar; the files after it, so every
 * upload and document the database names is there (a file is written before the row naming it).
 * The backup is written as `<name>.partial` and renamed when complete: a directory without that
 * suffix is always whole.
 */
export async function writeBackup(
  source: BackupSource,
  to: string,
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest; databaseMs: number }> {
  const name = `alma-backup-${now.toISOString().replace(/[:.]/g, '-')}`;
  const target = path.resolve(to, name);
  const partial = `${target}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  try {
    // The database answers nothing else while its tar is taken: said in the command's report.
    const snapshotStarted = Date.now();
    const tar = await source.snapshot();
    const databaseMs = Date.now() - snapshotStarted;
    fs.writeFileSync(path.join(partial, DATABASE_TAR), tar);
    const [orders, migrations] = await Promise.all([source.orders(), source.migrations()]);
    const copied = copyDataDir(source.dataDir, path.join(partial, DATA_FOLDER), path.resolve(to));
    const files: BackupFile[] = [];
    for (const relative of [DATABASE_TAR, ...copied.map((file) => `${DATA_FOLDER}/${file}`)]) {
      const file = path.join(partial, relative);
      files.push({ path: relative, bytes: fs.statSync(file).size, sha256: await sha256Of(file) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      engine: 'pglite',
      migrations,
      counts: {
        orders,
        uploads: copied.filter((file) => file.startsWith('files/')).length,
        documents: copied.filter((file) => file.startsWith('documents/')).length,
      },
      files,
    };
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, target);
    return { dir: target, manifest, databaseMs };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Copies DATA_DIR's files but the database, leaving out `skip` (backups kept inside DATA_DIR). */
function copyDataDir(dataDir: string, into: string, skip: string): string[] {
  fs.mkdirSync(into, { recursive: true });
  const copied: string[] = [];
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    const from = path.join(dataDir, entry.name);
    if (NOT_COPIED.has(entry.name) || path.resolve(from) === skip || entry.name.endsWith('.partial'))
      continue;
    if (entry.isDirectory()) {
      for (const file of filesUnder(from)) {
        const source = path.join(from, file);
        if (path.resolve(source).startsWith(`${skip}${path.sep}`)) continue;
        fs.mkdirSync(path.dirname(path.join(into, entry.name, file)), { recursive: true });
        fs.copyFileSync(source, path.join(into, entry.name, file));
        copied.push(`${entry.name}/${file}`);
      }
    } else if (entry.isFile()) {
      fs.copyFileSync(from, path.join(into, entry.name));
      copied.push(entry.name);
    }
  }
  return copied;
}
