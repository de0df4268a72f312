/**
 * `npm run build` step: makes an initialised, migrated, empty PGlite directory that a first start
 * copies instead of running initdb, and every test file loads into memory.
 * scripts/build-if-stale.mjs runs it only when the migrations or PGlite changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, PGLITE_TEMPLATE_DIR } from './client.ts';

const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-template-'));
const dir = path.join(work, 'pgdata');
const database = await openPglite(dir, { template: false });
await database.maintain();
await database.close();

// Swapped in whole, by renames beside it: a start or a test file that reads the template meanwhile
// sees the old one or the new one, never half of each (template-memory-fs.ts notices a swap).
const next = `${PGLITE_TEMPLATE_DIR}.next-${process.pid}`;
const old = `${PGLITE_TEMPLATE_DIR}.old-${process.pid}`;
fs.cpSync(dir, next, { recursive: true });
fs.rmSync(work, { recursive: true, force: true });
if (fs.existsSync(PGLITE_TEMPLATE_DIR)) fs.renameSync(PGLITE_TEMPLATE_DIR, old);
fs.renameSync(next, PGLITE_TEMPLATE_DIR);
fs.rmSync(old, { recursive: true, force: true });
console.log(`PGlite template ready in ${Date.now() - started} ms: ${PGLITE_TEMPLATE_DIR}`);
