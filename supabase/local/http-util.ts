import type { IncomingMessage, ServerResponse } from 'node:http';

// Which origin may read a response is decided per request by the gateway (allowedOrigin below).
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, ' +
    'content-profile, x-upsert, cache-control, x-retry-count, range',
  'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version, Content-Length, ETag',
  'Access-Control-Max-Age': '86400',
};

/** An error that becomes an HTTP response as is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
  }
}

export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Record<string, string> = {},
): void {
  const hasBody = body !== null && status !== 204 && status !== 304;
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...(hasBody && !headers['Content-Type'] ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
  });
  res.end(hasBody ? body : undefined);
}

export const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers?: Record<string, string>,
) => send(res, status, JSON.stringify(value), headers);

/** The local site's own origins: `npm start`, `vite` and `vite preview`, by address and by name. */
export const LOCAL_SITE_ORIGINS = ['4173', '5173'].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

/**
 * The origin to echo in Access-Control-Allow-Origin, or null: only the site's own origins may read the
 * gateway from a browser, never `*` (any page the operator visits could otherwise use it).
 */
export function allowedOrigin(origin: string | undefined, allowed: ReadonlySet<string>): string | null {
  return origin && allowed.has(origin) ? origin : null;
}
