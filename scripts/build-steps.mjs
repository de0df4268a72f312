// What `npm run build` makes, and from what. build-if-stale.mjs runs a step only when its output is
// missing or its inputs changed. A new app: add a step with its folder, its output and its command.
import fs from 'node:fs';
import path from 'node:path';

/** What every web app's bundle is also made of: the shared package and the exact installed packages. */
const SHARED_WEB_INPUTS = [
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/**
 * @param {string} root
 * @returns {import('./build-if-stale.mjs').BuildStep[]}
 */
export function buildSteps(root) {
  return [
    {
      name: 'web',
      inputs: ['apps/web', ...SHARED_WEB_INPUTS],
      ignore: ['dist', '*.test.ts'],
      output: 'apps/web/dist',
      command: ['npm', 'run', 'build', '-w', '@alma/web'],
    },
    {
      name: 'admin',
      inputs: ['apps/admin', ...SHARED_WEB_INPUTS],
      ignore: ['dist', '*.test.ts', '*.test.tsx'],
      output: 'apps/admin/dist',
      command: ['npm', 'run', 'build', '-w', '@alma/admin'],
      skip: () => (fs.existsSync(path.join(root, 'apps/admin/package.json')) ? null : 'no apps/admin yet'),
    },
    {
      // An initialised, migrated, empty PGlite directory: a first start and the tests copy it
      // instead of running initdb (seconds and most of a gigabyte of memory).
      name: 'pglite-template',
      inputs: [
        'apps/server/src/db/migrations',
        'apps/server/src/db/build-template.ts',
        // Its start parameters are the ones initdb ran with.
        'apps/server/src/db/durable-node-fs.ts',
      ],
      extra: () => `pglite ${installedVersion(root, 'apps/server', '@electric-sql/pglite')}`,
      output: 'apps/server/.pglite-template',
      command: ['npm', 'run', 'build', '-w', '@alma/server'],
      skip: () => (process.env.DATABASE_URL ? 'DATABASE_URL names a PostgreSQL' : null),
    },
    {
      // The server as plain JavaScript (apps/server/scripts/compile.mjs): `npm start` runs it with
      // node alone. Migrations are read from src at run time, so they are not among its inputs.
      name: 'server',
      inputs: [
        'apps/server/src',
        'apps/server/scripts/compile.mjs',
        'apps/server/package.json',
        'packages/shared/src',
        'packages/shared/package.json',
        'tsconfig.base.json',
        'package-lock.json',
      ],
      ignore: ['*.test.ts', 'migrations'],
      output: 'apps/server/dist',
      command: ['npm', 'run', 'compile', '-w', '@alma/server'],
    },
  ];
}

/**
 * The version npm installed for a workspace (its own node_modules first, then the hoisted one).
 * @param {string} root @param {string} workspace @param {string} name
 */
function installedVersion(root, workspace, name) {
  for (const dir of [path.join(root, workspace), root]) {
    try {
      const manifest = fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8');
      return String(JSON.parse(manifest).version);
    } catch {
      // not installed at this level
    }
  }
  return 'not installed';
}
