import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webPush from 'web-push';
import { signJwt } from './jwt.ts';

// The well-known demo secret and keys of `supabase start`. Anyone can sign with it, so the gateway
// uses it only when told to (tests, on their own throwaway data folders): a data folder otherwise
// gets a random secret of its own, since operators may keep real leads in it.
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// Keys carry a numeric `exp`, as `supabase start`'s do; this one is 2032-11-12.
const KEY_EXP = 1983812996;

export interface ProjectKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** The anon and service_role keys signed with `secret` (the demo secret gives the CLI's own strings). */
export function keysFor(secret: string): ProjectKeys {
  const iss = secret === DEMO_JWT_SECRET ? 'supabase-demo' : 'supabase-local';
  return {
    anonKey: signJwt({ iss, role: 'anon', exp: KEY_EXP }, secret),
    serviceRoleKey: signJwt({ iss, role: 'service_role', exp: KEY_EXP }, secret),
  };
}

export const { anonKey: DEMO_ANON_KEY, serviceRoleKey: DEMO_SERVICE_ROLE_KEY } = keysFor(DEMO_JWT_SECRET);

export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE = 'jwt-secret';

/**
 * The data folder's own JWT secret, created on first use and readable by its owner only
 * (`<dataDir>/jwt-secret`). Deleting the file changes every key: sessions and built sites need redoing.
 */
export async function dataDirSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, SECRET_FILE);
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= MIN_SECRET_LENGTH) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': two processes starting at once must not each write a different secret.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  await chmod(file, 0o600);
  return (await readFile(file, 'utf8')).trim();
}

/** The keys of a local gateway on `dataDir`, as `npm run gateway` picks its secret (for scripts). */
export async function localKeys(dataDir: string): Promise<ProjectKeys> {
  return keysFor(process.env.GATEWAY_JWT_SECRET || (await dataDirSecret(dataDir)));
}

export const VAPID_FILE = 'vapid.json';

/** A VAPID key pair (RFC 8292), base64url, as web-push makes them. */
export interface VapidKeys {
  /** The uncompressed P-256 point: the site's `VITE_VAPID_PUBLIC_KEY` and the functions' `VAPID_PUBLIC_KEY`. */
  publicKey: string;
  /** The private scalar: the function secret `VAPID_PRIVATE_KEY`. */
  privateKey: string;
}

/** A new VAPID key pair (`npx web-push generate-vapid-keys` makes the same for production). */
export const createVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys();

/**
 * The data folder's own VAPID key pair for staff alerts, created on first use and readable by its
 * owner only (`<dataDir>/vapid.json`), like its JWT secret. Deleting it turns every device's alerts off.
 */
export async function dataDirVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = join(dataDir, VAPID_FILE);
  const read = async () => JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  const existing = await read().catch(() => null);
  if (existing?.publicKey && existing.privateKey) return existing;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(createVapidKeys())}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  await chmod(file, 0o600);
  return read();
}
