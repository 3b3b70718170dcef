// The end-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work on
// these machines). Installs it when it is missing, so a fresh machine needs nothing done by hand.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(browser)) {
  console.log(`chromium: ${browser}`);
} else {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('chromium: not found, installing Debian chromium…');
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(browser)) throw new Error(`chromium is still missing at ${browser}`);
}
