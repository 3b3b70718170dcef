import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { findUserByEmail, insertUser } from './auth-users.ts';
import { hashPassword } from './passwords.ts';

export const INITIAL_ADMIN_EMAIL = 'admin@example.com';

/** First local start only: an admin to sign in with at /auth. The password is printed once, never stored. */
export async function createInitialAdmin(pg: PGlite): Promise<{ email: string; password: string } | null> {
  if (await findUserByEmail(pg, INITIAL_ADMIN_EMAIL)) return null;
  const password = randomBytes(12).toString('base64url');
  const user = await insertUser(
    pg,
    INITIAL_ADMIN_EMAIL,
    await hashPassword(password),
    { full_name: 'Local Admin' },
    { confirmed: true },
  );
  await grantAdmin(pg, user.id);
  return { email: INITIAL_ADMIN_EMAIL, password };
}

export async function grantAdmin(pg: PGlite, userId: string): Promise<void> {
  await pg.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
    [userId],
  );
}
