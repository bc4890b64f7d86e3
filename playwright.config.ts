import {defineConfig} from '@playwright/test';
import {E2E_BASE_URL, E2E_BUILD_DIR, E2E_PORT} from './tests/e2e/support/env';

// Where results go: test-results/ unless E2E_RESULTS_DIR names another folder (parallel runs).
const resultsDir = process.env.E2E_RESULTS_DIR ?? 'test-results';

// The e2e suite runs against the production build in Debian's Chromium; it never downloads a browser.
export default defineConfig({
  testDir: './tests/e2e',
  // The ad network and ad service stand-in every page's ad slot talks to (tests/e2e/support/adStub.ts).
  globalSetup: './tests/e2e/support/adStubSetup.ts',
  outputDir: `${resultsDir}/e2e`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: `${resultsDir}/e2e.json`}]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve-build.mjs --dir ${E2E_BUILD_DIR} --port ${E2E_PORT}`,
    url: `${E2E_BASE_URL}/x/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
