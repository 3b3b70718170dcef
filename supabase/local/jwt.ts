import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 only: that is what `supabase start` and hosted projects with the legacy JWT secret issue.
export type JwtClaims = Record<string, unknown> & { role?: unknown; exp?: unknown; sub?: unknown };

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Returns the claims of a token signed with `secret` that carries a numeric `exp` not yet past, else null. */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (head.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
    // A token without an expiry would be valid forever: refuse it.
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp) || claims.exp < nowSeconds)
      return null;
    return claims;
  } catch {
    return null;
  }
}
