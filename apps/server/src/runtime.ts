import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the server runs from: its TypeScript sources (tests, `npm run dev`) or the JavaScript
 * `npm run build` compiled into apps/server/dist (`npm start`, production). The build defines
 * `__ALMA_COMPILED__`; in the sources it is undefined.
 */
declare const __ALMA_COMPILED__: boolean | undefined;

export const COMPILED = typeof __ALMA_COMPILED__ !== 'undefined' && __ALMA_COMPILED__ === true;

/**
 * apps/server, found by walking up from this module to the package that is `@alma/server`: the same
 * answer from src/runtime.ts and from dist/main.js, where every module shares one file's URL.
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
      };
      if (manifest.name === '@alma/server') return dir;
    } catch {
      // no package.json here: look further up
    }
    if (path.dirname(dir) === dir) throw new Error(`@alma/server's package.json not found above ${start}`);
  }
}

/**
 * A worker thread's entry: the compiled bundle in dist (`<name>.js`), or in the sources the .mjs
 * shim that loads the TypeScript through tsx (`sourceEntry`, next to the module asking).
 */
export function workerEntry(compiledName: string, sourceEntry: URL): URL {
  // From dist's root, not this module's URL: compiled, this module may sit in a shared chunk.
  return COMPILED ? pathToFileURL(path.join(SERVER_ROOT, 'dist', `${compiledName}.js`)) : sourceEntry;
}
