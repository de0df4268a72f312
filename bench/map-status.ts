/**
 * getSeatStatusList throughput (issue 14): POST naming/activity/getSeatStatusList for the largest
 * demo map (every point's status: the first thing a map asks for) and for the same map with a
 * species and price filter, against the real server with demo data, next to a bare Fastify route
 * answering the same JSON in the same run. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 * Each request is a POST with a fresh nonce (claimed in the database, as every write's is).
 * Goal: ≥ 200 req/s for the whole largest map on PGlite (a phone asks once per map and filter).
 */

import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';
import { forEachEngine } from './engines.ts';
import { largestRoute } from './largest-map.ts';
import { DEMO_SIGN_KEY, measure } from './load.ts';
import { startAlma, startProcess } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const GOAL_RPS = 200;
/** The demo's largest map is a level-3 map of the tree campaign (items 4). */
const TREE_MAP_ITEMS = 4;

async function signedPost(
  url: string,
  body: unknown,
): Promise<{ code: number; data: Record<string, number> }> {
  const now = Date.now();
  const nonce = makeNonce();
  const mac = createHmac('sha256', DEMO_SIGN_KEY).update(signedText(now, nonce)).digest('hex');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'nonce-str': nonce, sign: `${now}.${mac}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, number> };
}

await forEachEngine('map_status', async (engine, env) => {
  const alma = await startAlma(env, 3912);
  try {
    const map = await largestRoute(alma.url);
    const url = `${alma.url}${SPEC_PATHS.namingActivity.getSeatStatusList}`;
    const bodies = {
      whole: { itemsId: TREE_MAP_ITEMS, areaIdList: map.areaIdList, language: 'zh_CN' },
      filtered: {
        itemsId: TREE_MAP_ITEMS,
        areaIdList: map.areaIdList,
        seatName: '银杏',
        minMoney: 2099,
        maxMoney: 5000,
        language: 'zh_CN',
      },
    };
    const answers: Record<string, unknown> = {};
    for (const [name, body] of Object.entries(bodies)) {
      const answer = await signedPost(url, body);
      if (answer.code !== 0) throw new Error(`${name} answered ${JSON.stringify(answer).slice(0, 200)}`);
      answers[name] = answer;
      console.log(
        `[${engine}] ${map.name}, ${name}: ${Object.keys(answer.data).length} statuses of ${map.points} points`,
      );
    }
    const bodiesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-')), 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(answers));
    const bare = await startProcess('bench/bare-fastify.ts', { BARE_BODIES: bodiesFile }, 3911);
    try {
      for (const [name, body] of Object.entries(bodies)) {
        const ours = await measure(url, { seconds, connections, body });
        const same = await measure(`${bare.url}/same/${name}`, { seconds, connections });
        const verdict = ours.requestsPerSecond >= GOAL_RPS ? '✓' : `✗ (goal ${GOAL_RPS})`;
        console.log(
          `[${engine}] getSeatStatusList ${name}: ${Math.round(ours.requestsPerSecond)} req/s ${verdict}` +
            ` (p99 ${ours.p99Ms} ms, ${ours.failures} failures) | bare same body ${Math.round(same.requestsPerSecond)} req/s` +
            ` → ratio ${(ours.requestsPerSecond / same.requestsPerSecond).toFixed(2)}`,
        );
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await alma.stop();
  }
});
