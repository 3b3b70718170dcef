import { DEFAULT_DATA_DIR, startGateway } from '../supabase/local/gateway.ts';
import { createFirstAdmin } from './first-admin.ts';

// CLI entry: `node --import tsx scripts/gateway.ts` (npm run gateway, and npm start).
const FUNCTION_ENV = [
  'LEAD_EMAIL_TO',
  'LEAD_EMAIL_FROM',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_MODEL',
  'QUOTE_RATE_LIMIT',
  'QUOTE_EMAIL_RATE_LIMIT',
  'QUOTE_GLOBAL_RATE_LIMIT',
  'CHAT_RATE_LIMIT',
  'CHAT_SESSION_RATE_LIMIT',
  'CHAT_GLOBAL_RATE_LIMIT',
  'CLIENT_IP_HEADER',
];

const started = Date.now();
const gateway = await startGateway({
  port: Number(process.env.GATEWAY_PORT ?? 54321),
  host: process.env.GATEWAY_HOST ?? '127.0.0.1',
  dataDir: process.env.GATEWAY_DATA_DIR ?? DEFAULT_DATA_DIR,
  snapshotDir: process.env.GATEWAY_SNAPSHOT_DIR || undefined,
  jwtSecret: process.env.GATEWAY_JWT_SECRET || undefined,
  allowedOrigins: (process.env.GATEWAY_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean),
  // The scheduled function runs every minute, as on hosted; GATEWAY_MAINTENANCE_MS=0 turns it off.
  maintenanceEveryMs: Number(process.env.GATEWAY_MAINTENANCE_MS ?? 60_000),
  functionsEnv: Object.fromEntries(
    FUNCTION_ENV.filter((k) => process.env[k]).map((k) => [k, process.env[k]]),
  ),
});

console.log(`Local Supabase gateway ready in ${Date.now() - started} ms
  API URL:          ${gateway.url}
  anon key:         ${gateway.anonKey}
  service_role key: ${gateway.serviceRoleKey}
  data dir:         ${gateway.dataDir}
  e-mails:          ${gateway.dataDir}/mail (new leads, sign-up confirmation links)`);
const admin = gateway.fresh ? await createFirstAdmin(gateway.url, gateway.serviceRoleKey) : null;
if (admin) {
  console.log(`
  Admin account created (shown only this once):
    email:    ${admin.email}
    password: ${admin.password}`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
