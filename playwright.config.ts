// Playwright: browser tests in Debian's Chromium against the built app (apps/web/e2e) and the local-db harness.
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
const harnessPort = Number(process.env.E2E_HARNESS_PORT ?? 4174);

export default defineConfig({
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  // Two workers share the browser tests (CI has 2 cores); E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Vitest writes test-results/unit.json; Playwright cleans only its own folder.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // Dutch is the app's first language; the browser's language decides which one a visitor sees.
    locale: 'nl-NL',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'local-db',
      testDir: 'packages/local-db/e2e',
      use: { baseURL: `http://localhost:${harnessPort}` },
    },
    {
      name: 'web',
      testDir: 'apps/web/e2e',
      use: { baseURL: `http://localhost:${appPort}` },
    },
  ],
  webServer: [
    {
      command: `npx vite --config packages/local-db/e2e/vite.config.ts --port ${harnessPort} --strictPort`,
      port: harnessPort,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node --import tsx scripts/serve-e2e.mjs`,
      // SIGTERM lets serve-e2e stop its PostgreSQL and remove its folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      port: appPort,
      env: { PORT: String(appPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
