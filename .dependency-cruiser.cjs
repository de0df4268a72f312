/**
 * One-way imports (DESIGN.md §1, STYLE.md). `npm run deps` fails on any of these.
 * Server: routes → service → repository → db. Web: app → features → components/lib.
 */
const server = 'apps/server/src';
const web = 'apps/web/src';
const admin = 'apps/admin/src';
/**
 * Files of a server feature that others may import besides its services: pure helpers with no
 * database access (wire formats, patterns, link signing), each named here on purpose.
 */
const SERVER_PUBLIC_MODULES = [
  // Signing and checking a document's expiring link: every feature that shows a document links it.
  'documents/document-links.ts',
  // Sealing and opening the personal details kept with a certificate or receipt (secrets only).
  'documents/sealed-details.ts',
  // Which web build and school this installation serves, read from the built config files.
  'site/config-file.ts',
  // The spec's wire forms of flags and times, which every read of the donor app answers in.
  'items/wire-values.ts',
  // A bill number and its pattern: made when an order is placed, checked where a provider names one.
  'ledger/bill-no.ts',
  // A provider's action in the form the spec's client reads (`data.data` of donate and pay calls).
  'payments/pay-data.ts',
  // Where a provider's page sends the donor back, judged from the request's headers alone.
  'payments/return-origin.ts',
  // Streaming an export (CSV with a BOM, or xlsx) a page at a time: orders, donors, reports, receipts.
  'orders-admin/export-writers.ts',
];

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'shared-is-pure',
      comment: 'packages/shared runs in the browser and on the server: no apps, no Node APIs, no React.',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: {
        path: ['^apps/', '^node:', 'node_modules/react', 'node_modules/@types/node'],
        dependencyTypes: ['core', 'local', 'npm'],
      },
    },
    {
      name: 'shared-no-core-modules',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'only-repositories-touch-the-database',
      comment: 'Services and routes go through a repository; the seed and jobs are data plumbing.',
      severity: 'error',
      from: {
        path: `^${server}/features/`,
        pathNot: ['repository\\.ts$', '-repository\\.ts$', '\\.test\\.ts$'],
      },
      to: {
        path: [
          '^drizzle-orm',
          'node_modules/drizzle-orm',
          `^${server}/db/schema`,
          'node_modules/pg/',
          'node_modules/@electric-sql',
        ],
      },
    },
    {
      name: 'repositories-do-not-call-up',
      severity: 'error',
      from: { path: `^${server}/features/.+repository\\.ts$` },
      to: { path: ['(^|/)routes\\.ts$', '-routes\\.ts$', '(^|/)service\\.ts$', '-service\\.ts$'] },
    },
    {
      name: 'services-do-not-import-routes',
      severity: 'error',
      from: { path: `^${server}/features/.+(service)\\.ts$` },
      to: { path: ['(^|/)routes\\.ts$', '-routes\\.ts$'] },
    },
    {
      name: 'routes-do-not-touch-repositories',
      severity: 'error',
      from: { path: `^${server}/features/.+routes\\.ts$` },
      to: { path: ['repository\\.ts$'] },
    },
    {
      name: 'db-and-integrations-do-not-know-features',
      severity: 'error',
      from: {
        path: [
          `^${server}/db/(?!seed/)`,
          `^${server}/integrations/`,
          `^${server}/security/`,
          `^${server}/config/`,
        ],
      },
      to: { path: [`^${server}/features/`, `^${server}/http/`, `^${server}/app\\.ts$`] },
    },
    {
      name: 'features-meet-only-through-services',
      comment:
        'A server feature reaches another only through its services (`service.ts`, `*-service.ts`) or a ' +
        'declared public module (pure helpers, below): never its repositories, routes or internals.',
      severity: 'error',
      from: { path: `^${server}/features/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: `^${server}/features/`,
        pathNot: [
          `^${server}/features/$1/`,
          '(^|/)service\\.ts$',
          '-service\\.ts$',
          ...SERVER_PUBLIC_MODULES.map((file) => `^${server}/features/${file}$`),
        ],
      },
    },
    {
      name: 'features-do-not-import-the-app',
      severity: 'error',
      from: { path: `^${server}/features/` },
      to: { path: [`^${server}/app\\.ts$`, `^${server}/main\\.ts$`, `^${server}/compose\\.ts$`] },
    },
    {
      name: 'server-code-does-not-import-tests',
      severity: 'error',
      from: { path: `^${server}/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/test/' },
    },
    {
      name: 'web-features-do-not-reach-into-each-other',
      severity: 'error',
      from: { path: `^${web}/features/([^/]+)/` },
      to: { path: `^${web}/features/`, pathNot: `^${web}/features/$1/` },
    },
    {
      name: 'web-lower-layers-do-not-import-features-or-app',
      severity: 'error',
      from: { path: [`^${web}/components/`, `^${web}/lib/`, `^${web}/i18n/`] },
      to: { path: [`^${web}/features/`, `^${web}/app/`] },
    },
    {
      name: 'admin-features-do-not-reach-into-each-other',
      severity: 'error',
      from: { path: `^${admin}/features/([^/]+)/` },
      to: { path: `^${admin}/features/`, pathNot: `^${admin}/features/$1/` },
    },
    {
      name: 'admin-lower-layers-do-not-import-features-or-app',
      comment: 'The console, like the web app: app → features → components/lib/i18n.',
      severity: 'error',
      from: { path: [`^${admin}/components/`, `^${admin}/lib/`, `^${admin}/i18n/`] },
      to: { path: [`^${admin}/features/`, `^${admin}/app/`] },
    },
    {
      name: 'admin-imports-neither-the-server-nor-the-web-app',
      comment: 'The console talks to the server over HTTP only; what it shares is in packages/shared.',
      severity: 'error',
      from: { path: '^apps/admin' },
      to: { path: ['^apps/server', '^apps/web'] },
    },
    {
      name: 'web-does-not-import-the-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.pglite-template'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
