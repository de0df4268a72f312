import path from 'node:path';
import { buildApp } from './app.ts';
import { composeDeps } from './compose.ts';
import { deploymentPlan, formatPlan, productionRefusals } from './config/deployment.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { seedDemoStaffIfNone } from './db/seed/seed-staff.ts';
import { jobHandlers, SCHEDULES } from './jobs/catalogue.ts';
import { JobRunner } from './jobs/queue/job-runner.ts';

const started = Date.now();
const config = loadConfig();
// What runs where, printed before anything opens; production refuses a demo part it was not told to keep.
const plan = deploymentPlan(config);
console.log(`Alma ${config.production ? 'production' : 'demo'} configuration:\n${formatPlan(plan)}`);
const refusals = productionRefusals(config, plan);
if (refusals.length > 0) {
  console.error(
    `Alma will not start in production with:\n${refusals.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
const deps = await composeDeps(config, database);
if (config.ALMA_DEMO) {
  await seedDemoIfEmpty(deps);
  await seedDemoStaffIfNone(deps);
}

const app = await buildApp(deps);
const jobs = new JobRunner({
  database,
  handlers: jobHandlers({ ...deps, log: app.log }),
  schedules: SCHEDULES,
  log: app.log,
});
await jobs.start();
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Alma is serving ${config.publicUrl} on ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'} (ready in ${Date.now() - started} ms)`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests and closing the database`);
  await app.close();
  await jobs.stop();
  await deps.renderer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
