/**
 * `npm run build` step: makes an initialised, migrated, empty PGlite directory that a first start
 * (and every test file) copies instead of running initdb.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, PGLITE_TEMPLATE_DIR } from './client.ts';

const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-template-'));
const dir = path.join(work, 'pgdata');
// Without a template openPglite runs initdb; make sure it does not copy an old template.
fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
const database = await openPglite(dir);
await database.maintain();
await database.close();
fs.cpSync(dir, PGLITE_TEMPLATE_DIR, { recursive: true });
fs.rmSync(work, { recursive: true, force: true });
console.log(`PGlite template ready in ${Date.now() - started} ms: ${PGLITE_TEMPLATE_DIR}`);
