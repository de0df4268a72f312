/**
 * Campaign map timing (issue 14): the largest demo map (a level-3 tree map of items 4, ≥ 2,000
 * trees) on the e2e suite's 390 × 844 WeChat phone in the system Chromium, against the real server
 * (fresh data dir, demo data) serving a production build. The page is opened at level 1 and the
 * bench taps the area points down to the largest map, as a donor would. Prints:
 * - first render after the data arrives: from the later of the map's JSON and its status list
 *   (resource timing) to the `campaign-map-drawn` mark the engine sets two frames after drawing
 *   the points (features/campaign-maps/components/map-view.tsx), median of CAMPAIGN_MAP_RUNS
 *   loads (default 5) after a warm-up;
 * - panning: ~3 s of one-finger drags as CDP touch events, frames counted in the page.
 * Each as the machine is, and with the CPU slowed 4× (a cheap phone).
 * Goals: first render after the data ≤ 300 ms, panning ≥ 55 fps with 4× throttling.
 * WEB_DIST reuses an existing build.
 */

import os from 'node:os';
import type { Page } from 'playwright-core';
import { AREA, largestRoute, MIN_POINTS, type Route } from './largest-map.ts';
import {
  CHEAP_PHONE_SLOWDOWN,
  launchChromium,
  median,
  ms,
  openPage,
  pan,
  WECHAT_PHONE,
} from './phone-browser.ts';
import { startAlma } from './server-process.ts';
import { buildWebApp, freePort } from './web-build.ts';

const RUNS = Math.max(1, Number(process.env.CAMPAIGN_MAP_RUNS ?? 5));
const GOAL_FIRST_RENDER_MS = 300;
const GOAL_FPS = 55;

type FirstRender = { afterDataMs: number; drawnMs: number; dataMs: number; points: number };

/** A tap as the engine reads it: a pointer down and up on the element, no move in between. */
const TOUCH = { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };
const drawnOf = (name: string) =>
  `performance.getEntriesByName('campaign-map-drawn').some((mark) => mark.detail && mark.detail.name === ${JSON.stringify(name)})`;
const readFirstRender = (name: string) => `(() => {
  const drawn = performance.getEntriesByName('campaign-map-drawn').find((mark) => mark.detail.name === ${JSON.stringify(name)});
  const resources = performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= drawn.startTime);
  const json = resources.filter((entry) => entry.name.includes(${JSON.stringify(`/maps/${name}.json`)}));
  const statuses = resources.filter((entry) => entry.name.includes('getSeatStatusList'));
  const last = (list) => list.length ? list[list.length - 1].responseEnd : NaN;
  const dataMs = Math.max(json.length ? last(json) : 0, last(statuses));
  return {
    afterDataMs: drawn.startTime - dataMs,
    drawnMs: drawn.startTime,
    dataMs,
    points: document.querySelectorAll('[data-testid="campaign-map"] .cm-pt').length,
  };
})()`;

/** Opens level 1 and taps down to the largest map; its figures once its points are drawn. */
async function firstRender(page: Page, url: string, route: Route): Promise<FirstRender> {
  await page.goto(url, { waitUntil: 'commit' });
  for (const [level, step] of route.steps.entries()) {
    const map = page.locator(
      `[data-testid="campaign-map"][data-map="${AREA}-${level + 1}${level === 0 ? '' : `-${route.steps[level - 1]!.next}`}"]`,
    );
    await map.waitFor({ timeout: 30_000 });
    // The area may lie off screen at the first view: tap it where it is, as the engine reads taps
    // (a pointer down and up on it, no move), without dragging the map first.
    const area = map.locator(`.cm-area[data-a="${step.index}"]`);
    await area.dispatchEvent('pointerdown', TOUCH);
    await area.dispatchEvent('pointerup', TOUCH);
  }
  await page.waitForFunction(drawnOf(route.name), null, { timeout: 30_000, polling: 50 });
  return (await page.evaluate(readFirstRender(route.name))) as FirstRender;
}

async function measure(base: string, url: string, route: Route, slowdown: number): Promise<void> {
  const browser = await launchChromium();
  try {
    const renders: FirstRender[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext({ ...WECHAT_PHONE, baseURL: base });
      const { page } = await openPage(context, slowdown);
      const figures = await firstRender(page, url, route);
      if (figures.points < MIN_POINTS) throw new Error(`the map drew ${figures.points} points`);
      if (run > 0) renders.push(figures);
      await context.close();
    }
    const context = await browser.newContext({ ...WECHAT_PHONE, baseURL: base });
    const { page, cdp } = await openPage(context, slowdown);
    await firstRender(page, url, route);
    await page.waitForTimeout(1000);
    const panning = await pan(page, cdp, { testId: 'campaign-map', layer: '.cm-content' });
    await context.close();

    const label = slowdown > 1 ? `CPU slowed ${slowdown}× (a cheap phone)` : 'CPU as it is';
    const afterData = median(renders.map((figures) => figures.afterDataMs));
    console.log(`${label}:`);
    console.log(
      `  first render after the data arrives: ${ms(afterData)} (goal ≤ ${GOAL_FIRST_RENDER_MS}) — median of ${RUNS} loads ` +
        `[${renders.map((figures) => Math.round(figures.afterDataMs)).join(', ')}]; ${renders[0]?.points} points drawn`,
    );
    console.log(
      `    the map's data in at ${ms(median(renders.map((f) => f.dataMs)))}, drawn at ${ms(median(renders.map((f) => f.drawnMs)))} after navigation`,
    );
    console.log(
      `  panning: ${panning.fps.toFixed(1)} fps (goal ≥ ${GOAL_FPS} at 4×), worst frame ${panning.worstFrameMs.toFixed(1)} ms ` +
        `— ${panning.frames} frames, ${panning.moves} touch moves, layer moved ${panning.layerMoves} times`,
    );
  } finally {
    await browser.close();
  }
}

const webDist = process.env.WEB_DIST ?? buildWebApp();
const port = await freePort();
const alma = await startAlma({ WEB_DIST: webDist, PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
try {
  const route = await largestRoute(alma.url);
  const url = `${alma.url}/#/tree-naming-map?area=${AREA}`;
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)} at the start`);
  console.log(
    `Largest campaign map ${route.name}: ${route.points} points (${url}, then ${route.steps.length} area taps), ` +
      `${WECHAT_PHONE.viewport.width}×${WECHAT_PHONE.viewport.height} phone`,
  );
  await measure(alma.url, url, route, 1);
  await measure(alma.url, url, route, CHEAP_PHONE_SLOWDOWN);
} finally {
  await alma.stop();
}
