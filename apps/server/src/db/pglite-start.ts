import fs from 'node:fs';
import path from 'node:path';
import { PGLITE_TEMPLATE_DIR } from './database.ts';
import { PgliteThread } from './pglite-thread.ts';

/**
 * Starts the database thread on the PGlite directory `dir`. A new directory starts as a copy of the
 * template: initdb costs seconds and most of a gigabyte, a copy of a ready directory neither
 * (`template: false` runs initdb instead, to build the template).
 *
 * Light to import (no drizzle, no schema, no PGlite on this thread), so main.ts starts it before
 * the rest of the server's code loads: Postgres opening on its thread is the longest part of a
 * start, and the two then run side by side.
 */
export function startPgliteThreadAt(
  dir: string,
  options: { template?: boolean } = {},
): Promise<PgliteThread> {
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh && options.template !== false && fs.existsSync(path.join(PGLITE_TEMPLATE_DIR, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.cpSync(PGLITE_TEMPLATE_DIR, dir, { recursive: true });
  }
  return PgliteThread.start(dir);
}
