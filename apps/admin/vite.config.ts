import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const require = createRequire(import.meta.url);
/** react-router's package exports name its development build; the production one sits beside it. */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The console is served by apps/server at /admin/ (http/admin-static.ts), so every asset URL starts
 * there. The manifest lets bench/admin-bundle.ts add up what the first screen loads.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  base: '/admin/',
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // antd alone is past Vite's default 500 kB warning; bench/admin-bundle.ts holds the real budget.
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/admin-api': 'http://localhost:3000' } },
}));
