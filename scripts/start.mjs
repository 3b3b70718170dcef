// `npm start`: builds the site, starts the local Supabase gateway (embedded PostgreSQL) and the
// static host, and prints both addresses. Nothing to configure. `--no-build` reuses dist/.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEFAULT_DATA_DIR } from '../supabase/local/gateway.ts';
import { dataDirVapidKeys, localKeys } from '../supabase/local/keys.ts';
import { startStaticServer } from './serve.mjs';

const port = Number(process.env.PORT ?? 4173);
const dataDir = process.env.GATEWAY_DATA_DIR ?? DEFAULT_DATA_DIR;

// The site is built with this data folder's own anon key (its secret is made on first use), and the
// public half of its VAPID key pair, which staff devices subscribe to alerts with.
const { anonKey } = await localKeys(dataDir);
const vapid = await dataDirVapidKeys(dataDir);
const env = {
  ...process.env,
  VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || anonKey,
  VITE_VAPID_PUBLIC_KEY: process.env.VITE_VAPID_PUBLIC_KEY || vapid.publicKey,
};

if (!process.argv.includes('--no-build') || !existsSync('dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit', env });
}

const gateway = spawn(process.execPath, ['--import', 'tsx', 'scripts/gateway.ts'], {
  stdio: 'inherit',
  env: { ...env, GATEWAY_DATA_DIR: dataDir },
});
gateway.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`The local Supabase gateway stopped (exit ${code}).`);
    process.exit(code);
  }
});

const server = await startStaticServer({ root: 'dist', port });
console.log(
  `\n  Site:     http://127.0.0.1:${port}\n  Backend:  http://127.0.0.1:${process.env.GATEWAY_PORT ?? 54321}\n` +
    `  E-mails (new leads, sign-up confirmation links): ${dataDir}/mail\n`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    gateway.kill('SIGTERM');
    process.exit(0);
  });
}
