import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { CSP_REPORT_FILE } from './e2e/support/csp-reports';
import { APP_PORT, APP_URL } from './e2e/support/urls';

/**
 * Tests that fill the one in-memory database with thousands of tasks. PGlite runs one statement
 * at a time, so while such a test seeds and bulk-edits, every other test's requests wait behind
 * it, and their live expectations (a few seconds each) can run out. They run on their own,
 * after the rest (run one alone with `--no-deps`).
 */
const LARGE_BOARD_TESTS = /list-bulk\.spec\.ts$/;

/**
 * End-to-end tests: Debian's Chromium drives the built app (`vite build --mode e2e`, served
 * by `vite preview`) against a fresh in-memory local backend started by the global setup.
 * Nothing downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // The machines have two cores; every test makes its own users, so tests are independent.
  workers: 2,
  forbidOnly: true,
  // In CI one retry keeps a shared machine's hiccup from sinking the run; a test that needed
  // it is reported as flaky in the summary line, never hidden.
  retries: process.env.CI ? 1 : 0,
  // Most tests take 5–50 s. The other packages' suites run beside these on the same two cores,
  // and on a slow day the longest (several screens, each checked in both themes at two widths,
  // or two browsers live) have needed over a minute: a hung test still fails, later.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // `test-report.json` is what scripts/test-summary.mjs counts for every package.
  reporter: [['list'], ['json', { outputFile: 'test-report.json' }]],
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Pages ask for reduced motion, which the app honours: no enter animations to wait for in
    // screenshots, and no frames drawn for them on a two-core machine shared with other suites.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'app', testIgnore: LARGE_BOARD_TESTS },
    { name: 'large boards', testMatch: LARGE_BOARD_TESTS, dependencies: ['app'] },
  ],
  webServer: {
    // Vite's script directly: no nested package-manager process.
    command: `node node_modules/vite/bin/vite.js preview --mode e2e --host 127.0.0.1 --port ${APP_PORT}${
      process.env.E2E_OUT_DIR ? ` --outDir ${process.env.E2E_OUT_DIR}` : ''
    }`,
    url: APP_URL,
    // The preview serves the Content-Security-Policy and records each violation here.
    env: { CSP_REPORT_FILE },
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
