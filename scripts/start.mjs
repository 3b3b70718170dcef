// `npm start`: builds the site, starts the local Supabase gateway (embedded PostgreSQL) and the
// static host, and prints both addresses. Nothing to configure. `--no-build` reuses dist/.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startStaticServer } from './serve.mjs';

const port = Number(process.env.PORT ?? 4173);

if (!process.argv.includes('--no-build') || !existsSync('dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' });
}

const gateway = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], { stdio: 'inherit' });
gateway.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`The local Supabase gateway stopped (exit ${code}).`);
    process.exit(code);
  }
});

const server = await startStaticServer({ root: 'dist', port });
console.log(
  `\n  Site:     http://127.0.0.1:${port}\n  Backend:  http://127.0.0.1:${process.env.GATEWAY_PORT ?? 54321}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    gateway.kill('SIGTERM');
    process.exit(0);
  });
}
