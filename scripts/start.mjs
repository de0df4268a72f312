// `npm start`: what is stale is built (the two web apps, the PGlite template, the compiled server —
// scripts/build-steps.mjs), then the compiled server runs in this same process: one node, no npm or
// development loader around it, source maps on for its stack traces.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { buildSteps } from './build-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  await buildIfStale(buildSteps(root), {
    root,
    stampDir: path.join(root, 'node_modules/.cache/alma-build'),
    force: process.env.ALMA_REBUILD === '1',
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
process.chdir(path.join(root, 'apps/server'));
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
