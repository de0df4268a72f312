/**
 * Seat map timing (issue 5): the seat chooser on the 1,917-seat main hall of project 16, in the
 * system Chromium on a phone viewport with a WeChat user agent, against the real server (fresh data
 * dir, demo data) serving a production build of the web app. Prints:
 * - first render: navigation start to the `seat-map-drawn` mark the page sets in the frame after
 *   the one that drew the seats (features/naming-seats/components/seat-map.tsx), median of
 *   SEAT_MAP_RUNS fresh page loads (default 5) after one warm-up load;
 * - panning: ~3 s of one-finger drags sent as CDP touch events, with the frames counted by a
 *   requestAnimationFrame loop in the page: frames per second and the worst frame.
 * Each figure is taken as the machine is, and again with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does) for a cheap phone.
 * Goals: first render ≤ 500 ms, panning ≥ 50 fps. WEB_DIST reuses an existing build.
 */

import { createHmac } from 'node:crypto';
import os from 'node:os';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';
import type { Page } from 'playwright-core';
import { DEMO_SIGN_KEY } from './load.ts';
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

const RUNS = Math.max(1, Number(process.env.SEAT_MAP_RUNS ?? 5));
const HALL_PROJECT = 16;
const HALL_SEATS = 1917;
const GOAL_FIRST_RENDER_MS = 500;
const GOAL_FPS = 50;
type FirstRender = { drawnMs: number; seatListMs: number; seats: number };

async function hallAreaId(base: string): Promise<number> {
  const now = Date.now();
  const nonce = makeNonce();
  const mac = createHmac('sha256', DEMO_SIGN_KEY).update(signedText(now, nonce)).digest('hex');
  const response = await fetch(`${base}${SPEC_PATHS.items.areaList}?itemsId=${HALL_PROJECT}&language=zh_CN`, {
    headers: { 'nonce-str': nonce, sign: `${now}.${mac}` },
  });
  const envelope = (await response.json()) as { code: number; data: Array<{ id: number; title: string }> };
  const area = envelope.data?.find((entry) => entry.title === '报告厅主场');
  if (envelope.code !== 0 || !area) throw new Error(`project ${HALL_PROJECT} has no main hall area`);
  return area.id;
}

/**
 * Code run in the page, as text: the bench compiles without the DOM's types (bench/tsconfig.json),
 * and the page's globals are the browser's, not Node's.
 */
const DRAWN = `performance.getEntriesByName('seat-map-drawn').length > 0`;
const READ_FIRST_RENDER = `(() => {
  const drawn = performance.getEntriesByName('seat-map-drawn')[0];
  const seatList = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/items/seatList'));
  return {
    drawnMs: drawn.startTime,
    seatListMs: seatList ? seatList.responseEnd : NaN,
    seats: document.querySelectorAll('[data-testid="seat-map"] .seat-cell[data-i]').length,
  };
})()`;
/** One fresh load of the hall: when its seats were drawn, and when the seat list had arrived. */
async function firstRender(page: Page, url: string): Promise<FirstRender> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(DRAWN, null, { timeout: 30_000, polling: 50 });
  return (await page.evaluate(READ_FIRST_RENDER)) as FirstRender;
}

async function measure(base: string, url: string, slowdown: number): Promise<void> {
  const browser = await launchChromium();
  try {
    const renders: FirstRender[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext({ ...WECHAT_PHONE, baseURL: base });
      const { page } = await openPage(context, slowdown);
      const figures = await firstRender(page, url);
      if (figures.seats !== HALL_SEATS)
        throw new Error(`the map drew ${figures.seats} seats, not ${HALL_SEATS}`);
      // Run 0 warms the server and the disk cache up; it is not counted.
      if (run > 0) renders.push(figures);
      await context.close();
    }
    const context = await browser.newContext({ ...WECHAT_PHONE, baseURL: base });
    const { page, cdp } = await openPage(context, slowdown);
    await firstRender(page, url);
    // Let the load settle (late chunks, fonts) so the pan measures the map alone.
    await page.waitForTimeout(1000);
    const panning = await pan(page, cdp, { testId: 'seat-map', layer: '.seat-map-content' });
    await context.close();

    const label = slowdown > 1 ? `CPU slowed ${slowdown}× (a cheap phone)` : 'CPU as it is';
    const drawn = median(renders.map((figures) => figures.drawnMs));
    const seatList = median(renders.map((figures) => figures.seatListMs));
    console.log(`${label}:`);
    const mapOwn = median(renders.map((figures) => figures.drawnMs - figures.seatListMs));
    console.log(
      `  seat map first render: ${ms(drawn)} (goal ≤ ${GOAL_FIRST_RENDER_MS}) — median of ${RUNS} loads ` +
        `[${renders.map((figures) => Math.round(figures.drawnMs)).join(', ')}]`,
    );
    console.log(
      `    of which: seat list answered at ${ms(seatList)}; seats drawn ${ms(mapOwn)} after it arrived`,
    );
    console.log(
      `  panning: ${panning.fps.toFixed(1)} fps (goal ≥ ${GOAL_FPS}), worst frame ${panning.worstFrameMs.toFixed(1)} ms ` +
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
  const areaId = await hallAreaId(alma.url);
  const url = `${alma.url}/#/seat?id=${HALL_PROJECT}&areaId=${areaId}`;
  // Other work on the machine slows every figure: say how busy it was.
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)} at the start`);
  console.log(
    `Seat map of ${HALL_SEATS} seats (${url}), ${WECHAT_PHONE.viewport.width}×${WECHAT_PHONE.viewport.height} phone`,
  );
  await measure(alma.url, url, 1);
  await measure(alma.url, url, CHEAP_PHONE_SLOWDOWN);
} finally {
  await alma.stop();
}
