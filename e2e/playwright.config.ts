import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WECHAT_PHONE } from './fixtures/devices.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // Flakiness must show, not be retried away.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    ...WECHAT_PHONE,
    locale: 'zh-CN',
    // The browser asks for less motion, as some staff and donors' phones do: antd's and antd-mobile's
    // zooms and slides are off (the apps honour the setting), so no click lands on a dialog still
    // opening. The flows are the same; only the animations between their states are skipped.
    reducedMotion: 'reduce',
    // On a developer's machine a failed test keeps its trace: each action's DOM snapshot and the
    // sources. The screencast (a JPEG of every frame, encoded in the browser for every test, failed
    // or not) cost 15% of the suite's time on CI's two cores and shows nothing the snapshots do not.
    // CI records no trace: only its log is ever read, and a DOM snapshot at every action of every
    // test costs the browser time. A failed test prints its page's address and accessibility tree
    // into the log instead (fixtures/test.ts).
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
