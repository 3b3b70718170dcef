import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext } from './auth-context.ts';
import { API_VERSION, authError, readAuthBody as body } from './auth-http.ts';
import { findUserById, publicUser } from './auth-users.ts';
import { CORS_HEADERS, sendJson } from './http-util.ts';
import { verifyJwt } from './jwt.ts';
import { hashPassword } from './passwords.ts';

// GET and PUT /user and POST /logout: what a signed-in user does with their own session.

function userClaims(req: IncomingMessage, secret: string) {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const claims = token ? verifyJwt(token, secret) : null;
  if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  }
  return claims as { sub: string; session_id?: string };
}

/** The user of a live session: the JWT verified, and its session not signed out. */
export async function sessionUser(req: IncomingMessage, ctx: AuthContext) {
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

export async function currentUser(req: IncomingMessage, res: ServerResponse, ctx: AuthContext) {
  return sendJson(res, 200, publicUser(await sessionUser(req, ctx)), API_VERSION);
}

export async function setPassword(req: IncomingMessage, res: ServerResponse, ctx: AuthContext) {
  const { pg } = ctx.db;
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

export async function signOut(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AuthContext) {
  const { pg } = ctx.db;
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
