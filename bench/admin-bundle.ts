/**
 * The console's first-screen JavaScript (issue 11: goal ≤ 400 KB gzipped): what a staff member's
 * browser loads to show the sign-in screen and then the dashboard. Read from the build's Vite
 * manifest: the entry and the two pages' chunks with everything they import statically; chunks
 * loaded later on demand (the daily chart, other screens) are listed apart and not counted.
 * ADMIN_DIST reads an existing build (e.g. apps/admin/dist); otherwise a fresh production build is made
 * in a temp folder, so the figure is of the code as it is now.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 400;
/** Manifest keys of what the first screen needs: the page itself, sign-in, dashboard. */
const FIRST_SCREEN = [
  'index.html',
  'src/features/sign-in/pages/sign-in-page.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
];

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function buildAdmin(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-admin-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(repo, 'apps/admin'),
    stdio: 'inherit',
  });
  return outDir;
}

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

// npm runs workspace scripts in bench/: a relative ADMIN_DIST means where the command was typed.
const dist = process.env.ADMIN_DIST
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.ADMIN_DIST)
  : buildAdmin();
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} missing: build apps/admin first`);
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const first = staticClosure(manifest, FIRST_SCREEN);
const firstJs = [...first].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
const rows = firstJs.map((file) => ({ file, gz: gzipped(file) })).sort((a, b) => b.gz - a.gz);
const total = rows.reduce((sum, row) => sum + row.gz, 0);
const later = Object.entries(manifest)
  .filter(([key, chunk]) => !first.has(key) && chunk.file.endsWith('.js'))
  .map(([, chunk]) => ({ file: chunk.file, gz: gzipped(chunk.file) }))
  .sort((a, b) => b.gz - a.gz);

console.log(`Console first screen (sign-in + dashboard), build ${dist}`);
for (const row of rows) console.log(`  ${kb(row.gz).padStart(7)} kB gz  ${row.file}`);
console.log(`  ${'-'.repeat(7)}`);
console.log(
  `  ${kb(total).padStart(7)} kB gz  first-screen JS in ${rows.length} files; goal ≤ ${GOAL_KB} kB: ` +
    `${total <= GOAL_KB * 1000 ? 'within' : 'OVER'} (${((total / (GOAL_KB * 1000)) * 100).toFixed(0)}% of it)`,
);
console.log('Loaded later, on demand (not counted):');
for (const row of later) console.log(`  ${kb(row.gz).padStart(7)} kB gz  ${row.file}`);
