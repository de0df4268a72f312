import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds the PGlite template once per run when `npm run build` has not made it yet. */
export default function setup(): void {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (process.env.DATABASE_URL) return;
  if (fs.existsSync(path.join(serverDir, '.pglite-template', 'PG_VERSION'))) return;
  execFileSync(process.execPath, ['--import', 'tsx', 'src/db/build-template.ts'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
}
