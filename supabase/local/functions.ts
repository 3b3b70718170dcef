import { createClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import type { FunctionDeps, Handler } from '@shared/deps.ts';
import type { Mailer } from '@shared/email.ts';
import { HttpError, readBody, sendJson } from './http-util.ts';
import { authenticate, clientAddress } from './request-auth.ts';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'functions');

export interface FunctionsOptions {
  url: string;
  serviceRoleKey: string;
  env: Record<string, string | undefined>;
  mailer: Mailer;
  log: (line: string) => void;
}

/** Imports every supabase/functions/<name>/handler.ts, as `supabase functions serve` would serve index.ts. */
export async function loadFunctions(options: FunctionsOptions): Promise<Map<string, Handler>> {
  // The handlers call back into this gateway over HTTP with supabase-js, exactly as in production.
  const supabase = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const deps: FunctionDeps = { env: options.env, supabase, mailer: options.mailer, log: options.log };
  const handlers = new Map<string, Handler>();
  for (const name of await readdir(functionsDir)) {
    const file = join(functionsDir, name, 'handler.ts');
    if (name.startsWith('_') || !existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as {
      createHandler?: (deps: FunctionDeps) => Handler;
    };
    if (module.createHandler) handlers.set(name, module.createHandler(deps));
  }
  return handlers;
}

export interface InvokeOptions {
  handlers: Map<string, Handler>;
  jwtSecret: string;
  /** Trust a client-sent X-Forwarded-For (tests simulate several visitors); otherwise the socket address. */
  trustProxy: boolean;
}

export async function invokeFunction(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: InvokeOptions,
) {
  const name = url.pathname.replace(/^\/functions\/v1\//, '').split('/')[0] ?? '';
  const handler = options.handlers.get(name);
  if (!handler) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  // Like Supabase's verify_jwt = true: a JWT signed with the project secret is required (not for preflight).
  if (req.method !== 'OPTIONS' && !authenticate(req.headers, options.jwtSecret)) {
    return sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
  }
  let body: Buffer | undefined;
  try {
    body =
      req.method === 'GET' || req.method === 'HEAD'
        ? undefined
        : await readBody(req, 2 * 1024 * 1024, () => new HttpError(413, {}));
  } catch {
    return sendJson(res, 413, { error: 'The request is too large.' });
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && key !== 'host' && key !== 'x-forwarded-for') headers.set(key, value);
  }
  // As the platform's proxy does: the address it saw is appended to whatever the client claimed.
  const forwarded = req.headers['x-forwarded-for'];
  const claimed = typeof forwarded === 'string' ? `${forwarded}, ` : '';
  headers.set('x-forwarded-for', `${claimed}${clientAddress(req, options.trustProxy)}`);
  const request = new Request(new URL(url.pathname.replace('/functions/v1', '') + url.search, url.origin), {
    method: req.method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
  let response: Response;
  try {
    response = await handler(request);
  } catch (error) {
    console.error(`function ${name} threw:`, error);
    return sendJson(res, 500, { error: 'Internal error' });
  }
  const outHeaders: Record<string, string> = {};
  // The gateway, not the function, decides which browser origin may read the answer.
  response.headers.forEach((value, key) => {
    if (key !== 'access-control-allow-origin') outHeaders[key] = value;
  });
  res.writeHead(response.status, outHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}
