import type { Sql, SqlDatabase } from './pglite-thread.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Mailer } from '@shared/email.ts';
import { escapeHtml } from '@shared/lead-email.ts';

/** A confirmation link works for a day, as hosted Supabase's default mailer OTP expiry does. */
export const CONFIRMATION_HOURS = 24;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Each sign-up's confirmation link, with that sign-up's own password and profile: a link confirms
 * the sign-up it was sent for and nothing else, so signing up again with an address nobody has
 * confirmed changes nothing for a link already sent. Older data folders get the table or columns.
 */
export async function prepareConfirmations(pg: Sql): Promise<void> {
  await pg.exec(`create table if not exists auth.one_time_tokens (
    token_hash text primary key,
    user_id uuid not null references auth.users (id) on delete cascade,
    kind text not null,
    created_at timestamptz not null default now()
  );
  alter table auth.one_time_tokens add column if not exists password_hash text,
    add column if not exists user_metadata jsonb`);
}

export interface SignupRequest {
  passwordHash: string;
  metadata: Record<string, unknown>;
}

const arizonaTime = (date: Date) =>
  date.toLocaleString('en-US', { timeZone: 'America/Phoenix', dateStyle: 'medium', timeStyle: 'short' });

/**
 * Mails a confirmation link for one sign-up. The message says when it was made and under what name,
 * so the owner of the mailbox can tell their own sign-up from someone else's. Only a hash of the
 * token is stored.
 */
export async function sendConfirmation(
  pg: Sql,
  mailer: Mailer,
  from: string,
  user: { id: string; email: string },
  signup: SignupRequest,
  verifyUrl: string,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await pg.query(
    `insert into auth.one_time_tokens (token_hash, user_id, kind, password_hash, user_metadata)
     values ($1, $2, 'confirmation', $3, $4::jsonb)`,
    [hash(token), user.id, signup.passwordHash, JSON.stringify(signup.metadata)],
  );
  const link = `${verifyUrl}${verifyUrl.includes('?') ? '&' : '?'}token=${token}`;
  const name = typeof signup.metadata.full_name === 'string' ? signup.metadata.full_name.slice(0, 100) : '';
  const who = `${name ? `under the name "${name}" ` : ''}on ${arizonaTime(now)} (Arizona time)`;
  const ignore = `If that was not you, ignore this message: the link sets the password chosen in that sign-up, and no account is usable without it.`;
  await mailer.send({
    from,
    to: [user.email],
    subject: 'Confirm your sign-up',
    text: `Someone signed up for a staff account with this address ${who}. Confirm it to finish creating the account:\n\n${link}\n\nThe link works for ${CONFIRMATION_HOURS} hours. ${ignore}\n`,
    html: `<p>Someone signed up for a staff account with this address ${escapeHtml(who)}. Confirm it to finish creating the account:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p><p>The link works for ${CONFIRMATION_HOURS} hours. ${escapeHtml(ignore)}</p>`,
    idempotencyKey: `confirm-${hash(token).slice(0, 24)}`,
  });
}

/**
 * Confirms the account a valid, unexpired link names, once, with that sign-up's password and
 * profile; the account's other links stop working. A link for an account already confirmed changes
 * nothing. Returns the user's id, or null.
 */
export async function confirmToken(pg: SqlDatabase, token: string): Promise<string | null> {
  return pg.transaction(async (tx) => {
    const row = (
      await tx.query<{ user_id: string; password_hash: string | null; user_metadata: unknown }>(
        `delete from auth.one_time_tokens where token_hash = $1 and kind = 'confirmation'
           and created_at > now() - make_interval(hours => $2)
         returning user_id, password_hash, user_metadata`,
        [hash(token), CONFIRMATION_HOURS],
      )
    ).rows[0];
    if (!row) return null;
    const confirmed = await tx.query(
      `update auth.users set email_confirmed_at = now(), updated_at = now(),
         encrypted_password = coalesce($2, encrypted_password),
         raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data)
       where id = $1 and email_confirmed_at is null`,
      [row.user_id, row.password_hash, row.user_metadata === null ? null : JSON.stringify(row.user_metadata)],
    );
    if (!confirmed.affectedRows) return null;
    await tx.query(`delete from auth.one_time_tokens where user_id = $1 and kind = 'confirmation'`, [
      row.user_id,
    ]);
    return row.user_id;
  });
}

/** The password hashes of an account's pending sign-ups, newest first (to say "not confirmed" to any of them). */
export async function pendingPasswords(pg: Sql, userId: string): Promise<string[]> {
  const rows = await pg.query<{ password_hash: string }>(
    `select password_hash from auth.one_time_tokens
     where user_id = $1 and kind = 'confirmation' and password_hash is not null
       and created_at > now() - make_interval(hours => $2)
     order by created_at desc limit 5`,
    [userId, CONFIRMATION_HOURS],
  );
  return rows.rows.map((r) => r.password_hash);
}

/** Mails a staff invitation: a one-time link with which the invitee signs in once and sets a password. */
export async function sendInvite(
  pg: Sql,
  mailer: Mailer,
  from: string,
  user: { id: string; email: string },
  verifyUrl: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await pg.query(`insert into auth.one_time_tokens (token_hash, user_id, kind) values ($1, $2, 'invite')`, [
    hash(token),
    user.id,
  ]);
  const link = `${verifyUrl}${verifyUrl.includes('?') ? '&' : '?'}token=${token}`;
  const text = `You have been invited to the staff area of the website. Open this link to choose your password:`;
  const note = `The link works once, for ${CONFIRMATION_HOURS} hours. If you did not expect this, ignore this message.`;
  await mailer.send({
    from,
    to: [user.email],
    subject: 'You are invited to the staff area',
    text: `${text}\n\n${link}\n\n${note}\n`,
    html: `<p>${text}</p><p><a href="${escapeHtml(link)}">Choose my password</a></p><p>${note}</p>`,
    idempotencyKey: `invite-${hash(token).slice(0, 24)}`,
  });
}

/** Uses an invitation link once: the address is confirmed (it received the link). Returns the user's id, or null. */
export async function acceptInvite(pg: Sql, token: string): Promise<string | null> {
  const row = (
    await pg.query<{ user_id: string }>(
      `delete from auth.one_time_tokens where token_hash = $1 and kind = 'invite'
         and created_at > now() - make_interval(hours => $2) returning user_id`,
      [hash(token), CONFIRMATION_HOURS],
    )
  ).rows[0];
  if (!row) return null;
  await pg.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [row.user_id],
  );
  return row.user_id;
}
