import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. The server files wait on
    // their database as much as they compute, so two share two cores well (decisions.md, CI).
    maxWorkers: Math.max(os.availableParallelism() - 1, 2),
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'], environment: 'node' },
      },
      {
        test: { name: 'admin', root: 'apps/admin', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          pool: 'forks',
          // A worker runs file after file in one process: the server's modules are loaded and
          // PGlite's WebAssembly compiled once per worker, not once per file (2.5-3 s each of 139
          // files). Every file builds its own app on its own database (test/test-app.ts), and no
          // test mocks a module or changes process.env, so nothing a file does reaches the next.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
