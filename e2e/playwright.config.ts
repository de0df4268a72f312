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
    // A failed test keeps its trace: each action's DOM snapshot and the sources. The screencast
    // (a JPEG of every frame, encoded in the browser for every test, failed or not) cost 15% of the
    // suite's time on CI's two cores and shows nothing the snapshots do not.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
