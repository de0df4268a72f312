// `npm run build` for the server: its TypeScript compiled by esbuild into apps/server/dist, run by
// `node` alone (`npm start`) — no development loader in production. Three bundles: the server, and the
// entries of its two kinds of worker thread (document rendering, the PGlite database). Our own code
// (the server and @alma/shared) is bundled; every npm package stays an import of node_modules, as
// installed. Source maps go beside each file and `node --enable-source-maps` reads them. Old chunks
// are left in place: a server started before this compile may still import one of them lazily.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** npm packages stay external; the workspace's own package (TypeScript) is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@alma/')) return undefined;
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
});
console.log(`server compiled into apps/server/dist in ${Date.now() - started} ms`);
