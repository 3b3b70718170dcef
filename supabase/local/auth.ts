import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Mailer } from '@shared/email.ts';
import { pendingPasswords } from './auth-confirm.ts';
import { API_VERSION, authError, EMAIL, readAuthBody as body, requireServiceRole } from './auth-http.ts';
import { invite, signUp, verify } from './auth-signup.ts';
import type { LoginThrottle, SignupThrottle } from './auth-throttle.ts';
import { findUserByEmail, findUserById, insertUser, issueTokens, publicUser } from './auth-users.ts';
import type { Database } from './database.ts';
import { CORS_HEADERS, HttpError, sendJson } from './http-util.ts';
import { verifyJwt } from './jwt.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface AuthContext {
  db: Database;
  jwtSecret: string;
  issuer: string;
  /** Where sign-up confirmation messages go (the data folder's mail/ locally), and from whom. */
  mailer: Mailer;
  mailFrom: string;
  throttle: LoginThrottle;
  signupThrottle: SignupThrottle;
  /** Origins a confirmation link may send the browser back to. */
  siteOrigins: ReadonlySet<string>;
  /** The default landing page after a confirmation link. */
  siteUrl: string;
  /** A password hash to check against when the e-mail is unknown, so both cost the same. */
  dummyHash: string;
  /** The client's address for the login throttle (the socket's, or a trusted proxy's). */
  clientAddress: (req: IncomingMessage) => string;
}

function userClaims(req: IncomingMessage, secret: string) {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const claims = token ? verifyJwt(token, secret) : null;
  if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  }
  return claims as { sub: string; session_id?: string };
}

/** The user of a live session: the JWT verified, and its session not signed out. */
async function sessionUser(req: IncomingMessage, ctx: AuthContext) {
  const claims = userClaims(req, ctx.jwtSecret);
  const session = await ctx.db.pg.query('select 1 from auth.sessions where id = $1', [
    claims.session_id ?? null,
  ]);
  if (session.rows.length === 0) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(ctx.db.pg, claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

export async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AuthContext) {
  const { pg } = ctx.db;
  const route = `${req.method} ${url.pathname.replace(/^\/auth\/v1/, '').replace(/\/$/, '')}`;
  try {
    // Like Supabase's API gateway: every auth call carries a project key (the anon key at least).
    const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : '';
    // The links in e-mails (verify) are opened by a mail client that has no key.
    if (route !== 'GET /health' && route !== 'GET /verify' && !verifyJwt(apikey, ctx.jwtSecret)) {
      throw authError(401, 'no_api_key', 'Invalid API key');
    }
    switch (route) {
      case 'GET /health':
        return sendJson(res, 200, { name: 'GoTrue', description: 'local gateway' }, API_VERSION);
      case 'GET /settings':
        return sendJson(
          res,
          200,
          { external: { email: true }, disable_signup: false, mailer_autoconfirm: false },
          API_VERSION,
        );
      case 'POST /signup':
        return await signUp(req, res, url, ctx);
      case 'GET /verify':
        return await verify(res, url, ctx);
      case 'POST /invite':
        return await invite(req, res, url, ctx);
      case 'POST /token':
        return sendJson(res, 200, await grant(req, url, ctx), API_VERSION);
      case 'GET /user':
        return sendJson(res, 200, publicUser(await sessionUser(req, ctx)), API_VERSION);
      case 'PUT /user': {
        // A signed-in user sets a new password (an invitee choosing theirs); nothing else is changed here.
        const user = await sessionUser(req, ctx);
        const { password } = await body(req);
        if (typeof password !== 'string' || password.length < 6)
          throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
        await pg.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          await hashPassword(password),
        ]);
        return sendJson(res, 200, publicUser({ ...user, updated_at: new Date().toISOString() }), API_VERSION);
      }
      case 'POST /logout': {
        const claims = userClaims(req, ctx.jwtSecret);
        const scope = url.searchParams.get('scope') ?? 'global';
        if (scope === 'local')
          await pg.query('delete from auth.sessions where id = $1', [claims.session_id ?? null]);
        else if (scope === 'others') {
          await pg.query('delete from auth.sessions where user_id = $1 and id <> $2', [
            claims.sub,
            claims.session_id ?? null,
          ]);
        } else await pg.query('delete from auth.sessions where user_id = $1', [claims.sub]);
        res.writeHead(204, { ...CORS_HEADERS, ...API_VERSION }).end();
        return;
      }
      case 'POST /admin/users': {
        requireServiceRole(req, ctx.jwtSecret);
        const { email, password, email_confirm, user_metadata } = await body(req);
        const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
        if (!EMAIL.test(address))
          throw authError(400, 'validation_failed', 'Unable to validate email address');
        if (typeof password !== 'string' || password.length < 6)
          throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
        if (await findUserByEmail(pg, address))
          throw authError(422, 'email_exists', 'A user with this email address has already been registered');
        const metadata =
          typeof user_metadata === 'object' && user_metadata !== null
            ? (user_metadata as Record<string, unknown>)
            : {};
        const user = await insertUser(pg, address, await hashPassword(password), metadata, {
          confirmed: email_confirm === true,
        });
        return sendJson(res, 200, publicUser(user), API_VERSION);
      }
      case 'GET /admin/users': {
        requireServiceRole(req, ctx.jwtSecret);
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 50) || 50, 1000);
        const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
        const total =
          (await pg.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0;
        const rows = await pg.query<{ id: string }>(
          'select id from auth.users order by created_at limit $1 offset $2',
          [perPage, (page - 1) * perPage],
        );
        const users = await Promise.all(
          rows.rows.map(async (r) => publicUser((await findUserById(pg, r.id))!)),
        );
        return sendJson(
          res,
          200,
          { users, aud: 'authenticated' },
          { ...API_VERSION, 'X-Total-Count': String(total) },
        );
      }
      default:
        throw authError(404, 'not_found', `${route} is not implemented by the local gateway`);
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    sendJson(res, error.status, error.body, error.headers);
  }
}

async function grant(req: IncomingMessage, url: URL, ctx: AuthContext) {
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
