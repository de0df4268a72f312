import fs from 'node:fs';
import path from 'node:path';
/**
 * Lighthouse mobile figures of the donor app (DESIGN.md §7): the real server on a fresh data dir
 * with the demo data and the built web app, audited by Lighthouse 12 in the system Chromium with
 * its default mobile form factor and simulated throttling. Prints, per screen, the performance
 * score, LCP, CLS, TBT and the JavaScript transferred; each figure is the median of
 * LIGHTHOUSE_RUNS runs (default 3). WEB_DIST reuses an existing build instead of building one.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type AuditFigures, figuresOf, formatFigures, medianFigures } from './lighthouse-figures.ts';
import { lighthouseConfig, SCREEN_AUDIT, type ScreenFacts } from './lighthouse-screen-check.ts';
import { startAlma } from './server-process.ts';
import { buildWebApp, freePort } from './web-build.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** Where to keep each run's full report (JSON), for a closer look at a figure. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

type Screen = { name: string; path: string; problem: (facts: ScreenFacts) => string | null };

const SCREENS: Screen[] = [
  {
    name: 'project list',
    path: '/#/?desktop=0',
    problem: (facts) => (facts.projectCards > 0 ? null : 'no project card in the list'),
  },
  {
    // Whatever the detail screen is today (it may still be a placeholder): it must be the app.
    name: 'project detail',
    path: '/#/subject-detail?id=1',
    problem: () => null,
  },
];

function screenFacts(lhr: { audits: Record<string, { details?: unknown }> }): ScreenFacts {
  const details = lhr.audits[SCREEN_AUDIT]?.details as { facts?: ScreenFacts } | undefined;
  if (!details?.facts) throw new Error('the screen check found nothing: was the page loaded?');
  return details.facts;
}

const webDist = process.env.WEB_DIST ?? buildWebApp();
const port = await freePort();
const alma = await startAlma({ WEB_DIST: webDist, PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  console.log(
    `Lighthouse mobile (default simulated throttling), ${RUNS} run(s) per screen, web app ${webDist}`,
  );
  for (const screen of SCREENS) {
    const runs: AuditFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        `${alma.url}${screen.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        lighthouseConfig,
      );
      if (!result) throw new Error(`${screen.name}: Lighthouse gave no result`);
      const { lhr } = result;
      if (REPORT_DIR) {
        fs.mkdirSync(REPORT_DIR, { recursive: true });
        const name = `${screen.name.replace(/\W+/g, '-')}-${run + 1}.json`;
        fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr, null, 1));
      }
      if (lhr.runtimeError) throw new Error(`${screen.name}: ${lhr.runtimeError.message}`);
      if (lhr.configSettings.formFactor !== 'mobile') throw new Error('not a mobile run');
      const facts = screenFacts(lhr);
      if (facts.gate) throw new Error(`${screen.name}: the desktop QR gate rendered, not the app`);
      if (facts.rootText === '') throw new Error(`${screen.name}: the app rendered nothing`);
      const problem = screen.problem(facts);
      if (problem) throw new Error(`${screen.name}: ${problem}`);
      const figures = figuresOf(lhr, facts);
      runs.push(figures);
      console.log(`  ${screen.name} run ${run + 1}: ${formatFigures(figures)}`);
    }
    const median = medianFigures(runs);
    console.log(`${screen.name} (${screen.path}) median: ${formatFigures(median)}`);
    console.log(`  screen: ${runs[0]?.screen ?? ''}`);
  }
} finally {
  chrome.kill();
  await alma.stop();
}
