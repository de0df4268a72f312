/**
 * `npm run backup [-- --to <directory>]`: a consistent backup of a PGlite installation (its
 * database and DATA_DIR's files) into a new directory under `--to` (default ./backups), while the
 * server runs — the server takes it, asked on DATA_DIR/control.sock — or, with no server running,
 * by this command alone. On PostgreSQL the database is backed up with pg_dump or PITR and the
 * files with the bucket's versioning: docs/operations.md, "Backups".
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config/env.ts';
import { backupSourceOfPglite } from '../operations/backup-source.ts';
import { writeBackup } from '../operations/backup-writer.ts';
import { askControlSocket, claimControlSocket } from '../operations/control-socket.ts';

const args = process.argv.slice(2);
const toIndex = args.indexOf('--to');
if (args.some((arg, i) => arg !== '--to' && i !== toIndex + 1) || (toIndex >= 0 && !args[toIndex + 1])) {
  console.error('Usage: npm run backup [-- --to <directory>]   (default ./backups)');
  process.exit(2);
}
const to = path.resolve(toIndex >= 0 ? (args[toIndex + 1] as string) : 'backups');
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump or PITR, and the files with the bucket (docs/operations.md, "Backups").',
  );
  process.exit(2);
}

const started = Date.now();
type Taken = {
  dir: string;
  counts: { orders: number; uploads: number; documents: number };
  databaseMs: number;
};
let taken = (await askControlSocket(config.dataDir, 'backup', { to })) as Taken | null;
let how = 'taken by the running server';
if (!taken) {
  // No server: this command holds the directory (a server starting meanwhile is refused) and opens it.
  const control = await claimControlSocket(config.dataDir, {
    backup: () => Promise.reject(new Error('a backup is being taken')),
  });
  const pglite = await PGlite.create({ dataDir: path.join(config.dataDir, 'pgdata') });
  try {
    const { dir, manifest, databaseMs } = await writeBackup(backupSourceOfPglite(pglite, config.dataDir), to);
    taken = { dir, counts: manifest.counts, databaseMs };
    how = 'no server was running';
  } finally {
    await pglite.close();
    control?.close();
  }
}
console.log(
  `Backup written to ${taken.dir} in ${Date.now() - started} ms (${how}): ` +
    `${taken.counts.orders} orders, ${taken.counts.uploads} uploads, ${taken.counts.documents} documents; ` +
    `the database was held for ${taken.databaseMs} ms.`,
);
