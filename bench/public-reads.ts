/**
 * Public read throughput (issue 2). Prints itemsList and itemsDetail req/s next to bare Fastify
 * JSON routes measured in the same run, as ratios; on PGlite, and on PostgreSQL when DATABASE_URL
 * is set. Goal: ≥ 0.5 of the bare route.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { forEachEngine } from './engines.ts';
import { measure, signedGet } from './load.ts';
import { startAlma, startProcess } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const paths = {
  itemsList: `${SPEC_PATHS.items.itemsList}?limit=10&offset=0&language=zh_CN`,
  itemsDetail: `${SPEC_PATHS.items.itemsDetail}?id=1&language=zh_CN`,
};
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
const rate = (rps: number) => `${Math.round(rps)} req/s`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}${a / b >= 0.5 ? ' ✓' : ' ✗ (goal 0.5)'}`;

await forEachEngine('reads', async (engine, env) => {
  const alma = await startAlma(env, 3902);
  // Alma's own answers, checked, become the bare server's bodies.
  const bodies: Record<string, unknown> = {};
  for (const [name, urlPath] of Object.entries(paths)) {
    const answer = (await signedGet(`${alma.url}${urlPath}`)) as { code: number };
    if (answer.code !== 0) throw new Error(`${name} answered ${JSON.stringify(answer)}`);
    bodies[name] = answer;
  }
  const bodiesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-')), 'bodies.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const bare = await startProcess('bench/bare-fastify.ts', { BARE_BODIES: bodiesFile }, 3901);
  try {
    const tiny = await measure(`${bare.url}/bare`, { seconds, connections });
    console.log(
      `[${engine}] bare Fastify, tiny body: ${rate(tiny.requestsPerSecond)} (p99 ${tiny.p99Ms} ms)`,
    );
    for (const [name, urlPath] of Object.entries(paths)) {
      const same = await measure(`${bare.url}/same/${name}`, { seconds, connections });
      const ours = await measure(`${alma.url}${urlPath}`, { seconds, connections });
      // What a phone sends: cached answers go out gzipped, made once per cache fill.
      const gzip = await measure(`${alma.url}${urlPath}`, { seconds, connections, headers: GZIP });
      const size = Buffer.byteLength(JSON.stringify(bodies[name]));
      console.log(
        `[${engine}] ${name} (${size} B): ${rate(ours.requestsPerSecond)} (p99 ${ours.p99Ms} ms, ${ours.failures} failures)` +
          ` | bare same body ${rate(same.requestsPerSecond)} → ratio ${ratio(ours.requestsPerSecond, same.requestsPerSecond)}` +
          ` | vs tiny body ${(ours.requestsPerSecond / tiny.requestsPerSecond).toFixed(2)}`,
      );
      console.log(
        `[${engine}] ${name} with Accept-Encoding: gzip: ${rate(gzip.requestsPerSecond)} (p99 ${gzip.p99Ms} ms, ${gzip.failures} failures)` +
          ` → vs bare same body ${ratio(gzip.requestsPerSecond, same.requestsPerSecond)}, vs tiny body ${ratio(gzip.requestsPerSecond, tiny.requestsPerSecond)}`,
      );
    }
  } finally {
    await bare.stop();
    await alma.stop();
  }
});
