import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { verifyJwt, type JwtClaims } from './jwt.ts';

export interface RequestAuth {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: JwtClaims;
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * The database role comes only from a JWT signed with our secret: the bearer token if any, else the
 * apikey. Returns null for a missing, forged, expired or role-less token.
 */
export function authenticate(headers: IncomingHttpHeaders, secret: string): RequestAuth | null {
  const apikey = typeof headers.apikey === 'string' ? headers.apikey : undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1]?.trim();
  const token = bearer ?? apikey;
  if (!token) return null;
  const claims = verifyJwt(token, secret);
  if (!claims || typeof claims.role !== 'string' || !ROLES.has(claims.role)) return null;
  return { role: claims.role as RequestAuth['role'], claims };
}

/**
 * Who sent a request: the socket's address, or, behind a proxy the operator trusts (and in tests that
 * play several visitors), the first X-Forwarded-For entry. A client cannot choose it otherwise.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim();
  return req.socket.remoteAddress ?? 'unknown';
}
