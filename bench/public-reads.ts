/**
 * Public read throughput (issue: foundation). Prints itemsList and itemsDetail req/s next to a bare
 * Fastify JSON route measured in the same run, as a ratio; on PGlite, and on PostgreSQL when
 * DATABASE_URL is set. Goal: ≥ 0.5 of the bare route.
 */
import { measure } from './load.ts';
import { startAlma, startProcess } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const DONATEU = '/uplus-foundation/app/v1/donateu';
const paths = {
  itemsList: `${DONATEU}/items/itemsList?limit=10&offset=0&language=zh_CN`,
  itemsDetail: `${DONATEU}/items/itemsDetail?id=1&language=zh_CN`,
};

async function checkOk(url: string): Promise<void> {
  // One signed request first, so a broken call fails the bench instead of measuring errors.
  const result = await measure(url, { seconds: 1, connections: 1, sign: true });
  if (result.failures > 0) throw new Error(`${url} is failing`);
}

const bare = await startProcess('bench/bare-fastify.ts', {}, 3901);
const bareResult = await measure(`${bare.url}/bare`, { seconds, connections, sign: false });
await bare.stop();
console.log(
  `bare Fastify route: ${Math.round(bareResult.requestsPerSecond)} req/s (p99 ${bareResult.p99Ms} ms)`,
);

const engines: Array<[string, Record<string, string>]> = [['PGlite', {}]];
if (process.env.DATABASE_URL) engines.push(['PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }]);

for (const [engine, env] of engines) {
  const alma = await startAlma(env, 3902);
  try {
    for (const [name, path] of Object.entries(paths)) {
      await checkOk(`${alma.url}${path}`);
      const result = await measure(`${alma.url}${path}`, { seconds, connections, sign: true });
      const ratio = result.requestsPerSecond / bareResult.requestsPerSecond;
      console.log(
        `${engine} ${name}: ${Math.round(result.requestsPerSecond)} req/s (p99 ${result.p99Ms} ms, ${result.failures} failures) = ${ratio.toFixed(2)} of bare ${ratio >= 0.5 ? '✓' : '✗ goal 0.5'}`,
      );
    }
  } finally {
    await alma.stop();
  }
}
