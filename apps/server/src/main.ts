import path from 'node:path';
import { dataDirOf } from './config/data-dir.ts';
import type { Database } from './db/database.ts';
import { startPgliteThreadAt } from './db/pglite-start.ts';
import { claimControlSocket } from './operations/control-socket.ts';

// Only what opening PGlite needs is imported above: Postgres opening on its own thread (about a
// second) is the longest part of a start, so it starts first, and everything else (the
// configuration, the server's code, drizzle and the schema) loads on this thread meanwhile. A
// PGlite DATA_DIR is this process's alone: its control socket says so (a second server is refused)
// before the database opens, and answers `npm run backup` while the server runs (operations/).
// PostgreSQL (DATABASE_URL) opens its pool and migrates beside the code's loading instead.
const dataDir = dataDirOf(process.env.DATA_DIR);
const pgliteDir = path.join(dataDir, 'pgdata');
let opened: Database | null = null;
const control = process.env.DATABASE_URL
  ? null
  : await claimControlSocket(dataDir, {
      async backup(to) {
        if (!opened) throw new Error('the database is not open yet');
        const [{ writeBackup }, { backupSourceOfDatabase }] = await Promise.all([
          import('./operations/backup-writer.ts'),
          import('./operations/backup-source.ts'),
        ]);
        const { dir, manifest, databaseMs } = await writeBackup(backupSourceOfDatabase(opened, dataDir), to);
        return { dir, counts: manifest.counts, databaseMs };
      },
    }).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
const pgliteThread = process.env.DATABASE_URL ? undefined : startPgliteThreadAt(pgliteDir);
// A failure is reported where it is awaited, below; until then it is not an unhandled rejection.
pgliteThread?.catch(() => undefined);

const [{ loadConfig }, { deploymentPlan, formatPlan, productionRefusals }] = await Promise.all([
  import('./config/env.ts'),
  import('./config/deployment.ts'),
]);
const config = loadConfig();
// What runs where, printed before anything is served; production refuses a demo part it was not
// told to keep (the process ends, and the database thread with it, before it has served anything).
const plan = deploymentPlan(config);
console.log(`Alma ${config.production ? 'production' : 'demo'} configuration:\n${formatPlan(plan)}`);
const refusals = productionRefusals(config, plan);
if (refusals.length > 0) {
  console.error(
    `Alma will not start in production with:\n${refusals.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
const [
  database,
  { buildApp },
  { composeDeps },
  { registerReadiness },
  { jobHandlers, SCHEDULES },
  { JobRunner },
  { hasData },
] = await Promise.all([
  import('./db/client.ts').then(({ openDatabase }) =>
    openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir, pgliteThread }),
  ),
  import('./app.ts'),
  import('./compose.ts'),
  import('./http/readiness.ts'),
  import('./jobs/catalogue.ts'),
  import('./jobs/queue/job-runner.ts'),
  import('./db/seed/seed-check.ts'),
]);
opened = database;
const deps = await composeDeps(config, database);
if (config.ALMA_DEMO) {
  // The demo data's code (and its picture making) loads only when a database is to be seeded.
  if (!(await hasData(database.db))) {
    const { seedDemoIfEmpty } = await import('./db/seed/seed-demo.ts');
    await seedDemoIfEmpty(deps);
  }
  const { seedDemoStaffIfNone } = await import('./db/seed/seed-staff.ts');
  await seedDemoStaffIfNone(deps);
  const { seedDemoGivingDaysIfNone } = await import('./db/seed/giving-days-data.ts');
  await seedDemoGivingDaysIfNone(deps);
}

const app = await buildApp(deps);
const jobs = new JobRunner({
  database,
  handlers: jobHandlers({ ...deps, log: app.log }),
  schedules: SCHEDULES,
  log: app.log,
});
let stopping = false;
registerReadiness(app, { database, jobs, stopping: () => stopping });
await jobs.start();
await app.listen({ port: config.PORT, host: config.HOST });
// Prometheus on a port of its own when asked (METRICS_PORT); else /metrics with METRICS_TOKEN.
const metricsListener = config.METRICS_PORT
  ? await (await import('./http/metrics-route.ts')).startMetricsListener(deps.metrics, {
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
    })
  : null;
app.log.info(
  `Alma is serving ${config.publicUrl} on ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'} (ready ${Math.round(performance.now())} ms after the process started)`,
);

/** How long requests and jobs in flight may take to finish once a stop is asked for. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * SIGTERM or SIGINT: /readyz answers 503 at once (a load balancer stops sending), the server stops
 * accepting and finishes the requests in flight, the job runner stops claiming and finishes what it
 * runs, then the render threads and last the database close. Past SHUTDOWN_GRACE_MS, or at a second
 * signal, the process exits at once: what was not committed is rolled back by the database, and a
 * claimed job's lease runs out and another instance takes it.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  app.log.info(`${signal}: finishing requests and jobs, then closing the database`);
  const overdue = setTimeout(() => {
    app.log.warn(`still stopping after ${SHUTDOWN_GRACE_MS} ms: exiting now`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  overdue.unref();
  metricsListener?.close();
  await app.close();
  await jobs.stop();
  await deps.renderer.close();
  await database.close();
  control?.close();
  clearTimeout(overdue);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
