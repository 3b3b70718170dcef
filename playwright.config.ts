import { defineConfig } from '@playwright/test';
import { DEMO_JWT_SECRET } from './supabase/local/keys.ts';
import { chromiumLaunch, GATEWAY_PORT, SITE_PORT, SITE_URL } from './tests/e2e/browser.ts';

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
  webServer: [
    {
      command: `node scripts/serve.mjs dist ${SITE_PORT}`,
      url: SITE_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local Supabase gateway on the port the built site calls, with a fresh database each run.
      command: 'rm -rf .data/e2e && node --import tsx scripts/gateway.ts',
      port: GATEWAY_PORT,
      // Locally, a gateway already running (npm start) is reused; CI always starts a fresh one.
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        GATEWAY_DATA_DIR: '.data/e2e',
        GATEWAY_PORT: String(GATEWAY_PORT),
        // A throwaway folder with the demo keys the test build carries; the test site's own origin.
        GATEWAY_JWT_SECRET: DEMO_JWT_SECRET,
        GATEWAY_ALLOWED_ORIGINS: SITE_URL,
        // The tests set up e-mail and flood states themselves: no scheduled run changes them meanwhile.
        GATEWAY_MAINTENANCE_MS: '0',
        // Every test posts from 127.0.0.1: lift the per-client limits the rate-limit tests cover elsewhere.
        QUOTE_RATE_LIMIT: '1000/60',
        QUOTE_EMAIL_RATE_LIMIT: '1000/60',
        QUOTE_GLOBAL_RATE_LIMIT: '1000/60',
        CHAT_RATE_LIMIT: '1000/60',
        CHAT_SESSION_RATE_LIMIT: '1000/60',
        CHAT_GLOBAL_RATE_LIMIT: '1000/60',
      },
    },
  ],
});
