import { defineConfig } from '@playwright/test';
import { chromiumLaunch, SITE_PORT, SITE_URL } from './tests/e2e/browser.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: SITE_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // Tests opt in to the service worker where they test it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `node scripts/serve.mjs dist ${SITE_PORT}`,
    url: SITE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
