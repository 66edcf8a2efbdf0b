import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, journeyChromiumPath } from './chromium.mjs';
import { shortHold } from './support.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
// The server as `npm start` starts it.
const server = 'node ../apps/server/dist/server.js';

// Runs the built store (npm run build) exactly as `npm start` does, on a fresh embedded
// database, in Debian's Chromium: Playwright's own browser download is never used.
export default defineConfig({
  testDir: '.',
  // Per port, so two runs on one machine never share a database or traces.
  outputDir: `../test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test cost a third of the suite's time on two cores; a failure
    // keeps its screenshot, and `npx playwright test --trace on <file>` records one when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? journeyChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: [
    {
      command: `rm -rf ../test-results/e2e-data-${port} && ${server}`,
      cwd: import.meta.dirname,
      env: {
        PORT: String(port),
        DATA_DIR: `../test-results/e2e-data-${port}`,
        LOG_LEVEL: 'warn',
        // As behind a reverse proxy on this machine: each spec file sends its own client address
        // (e2e/support.ts), so per-address sign-in limits apply per file, as for separate people.
        TRUST_PROXY: 'loopback',
        // Nothing here times sign-in's answers (apps/server's answer-timing test does): no 300 ms steps.
        AUTH_ANSWER_STEP_MS: '0',
        // The journeys' back-in-stock mail goes within a second, not after the shop's 5 minutes.
        BACK_IN_STOCK_DELAY_MINUTES: '0.01',
      },
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Unpaid orders expire within seconds here (e2e/order-hold.spec.ts): a database of its own.
      command: `rm -rf ../test-results/e2e-data-${shortHold.port} && ${server}`,
      cwd: import.meta.dirname,
      env: {
        PORT: String(shortHold.port),
        DATA_DIR: `../test-results/e2e-data-${shortHold.port}`,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        AUTH_ANSWER_STEP_MS: '0',
        ORDER_HOLD_MINUTES: String(shortHold.minutes),
      },
      url: `http://localhost:${shortHold.port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
