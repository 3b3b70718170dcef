import type { IncomingMessage } from 'node:http';
import { HttpError, readBody } from './http-util.ts';
import { authenticate } from './request-auth.ts';

// What every auth route shares: GoTrue's error shape, the body reader, and where links may lead.

export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// auth-js reads `code` when the version header is present, `error_code` otherwise; send both.
export const authError = (status: number, code: string, message: string) =>
  new HttpError(status, { code, error_code: code, msg: message, message }, API_VERSION);

export async function readAuthBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, 64 * 1024, () =>
    authError(413, 'request_too_large', 'Request body too large'),
  );
  try {
    const parsed = JSON.parse(raw.toString('utf8') || '{}') as unknown;
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw authError(400, 'bad_json', 'Could not parse request body as JSON');
}

/** Back to the site after a link in an e-mail: the given page if it is on one of our origins. */
export function safeRedirect(
  target: string | null,
  ctx: { siteOrigins: ReadonlySet<string>; siteUrl: string },
): string {
  try {
    const url = new URL(target ?? '');
    if (ctx.siteOrigins.has(url.origin)) return `${url.origin}${url.pathname}`;
  } catch {
    // not a URL: use the default
  }
  return ctx.siteUrl;
}

export function requireServiceRole(req: IncomingMessage, jwtSecret: string): void {
  if (authenticate(req.headers, jwtSecret)?.role !== 'service_role') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
}
