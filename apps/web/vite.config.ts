import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path: Vite loads its config with Node, which takes the workspace package's .ts from
// node_modules as it is, and Node cannot run TypeScript there; a relative file is bundled.
import { SPEC_PATH_START } from '../../packages/shared/src/api/spec-paths.ts';
import { inlineEntryCss } from './vite-inline-css.ts';
import { precompress } from './vite-precompress.ts';
import { specPathsInHtml } from './vite-spec-paths.ts';

const require = createRequire(import.meta.url);
/**
 * react-router's package exports always name its development build (warnings, dev checks); the
 * production build sits beside it. Building against it takes ~4 KB gzipped off the first screen.
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), specPathsInHtml(), inlineEntryCss(), precompress()],
  base: './',
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    // ES2022 keeps class private fields native: lowered to es2020 they became WeakMap helpers around
    // every field of TanStack Query (1.3 kB gzipped of the first screen). The floor is WeChat's
    // Android web view (XWeb, Chromium ≥ 86) and iOS Safari 15; no class static block is emitted
    // (Safari 16.4) by today's packages; docs/decisions.md.
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every screen needs these; one file compresses better than the six small shared chunks
        // the default splitting makes of them once several lazy screens share them.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { [SPEC_PATH_START]: 'http://localhost:3000', '/files': 'http://localhost:3000' } },
}));
