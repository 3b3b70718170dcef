import type { IncomingMessage } from 'node:http';
import { pendingPasswords } from './auth-confirm.ts';
import type { AuthContext } from './auth-context.ts';
import { API_VERSION, authError, readAuthBody as body } from './auth-http.ts';
import { findUserByEmail, findUserById, issueTokens } from './auth-users.ts';
import { HttpError } from './http-util.ts';
import { verifyPassword } from './passwords.ts';

// POST /token: signing in with a password (throttled) and refreshing a session (a token works once).

export async function grant(req: IncomingMessage, url: URL, ctx: AuthContext) {
  const { pg } = ctx.db;
  const input = await body(req);
  const type = url.searchParams.get('grant_type');
  if (type === 'password') {
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    const address = ctx.clientAddress(req);
    const wait = ctx.throttle.retryAfter(email, address);
    if (wait > 0) {
      throw new HttpError(
        429,
        {
          code: 'over_request_rate_limit',
          error_code: 'over_request_rate_limit',
          msg: `Too many failed sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`,
          message: 'Too many failed sign-in attempts.',
        },
        { ...API_VERSION, 'Retry-After': String(wait) },
      );
    }
    const user = email ? await findUserByEmail(pg, email) : undefined;
    // An unknown address costs one password check too, so timing does not tell which e-mails exist.
    // An account waiting for its link says "not confirmed" to the password of any of its sign-ups.
    const candidates = !user
      ? [ctx.dummyHash]
      : user.email_confirmed_at
        ? [user.encrypted_password]
        : [...(await pendingPasswords(pg, user.id)), user.encrypted_password];
    let ok = false;
    for (const hash of candidates) {
      if (hash && typeof input.password === 'string' && (await verifyPassword(input.password, hash))) {
        ok = Boolean(user);
        break;
      }
    }
    if (!user || !ok) {
      ctx.throttle.failed(email, address);
      throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    ctx.throttle.succeeded(email, address);
    return issueTokens(pg, user, ctx.issuer, ctx.jwtSecret);
  }
  if (type === 'refresh_token') {
    const token = typeof input.refresh_token === 'string' ? input.refresh_token : '';
    const row = (
      await pg.query<{ user_id: string; session_id: string; revoked: boolean }>(
        'select user_id, session_id, revoked from auth.refresh_tokens where token = $1',
        [token],
      )
    ).rows[0];
    if (!row)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (row.revoked) {
      // A used token presented again means it was copied: end the whole session, for both holders.
      await pg.query('delete from auth.sessions where id = $1', [row.session_id]);
      throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    await pg.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
    const user = await findUserById(pg, row.user_id);
    if (!user)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return issueTokens(pg, user, ctx.issuer, ctx.jwtSecret, row.session_id);
  }
  throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}
