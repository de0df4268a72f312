/**
 * `npm run restore -- <backup directory>`: brings a backup made by `npm run backup` back into
 * DATA_DIR, which must hold no database and no running server (move a damaged installation away
 * first). Every file is checked against the backup's manifest before anything is written, and the
 * restored database's orders are counted against it. Then start the server as usual.
 */
import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { restoreBackup } from '../operations/restore.ts';

const [backupDir, ...rest] = process.argv.slice(2);
if (!backupDir || rest.length > 0) {
  console.error(
    'Usage: npm run restore -- <backup directory>   (into DATA_DIR, which must hold no database)',
  );
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, "Backups").');
  process.exit(2);
}
try {
  const started = Date.now();
  const report = await restoreBackup(path.resolve(backupDir), config.dataDir);
  console.log(
    `Restored into ${config.dataDir} in ${Date.now() - started} ms: ${report.orders} orders, ` +
      `${report.uploads} uploads, ${report.documents} documents (${report.migrations} migrations applied).`,
  );
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
