/**
 * What the map benches share (seat-map.ts, campaign-map.ts): the system Chromium on the e2e
 * suite's WeChat phone, a page with its CPU slowed by CDP (Emulation.setCPUThrottlingRate, as
 * Lighthouse's mobile preset does), and ~3 s of one-finger drags with the frames counted in the page.
 */
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PAN_MS = 3000;
export const CHEAP_PHONE_SLOWDOWN = 4;

export type PanFigures = {
  fps: number;
  worstFrameMs: number;
  frames: number;
  moves: number;
  layerMoves: number;
};

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/** The phone of the e2e suite (e2e/fixtures/devices.ts): 390 × 844 inside WeChat. */
export const WECHAT_PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'zh-CN',
  // The benches read their figures with code given as text (waitForFunction, evaluate), which
  // the page's CSP (no 'unsafe-eval') would refuse; the page itself runs as it would anyway.
  bypassCSP: true,
};

export async function openPage(
  context: BrowserContext,
  slowdown: number,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { page, cdp };
}

/**
 * Counts animation frames, and how often the map's layer was moved, until STOP_COUNTING. Code run
 * in the page, as text: the bench compiles without the DOM's types (bench/tsconfig.json), and the
 * page's globals are the browser's, not Node's.
 */
const startCounting = (layer: string) => `(() => {
  const LAYER = ${JSON.stringify(layer)};
  const state = { frames: [], running: true, layerMoves: 0 };
  window.panBench = state;
  const layer = document.querySelector(LAYER);
  if (layer) new MutationObserver(() => { state.layerMoves += 1; }).observe(layer, { attributes: true });
  const loop = (time) => {
    state.frames.push(time);
    if (state.running) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`;
const STOP_COUNTING = `(() => {
  window.panBench.running = false;
  return { frames: window.panBench.frames, layerMoves: window.panBench.layerMoves };
})()`;

/** ~3 s of one-finger drags across the map, the frames counted in the page meanwhile. */
export async function pan(
  page: Page,
  cdp: CDPSession,
  target: { testId: string; layer: string },
): Promise<PanFigures> {
  const box = await page.getByTestId(target.testId).boundingBox();
  if (!box) throw new Error(`no ${target.testId} on the page`);
  await page.evaluate(startCounting(target.layer));
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const at = (ms: number) => ({
    x: centre.x + 140 * Math.sin((2 * Math.PI * ms) / 1500),
    y: centre.y + 90 * Math.sin((2 * Math.PI * ms) / 1100),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  const start = Date.now();
  let moves = 0;
  for (let elapsed = 0; elapsed < PAN_MS; elapsed = Date.now() - start) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(elapsed)] });
    moves += 1;
    // A phone reports a moving finger about every 8 ms (120 Hz touch sampling).
    await new Promise((resolve) => setTimeout(resolve, 8));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const { frames, layerMoves } = (await page.evaluate(STOP_COUNTING)) as {
    frames: number[];
    layerMoves: number;
  };
  let worst = 0;
  for (let index = 1; index < frames.length; index += 1)
    worst = Math.max(worst, frames[index]! - frames[index - 1]!);
  const span = frames.length > 1 ? frames.at(-1)! - frames[0]! : Number.NaN;
  return {
    fps: ((frames.length - 1) * 1000) / span,
    worstFrameMs: worst,
    frames: frames.length,
    moves,
    layerMoves,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
export const ms = (value: number) => `${Math.round(value)} ms`;
