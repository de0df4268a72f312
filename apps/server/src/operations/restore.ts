import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATA_FOLDER, DATABASE_TAR, damagedFiles, filesUnder, readManifest } from './backup-manifest.ts';
import { controlSocketPath, socketAnswers } from './control-socket.ts';

export type RestoreReport = { orders: number; uploads: number; documents: number; migrations: number };

/**
 * Brings a backup back into `dataDir`, which must hold no database (a restore never overwrites a
 * live installation: move it away first) and no running server. Every file is checked against the
 * manifest before anything is written; the database is unpacked by PGlite itself, opened, and its
 * orders counted against the manifest's. The server started on `dataDir` afterwards applies any
 * newer migrations as usual.
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<RestoreReport> {
  const manifest = readManifest(backupDir);
  const damaged = await damagedFiles(backupDir, manifest);
  if (damaged.length > 0) throw new Error(`the backup is damaged: ${damaged.slice(0, 5).join(', ')}`);
  if (await socketAnswers(controlSocketPath(dataDir))) {
    throw new Error(`a server is running on ${dataDir}: stop it, and restore into an empty directory`);
  }
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new Error(`${dataDir} already holds a database: move it away first (a restore overwrites nothing)`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const dataFolder = path.join(backupDir, DATA_FOLDER);
  for (const file of filesUnder(dataFolder)) {
    const target = path.join(dataDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(dataFolder, file), target);
  }
  fs.rmSync(pgdata, { recursive: true, force: true });
  const tar = fs.readFileSync(path.join(backupDir, DATABASE_TAR));
  const pglite = await PGlite.create({ dataDir: pgdata, loadDataDir: new Blob([tar]) });
  try {
    const count = async (sql: string) => Number((await pglite.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
    const orders = await count('select count(*)::int as n from donations');
    const migrations = await count('select count(*)::int as n from drizzle.__drizzle_migrations');
    if (orders !== manifest.counts.orders) {
      throw new Error(`the restored database holds ${orders} orders, the backup ${manifest.counts.orders}`);
    }
    return { orders, migrations, uploads: manifest.counts.uploads, documents: manifest.counts.documents };
  } finally {
    await pglite.close();
  }
}
