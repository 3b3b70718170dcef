import type { Sql, SqlDatabase } from './pglite-thread.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { signJwt } from './jwt.ts';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export const ACCESS_TOKEN_SECONDS = 3600;
const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at`;

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** The GoTrue user object supabase-js expects. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

export async function findUserByEmail(pg: Sql, email: string): Promise<UserRow | undefined> {
  return (await pg.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [email]))
    .rows[0];
}

export async function findUserById(pg: Sql, id: string): Promise<UserRow | undefined> {
  return (await pg.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])).rows[0];
}

/** A new user; `confirmed` only where the address needs no proof (the first local admin, the admin API). */
export async function insertUser(
  pg: Sql,
  email: string,
  /** null for a sign-up waiting for its link: its password is the link's (auth-confirm.ts). */
  passwordHash: string | null,
  metadata: Record<string, unknown>,
  { confirmed }: { confirmed: boolean },
): Promise<UserRow> {
  const result = await pg.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, case when $4 then now() end, '{"provider":"email","providers":["email"]}', $3::jsonb)
     returning ${USER_COLUMNS}`,
    [email, passwordHash, JSON.stringify(metadata), confirmed],
  );
  return result.rows[0] as UserRow;
}

/** Starts a session (or rotates the refresh token of `sessionId`) and builds the token response. */
export async function issueTokens(
  pg: SqlDatabase,
  user: UserRow,
  issuer: string,
  secret: string,
  sessionId?: string,
) {
  const session = sessionId ?? randomUUID();
  const refreshToken = randomBytes(24).toString('base64url');
  await pg.transaction(async (tx) => {
    if (!sessionId)
      await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, user.id]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
      refreshToken,
      user.id,
      session,
    ]);
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  });
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ACCESS_TOKEN_SECONDS;
  const accessToken = signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat: now,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: session,
      is_anonymous: false,
    },
    secret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: publicUser({ ...user, last_sign_in_at: new Date().toISOString() }),
  };
}
