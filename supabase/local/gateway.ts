import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { prepareConfirmations } from './auth-confirm.ts';
import { createLoginThrottle, createSignupThrottle } from './auth-throttle.ts';
import { handleAuth } from './auth.ts';
import { loadCatalog } from './catalog.ts';
import { openDatabase } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createFileMailer } from './file-mailer.ts';
import { invokeFunction, loadFunctions } from './functions.ts';
import { allowedOrigin, CORS_HEADERS, LOCAL_SITE_ORIGINS, sendJson } from './http-util.ts';
import { dataDirSecret, dataDirVapidKeys, DEMO_JWT_SECRET, keysFor, MIN_SECRET_LENGTH } from './keys.ts';
import { hashPassword } from './passwords.ts';
import { authenticate, clientAddress } from './request-auth.ts';
import { handleRest } from './rest.ts';
import { handleStorage } from './storage.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_DATA_DIR = join(repoRoot, '.data', 'local-supabase');

export interface GatewayOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /** Cache of migrated+seeded database snapshots (default `.data/cache`). */
  snapshotDir?: string;
  /** Extra environment for the edge functions (LEAD_EMAIL_TO, LLM_*, *_RATE_LIMIT…). */
  functionsEnv?: Record<string, string | undefined>;
  trustProxy?: boolean;
  /**
   * The operator's own JWT secret (GATEWAY_JWT_SECRET). Without it the data folder's random one is
   * used; tests pass DEMO_JWT_SECRET for their throwaway folders. Required off loopback.
   */
  jwtSecret?: string;
  /** Browser origins besides the local site's that may call the gateway (GATEWAY_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  log?: (line: string) => void;
  /** Told of every request's path, as it arrives (benchmarks count database round trips with it). */
  onRequest?: (path: string) => void;
  /**
   * How often to call the `maintenance` function, as pg_cron does on hosted Supabase (npm start: every
   * minute). 0 or absent: never (tests call it themselves).
   */
  maintenanceEveryMs?: number;
}

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(host);

/** Off loopback, anyone on the network could mint keys with a guessable secret: demand the operator's own. */
function checkSecret(host: string, secret: string | undefined): void {
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH)
    throw new Error(`The gateway's JWT secret must be at least ${MIN_SECRET_LENGTH} characters.`);
  if (isLoopback(host)) return;
  if (!secret || secret === DEMO_JWT_SECRET) {
    throw new Error(
      `GATEWAY_HOST=${host} is not a loopback address: set GATEWAY_JWT_SECRET to a secret of your own ` +
        `(${MIN_SECRET_LENGTH}+ random characters) before exposing the gateway to a network.`,
    );
  }
}

export interface Gateway {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The VAPID public key functions sign staff alerts with: what the site subscribes browsers with. */
  vapidPublicKey: string;
  dataDir: string;
  /** Whether this start created the database (the caller may then make its first admin). */
  fresh: boolean;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  checkSecret(host, options.jwtSecret);
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const snapshotDir = options.snapshotDir ?? join(repoRoot, '.data', 'cache');
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  const { db, created } = await openDatabase({ dataDir, snapshotDir, log }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const catalog = await loadCatalog(db.pg);

  let handlers = new Map<string, (req: Request) => Promise<Response>>();
  const jwtSecret = options.jwtSecret ?? (await dataDirSecret(dataDir));
  const { anonKey, serviceRoleKey } = keysFor(jwtSecret);
  const origins = new Set([...LOCAL_SITE_ORIGINS, ...(options.allowedOrigins ?? [])]);
  const mailer = createFileMailer(join(dataDir, 'mail'), log);
  // Staff alerts (Web Push) are signed with the data folder's own VAPID key, made on first use.
  const vapid = await dataDirVapidKeys(dataDir);
  const functionsEnv = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    LEAD_EMAIL_TO: 'leads@example.com',
    LEAD_EMAIL_FROM: 'Website <website@example.com>',
    // Where links in customers' e-mails point (their booking's page): the site this gateway serves.
    SITE_URL: options.allowedOrigins?.[0] ?? LOCAL_SITE_ORIGINS[0],
    ...options.functionsEnv,
  };
  await prepareConfirmations(db.pg);
  const auth = {
    db,
    jwtSecret,
    mailer,
    // The same sender as the lead e-mails: one setting for every message the project sends.
    mailFrom: functionsEnv.LEAD_EMAIL_FROM,
    throttle: createLoginThrottle(),
    signupThrottle: createSignupThrottle(),
    siteOrigins: origins,
    siteUrl: `${options.allowedOrigins?.[0] ?? LOCAL_SITE_ORIGINS[0]}/admin`,
    dummyHash: await hashPassword(randomBytes(16).toString('hex')),
    clientAddress: (req: IncomingMessage) => clientAddress(req, options.trustProxy ?? false),
  };
  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('gateway error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal gateway error' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    options.onRequest?.(url.pathname);
    // Every response below inherits these; one that names another origin is not readable by a page.
    res.setHeader('Vary', 'Origin');
    const origin = allowedOrigin(req.headers.origin, origins);
    if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && !url.pathname.startsWith('/functions/v1/')) {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (url.pathname.startsWith('/auth/v1/'))
      return handleAuth(req, res, url, { ...auth, issuer: `${baseUrl}/auth/v1` });
    if (url.pathname.startsWith('/storage/v1/object'))
      return handleStorage(req, res, url, { db, jwtSecret, storageDir: join(dataDir, 'storage') });
    if (url.pathname.startsWith('/functions/v1/')) {
      return invokeFunction(req, res, url, { handlers, jwtSecret, trustProxy: options.trustProxy ?? false });
    }
    if (url.pathname.startsWith('/rest/v1/')) {
      const auth = authenticate(req.headers, jwtSecret);
      if (!auth)
        return sendJson(res, 401, {
          code: 'PGRST301',
          details: null,
          hint: null,
          message: 'JWT is invalid or expired',
        });
      return handleRest(req, res, url, auth, { db, catalog });
    }
    sendJson(res, 404, { message: 'Not found' });
  }

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 54321, host, () => ready());
  });
  const address = server.address() as AddressInfo;
  // A wildcard listen address is not a URL a client (or a photo link) can use.
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const baseUrl = `http://${publicHost}:${address.port}`;
  handlers = await loadFunctions({
    url: baseUrl,
    serviceRoleKey,
    env: {
      ...functionsEnv,
      SUPABASE_URL: baseUrl,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    },
    mailer,
    log,
  });

  // The platform's clock for the scheduled function: the function holds the logic, this only keeps
  // time, and never starts a run while the last one is going.
  let maintaining = false;
  const maintain = async () => {
    if (maintaining) return;
    maintaining = true;
    try {
      const response = await fetch(`${baseUrl}/functions/v1/maintenance`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) log(`maintenance answered ${response.status}`);
      else await response.arrayBuffer();
    } catch (error) {
      log(`maintenance failed: ${(error as Error).message}`);
    } finally {
      maintaining = false;
    }
  };
  const every = options.maintenanceEveryMs ?? 0;
  const maintenance = every > 0 ? setInterval(() => void maintain(), every) : undefined;
  maintenance?.unref();

  return {
    url: baseUrl,
    anonKey,
    serviceRoleKey,
    jwtSecret,
    vapidPublicKey: functionsEnv.VAPID_PUBLIC_KEY,
    dataDir,
    fresh: created,
    async stop() {
      clearInterval(maintenance);
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await db.close();
      await unlock();
    },
  };
}
