import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { createInitialAdmin } from './admin-account.ts';
import { handleAuth } from './auth.ts';
import { loadCatalog } from './catalog.ts';
import { openDatabase } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createFileMailer } from './file-mailer.ts';
import { invokeFunction, loadFunctions } from './functions.ts';
import { CORS_HEADERS, sendJson } from './http-util.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './keys.ts';
import { authenticate } from './request-auth.ts';
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
  log?: (line: string) => void;
}

export interface Gateway {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dataDir: string;
  /** Set on the first start of a data dir only. */
  initialAdmin: { email: string; password: string } | null;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const snapshotDir = options.snapshotDir ?? join(repoRoot, '.data', 'cache');
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  const { db, created } = await openDatabase({ dataDir, snapshotDir, log }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const catalog = await loadCatalog(db.pg);
  const initialAdmin = created ? await createInitialAdmin(db.pg) : null;

  let handlers = new Map<string, (req: Request) => Promise<Response>>();
  const jwtSecret = DEMO_JWT_SECRET;
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
    if (req.method === 'OPTIONS' && !url.pathname.startsWith('/functions/v1/')) {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (url.pathname.startsWith('/auth/v1/'))
      return handleAuth(req, res, url, { db, jwtSecret, issuer: `${baseUrl}/auth/v1` });
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
    server.listen(options.port ?? 54321, options.host ?? '127.0.0.1', () => ready());
  });
  const address = server.address() as AddressInfo;
  // A wildcard listen address is not a URL a client (or a photo link) can use.
  const publicHost =
    !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const baseUrl = `http://${publicHost}:${address.port}`;
  handlers = await loadFunctions({
    url: baseUrl,
    serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    env: {
      LEAD_EMAIL_TO: 'leads@example.com',
      LEAD_EMAIL_FROM: 'Website <website@example.com>',
      ...options.functionsEnv,
      SUPABASE_URL: baseUrl,
      SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: DEMO_SERVICE_ROLE_KEY,
    },
    mailer: createFileMailer(join(dataDir, 'mail'), log),
    log,
  });

  return {
    url: baseUrl,
    anonKey: DEMO_ANON_KEY,
    serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    jwtSecret,
    dataDir,
    initialAdmin,
    async stop() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await db.close();
      await unlock();
    },
  };
}
