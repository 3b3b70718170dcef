import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startGateway } from '../../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../../supabase/local/keys.ts';
import { createFirstAdmin } from '../../scripts/first-admin.ts';

export interface GatewayInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dataDir: string;
  admin: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    gateway: GatewayInfo;
  }
}

/** Limits the tests exercise; every test uses its own fake client address (X-Forwarded-For). */
export const TEST_LIMITS = { quote: 5, chat: 10 };

// One gateway for the whole suite, on a free port (never 54321, where a developer's may run), on a
// throwaway data dir copied from the cached migrated snapshot.
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-it-'));
  const gateway = await startGateway({
    port: Number(process.env.TEST_GATEWAY_PORT ?? 0),
    dataDir,
    // A throwaway folder: the fixed demo keys are fine here (npm start's folders get their own).
    jwtSecret: DEMO_JWT_SECRET,
    trustProxy: true,
    functionsEnv: {
      QUOTE_RATE_LIMIT: `${TEST_LIMITS.quote}/600`,
      CHAT_RATE_LIMIT: `${TEST_LIMITS.chat}/60`,
      // The suite sends many leads from one e-mail and many turns in all: those limits have their
      // own tests, with their own handlers.
      QUOTE_EMAIL_RATE_LIMIT: '100000/3600',
      QUOTE_GLOBAL_RATE_LIMIT: '100000/600',
      CHAT_SESSION_RATE_LIMIT: '100000/60',
      CHAT_GLOBAL_RATE_LIMIT: '100000/60',
    },
    log: () => {},
  });
  const admin = await createFirstAdmin(gateway.url, gateway.serviceRoleKey);
  if (!admin) throw new Error('a fresh data dir must make its first admin');
  project.provide('gateway', {
    url: gateway.url,
    anonKey: gateway.anonKey,
    serviceRoleKey: gateway.serviceRoleKey,
    jwtSecret: gateway.jwtSecret,
    dataDir,
    admin,
  });
  return async () => {
    await gateway.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
