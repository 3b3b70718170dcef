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

export const SITE_PORT = 4310;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
