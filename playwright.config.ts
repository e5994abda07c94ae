import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the built app (`node dist/server/index.js`) on a free port with a
// temporary data folder, driving Debian's Chromium — never a downloaded browser.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}

// Worker processes load this file again: the values chosen once are passed down by env.
process.env.E2E_PORT ??= freePort();
// A recipe site the import journey serves itself on 127.0.0.1 (tests/e2e/my-recipes-import.spec.ts),
// let through the importer's private-address refusal by RECIPE_IMPORT_ALLOWED_HOSTS — its port only.
process.env.E2E_RECIPE_SITE_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'popote-e2e-'));
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker on CI: the machine has two cores, which the server, PostgreSQL and Chromium
  // already share; two browsers at once doubled every journey's time and pushed the longer ones
  // past their timeout.
  workers: process.env.CI ? 1 : undefined,
  timeout: 45_000,
  // No retry: a flaky journey is a defect to fix at its root, never hidden by a second run.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/test-results/playwright.json',
      },
    ],
  ],
  outputDir: '.cache/test-results/playwright',
  use: {
    baseURL,
    locale: 'fr-CH',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Popote's service worker precaches the app shell at the first visit: most journeys do not
    // need it. The installable-app and offline journeys allow it (tests/e2e/pwa.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --enable-source-maps dist/server/index.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      // Tests set X-Forwarded-For per browser context (tests/e2e/fixtures.ts).
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      PORT: port,
      PUBLIC_BASE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      RECIPE_IMPORT_ALLOWED_HOSTS: `127.0.0.1:${process.env.E2E_RECIPE_SITE_PORT}`,
    },
  },
});
