import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { acceptInvite, confirmToken, sendConfirmation, sendInvite } from './auth-confirm.ts';
import { findUserByEmail, findUserById, insertUser, issueTokens, publicUser } from './auth-users.ts';
import type { AuthContext } from './auth-context.ts';
import {
  authError,
  API_VERSION,
  readAuthBody,
  requireServiceRole,
  safeRedirect,
  EMAIL,
} from './auth-http.ts';
import { HttpError, sendJson } from './http-util.ts';
import { hashPassword } from './passwords.ts';

/**
 * The answer to every accepted sign-up, whether the address is new, waiting for confirmation or
 * already an account: the same shape and the same kinds of values, so it tells nobody which.
 */
function signupAnswer(id: string, email: string, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: null,
    phone: '',
    confirmed_at: null,
    last_sign_in_at: null,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
    confirmation_sent_at: now,
  };
}

/**
 * POST /signup with confirmation on. A new address gets an account that waits for its link; an
 * address waiting already gets one more link, bound to this sign-up's password (earlier links keep
 * theirs); an account that exists is left alone. Throttled per client address and per mailbox.
 */
export async function signUp(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AuthContext) {
  const { pg } = ctx.db;
  const { email, password, data } = await readAuthBody(req);
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL.test(address))
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (typeof password !== 'string' || password.length < 6) {
    throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
  }
  const wait = ctx.signupThrottle.attempt(address, ctx.clientAddress(req));
  if (wait > 0) {
    throw new HttpError(
      429,
      {
        code: 'over_email_send_rate_limit',
        error_code: 'over_email_send_rate_limit',
        msg: `Too many sign-ups. Please try again in ${Math.ceil(wait / 60)} minutes.`,
        message: 'Too many sign-ups.',
      },
      { ...API_VERSION, 'Retry-After': String(wait) },
    );
  }
  const metadata = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  // Hashed whatever the case, so each answer takes as long.
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(pg, address);
  if (existing?.email_confirmed_at) {
    return sendJson(res, 200, signupAnswer(randomUUID(), address, metadata), API_VERSION);
  }
  const user = existing ?? (await insertUser(pg, address, null, metadata, { confirmed: false }));
  const back = safeRedirect(url.searchParams.get('redirect_to'), ctx);
  await sendConfirmation(
    pg,
    ctx.mailer,
    ctx.mailFrom,
    user,
    { passwordHash, metadata },
    `${ctx.issuer}/verify?type=signup&redirect_to=${encodeURIComponent(back)}`,
  );
  // Confirmation on: a bare user, no session (supabase-js then returns session null).
  return sendJson(res, 200, signupAnswer(existing ? randomUUID() : user.id, address, metadata), API_VERSION);
}

/**
 * POST /invite (service role): an account for a coworker, with no password, and a one-time link to
 * choose one. As on hosted Supabase, the link signs the invitee in once, to set that password.
 */
export async function invite(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AuthContext) {
  requireServiceRole(req, ctx.jwtSecret);
  const { pg } = ctx.db;
  const { email, data } = await readAuthBody(req);
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL.test(address)) throw authError(400, 'validation_failed', 'Unable to validate email address');
  const existing = await findUserByEmail(pg, address);
  if (existing?.email_confirmed_at)
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  const metadata = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const user = existing ?? (await insertUser(pg, address, null, metadata, { confirmed: false }));
  const back = safeRedirect(url.searchParams.get('redirect_to'), ctx);
  await sendInvite(
    pg,
    ctx.mailer,
    ctx.mailFrom,
    user,
    `${ctx.issuer}/verify?type=invite&redirect_to=${encodeURIComponent(back)}`,
  );
  return sendJson(res, 200, { ...publicUser(user), invited_at: new Date().toISOString() }, API_VERSION);
}

const expired = (to: URL) =>
  `${to}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent(
    'The link is invalid or has expired.',
  )}`;

/**
 * GET /verify: the link in an e-mail. A sign-up's link confirms that sign-up and sends the browser
 * to sign in: it hands out no session, so whoever opens it (a mail scanner, a colleague it was
 * forwarded to) gets nothing but a confirmed address. An invitation's link signs the invitee in
 * once, on the sign-in page, where they choose their password.
 */
export async function verify(res: ServerResponse, url: URL, ctx: AuthContext) {
  const signIn = new URL('/auth', safeRedirect(url.searchParams.get('redirect_to'), ctx));
  const token = url.searchParams.get('token') ?? '';
  if (url.searchParams.get('type') === 'invite') {
    const userId = await acceptInvite(ctx.db.pg, token);
    const user = userId ? await findUserById(ctx.db.pg, userId) : undefined;
    if (!user) return void res.writeHead(303, { Location: expired(signIn) }).end();
    const t = await issueTokens(ctx.db.pg, user, ctx.issuer, ctx.jwtSecret);
    const fragment = new URLSearchParams({
      access_token: t.access_token,
      expires_at: String(t.expires_at),
      expires_in: String(t.expires_in),
      refresh_token: t.refresh_token,
      token_type: 'bearer',
      type: 'invite',
    });
    return void res.writeHead(303, { Location: `${signIn}#${fragment}` }).end();
  }
  if (!(await confirmToken(ctx.db.pg, token)))
    return void res.writeHead(303, { Location: expired(signIn) }).end();
  signIn.searchParams.set('confirmed', '1');
  res.writeHead(303, { Location: String(signIn) }).end();
}
