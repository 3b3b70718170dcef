/** Debian's Chromium with the flags this closed network needs (see shared notes/pwa-offline.md). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4310);
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

/** The built site calls the backend at VITE_SUPABASE_URL, by default the local gateway here. */
export const GATEWAY_PORT = 54321;
export const GATEWAY_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
