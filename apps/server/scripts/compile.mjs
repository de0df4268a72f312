// `npm run build` for the server: its TypeScript compiled by esbuild into apps/server/dist, run by
// `node` alone (`npm start`) — no development loader in production. Three bundles: the server, and the
// entries of its two kinds of worker thread (document rendering, the PGlite database). Our own code
// (the server and @alma/shared) is bundled, and so are the pure-JavaScript packages a start loads
// (BUNDLED below); every other npm package stays an import of node_modules, as installed. Source
// maps go beside each file and `node --enable-source-maps` reads them. Old chunks
// are left in place: a server started before this compile may still import one of them lazily.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The pure-JavaScript packages a start loads, bundled with everything they import: a start then
 * resolves, reads and compiles a few large files instead of some 600 small ones (and no package's
 * own source maps). Every other npm package stays an import of node_modules, as installed:
 * native and WASM packages find their files, and what only a rare request needs loads then.
 */
const BUNDLED = new Set([
  'fastify',
  '@fastify/multipart',
  '@fastify/static',
  'drizzle-orm',
  'zod',
  'prom-client',
  'libphonenumber-js',
]);
/** Never bundled, even when a bundled package imports them (native code, worker files, optional). */
const NEVER = new Set(['@electric-sql/pglite', 'pg', 'pg-native', 'sharp', 'piscina', 'pino-pretty']);
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@alma/') || args.path.startsWith('node:')) return undefined;
      const name = packageOf(args.path);
      if (NEVER.has(name)) return { path: args.path, external: true };
      const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
      if (fromPackage || BUNDLED.has(name)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: server,
  entryPoints: {
    main: 'src/main.ts',
    'render-worker': 'src/integrations/documents/render-worker.ts',
    'pglite-thread-worker': 'src/db/pglite-thread-worker.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
  define: { __ALMA_COMPILED__: 'true' },
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __almaRequire } from 'node:module'; const require = __almaRequire(import.meta.url);",
  },
});
console.log(`server compiled into apps/server/dist in ${Date.now() - started} ms`);
