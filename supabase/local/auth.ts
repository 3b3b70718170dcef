import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Mailer } from '../functions/_shared/email.ts';
import { confirmToken, sendConfirmation } from './auth-confirm.ts';
import type { LoginThrottle } from './auth-throttle.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  issueTokens,
  publicUser,
  setPassword,
} from './auth-users.ts';
import type { Database } from './database.ts';
import { CORS_HEADERS, HttpError, readBody, sendJson } from './http-util.ts';
import { verifyJwt } from './jwt.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { authenticate } from './request-auth.ts';

export interface AuthContext {
  db: Database;
  jwtSecret: string;
  issuer: string;
  /** Where sign-up confirmation messages go (the data folder's mail/ locally), and from whom. */
  mailer: Mailer;
  mailFrom: string;
  throttle: LoginThrottle;
  /** Origins a confirmation link may send the browser back to. */
  siteOrigins: ReadonlySet<string>;
  /** The default landing page after a confirmation link. */
  siteUrl: string;
  /** A password hash to check against when the e-mail is unknown, so both cost the same. */
  dummyHash: string;
  /** The client's address for the login throttle (the socket's, or a trusted proxy's). */
  clientAddress: (req: IncomingMessage) => string;
}

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// auth-js reads `code` when the version header is present, `error_code` otherwise; send both.
const authError = (status: number, code: string, message: string) =>
  new HttpError(status, { code, error_code: code, msg: message, message }, API_VERSION);

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
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

function userClaims(req: IncomingMessage, secret: string) {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const claims = token ? verifyJwt(token, secret) : null;
  if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  }
  return claims as { sub: string; session_id?: string };
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
      case 'POST /signup': {
        const { email, password, data } = await body(req);
        const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
        if (!EMAIL.test(address))
          throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
        if (typeof password !== 'string' || password.length < 6) {
          throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
        }
        const metadata = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
        const existing = await findUserByEmail(pg, address);
        if (existing?.email_confirmed_at)
          throw authError(422, 'user_already_exists', 'User already registered');
        // Like hosted Supabase: an address nobody has confirmed can be signed up again, and only whoever
        // reads that mailbox can finish it. A stranger who got there first holds nothing usable.
        const user = existing
          ? await setPassword(pg, existing.id, await hashPassword(password), metadata)
          : await insertUser(pg, address, await hashPassword(password), metadata, { confirmed: false });
        const back = safeRedirect(url.searchParams.get('redirect_to'), ctx);
        await sendConfirmation(
          pg,
          ctx.mailer,
          ctx.mailFrom,
          user,
          `${ctx.issuer}/verify?type=signup&redirect_to=${encodeURIComponent(back)}`,
        );
        // Confirmation on: the bare user, no session (supabase-js then returns session null).
        return sendJson(
          res,
          200,
          { ...publicUser(user), confirmation_sent_at: new Date().toISOString() },
          API_VERSION,
        );
      }
      case 'GET /verify': {
        const back = safeRedirect(url.searchParams.get('redirect_to'), ctx);
        const userId = await confirmToken(pg, url.searchParams.get('token') ?? '');
        if (!userId) {
          res
            .writeHead(303, {
              Location: `${back}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('The confirmation link is invalid or has expired.')}`,
            })
            .end();
          return;
        }
        // Signed in at once, as GoTrue does: supabase-js reads the session from the URL fragment.
        const user = (await findUserById(pg, userId))!;
        const t = await issueTokens(pg, user, ctx.issuer, ctx.jwtSecret);
        const fragment = new URLSearchParams({
          access_token: t.access_token,
          expires_at: String(t.expires_at),
          expires_in: String(t.expires_in),
          refresh_token: t.refresh_token,
          token_type: 'bearer',
          type: 'signup',
        });
        res.writeHead(303, { Location: `${back}#${fragment}` }).end();
        return;
      }
      case 'POST /token':
        return sendJson(res, 200, await grant(req, url, ctx), API_VERSION);
      case 'GET /user': {
        const claims = userClaims(req, ctx.jwtSecret);
        const session = await pg.query('select 1 from auth.sessions where id = $1', [
          claims.session_id ?? null,
        ]);
        if (session.rows.length === 0) {
          throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
        const user = await findUserById(pg, claims.sub);
        if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
        return sendJson(res, 200, publicUser(user), API_VERSION);
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
        requireServiceRole(req, ctx);
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
        requireServiceRole(req, ctx);
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
    const ok =
      typeof input.password === 'string' &&
      (await verifyPassword(input.password, user?.encrypted_password ?? ctx.dummyHash)) &&
      Boolean(user);
    if (!user || !ok) {
      ctx.throttle.failed(email, address);
      throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    ctx.throttle.succeeded(email);
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

function requireServiceRole(req: IncomingMessage, ctx: AuthContext): void {
  if (authenticate(req.headers, ctx.jwtSecret)?.role !== 'service_role') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
}

/** Back to the site after a confirmation link: the given page if it is on one of our origins. */
function safeRedirect(target: string | null, ctx: AuthContext): string {
  try {
    const url = new URL(target ?? '');
    if (ctx.siteOrigins.has(url.origin)) return `${url.origin}${url.pathname}`;
  } catch {
    // not a URL: use the default
  }
  return ctx.siteUrl;
}
