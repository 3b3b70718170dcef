import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext } from './auth-context.ts';
import { API_VERSION, authError, EMAIL, readAuthBody as body, requireServiceRole } from './auth-http.ts';
import { findUserByEmail, findUserById, insertUser, publicUser } from './auth-users.ts';
import { sendJson } from './http-util.ts';
import { hashPassword } from './passwords.ts';

// POST and GET /admin/users: the service role creates and lists users (the admin CLI, the tests).

export async function createUser(req: IncomingMessage, res: ServerResponse, ctx: AuthContext) {
  const { pg } = ctx.db;
  requireServiceRole(req, ctx.jwtSecret);
  const { email, password, email_confirm, user_metadata } = await body(req);
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL.test(address)) throw authError(400, 'validation_failed', 'Unable to validate email address');
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

export async function listUsers(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AuthContext) {
  const { pg } = ctx.db;
  requireServiceRole(req, ctx.jwtSecret);
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 50) || 50, 1000);
  const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
  const total = (await pg.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0;
  const rows = await pg.query<{ id: string }>(
    'select id from auth.users order by created_at limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users = await Promise.all(rows.rows.map(async (r) => publicUser((await findUserById(pg, r.id))!)));
  return sendJson(
    res,
    200,
    { users, aud: 'authenticated' },
    { ...API_VERSION, 'X-Total-Count': String(total) },
  );
}
