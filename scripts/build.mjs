// `npm run build`: the SSR bundle (used only to prerender), the client build with the prerender and
// the service worker, then br/gzip siblings. Builds in one checkout are serialised by a lock
// directory, so two at once cannot wipe each other's dist/.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';

const LOCK = '.data/build.lock';
const STALE_MS = 5 * 60_000;

function acquire() {
  mkdirSync('.data', { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // The other build just released it.
      }
      execSync('sleep 1');
    }
  }
}

// A production build (a real site address) ships nothing invented: the launch check decides first.
try {
  execSync('node --import tsx scripts/launch-check.ts --build', { stdio: 'inherit' });
} catch {
  process.exit(1);
}
// For the launch check's own tests: stop once it has decided.
if (process.argv.includes('--gate-only')) process.exit(0);

const started = performance.now();
acquire();
try {
  const run = (command) => execSync(command, { stdio: 'inherit' });
  run('vite build --ssr src/entry-server.tsx --outDir dist-ssr --emptyOutDir');
  run('vite build');
  run('node scripts/compress.mjs dist');
} finally {
  rmSync(LOCK, { recursive: true, force: true });
}
console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
