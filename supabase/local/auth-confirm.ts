import type { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import type { Mailer } from '../functions/_shared/email.ts';
import { escapeHtml } from '../functions/_shared/lead-email.ts';

/** A confirmation link works for a day, as hosted Supabase's default mailer OTP expiry does. */
export const CONFIRMATION_HOURS = 24;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Older data folders predate e-mail confirmation: the table is added where it is missing. */
export async function prepareConfirmations(pg: PGlite): Promise<void> {
  await pg.exec(`create table if not exists auth.one_time_tokens (
    token_hash text primary key,
    user_id uuid not null references auth.users (id) on delete cascade,
    kind text not null,
    created_at timestamptz not null default now()
  )`);
}

/**
 * Sends the sign-up confirmation message with a fresh link; earlier links of that user stop working.
 * Only a hash of the token is stored.
 */
export async function sendConfirmation(
  pg: PGlite,
  mailer: Mailer,
  from: string,
  user: { id: string; email: string },
  verifyUrl: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await pg.transaction(async (tx) => {
    await tx.query(`delete from auth.one_time_tokens where user_id = $1 and kind = 'confirmation'`, [
      user.id,
    ]);
    await tx.query(
      `insert into auth.one_time_tokens (token_hash, user_id, kind) values ($1, $2, 'confirmation')`,
      [hash(token), user.id],
    );
  });
  const link = `${verifyUrl}${verifyUrl.includes('?') ? '&' : '?'}token=${token}`;
  await mailer.send({
    from,
    to: [user.email],
    subject: 'Confirm your sign-up',
    text: `Confirm your e-mail address to finish creating your staff account:\n\n${link}\n\nThe link works for ${CONFIRMATION_HOURS} hours. If you did not sign up, ignore this message: no account is usable without it.\n`,
    html: `<p>Confirm your e-mail address to finish creating your staff account:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p><p>The link works for ${CONFIRMATION_HOURS} hours. If you did not sign up, ignore this message: no account is usable without it.</p>`,
    idempotencyKey: `confirm-${hash(token).slice(0, 24)}`,
  });
}

/** Confirms the user a valid, unexpired link names (once); returns their id, or null. */
export async function confirmToken(pg: PGlite, token: string): Promise<string | null> {
  const row = (
    await pg.query<{ user_id: string }>(
      `delete from auth.one_time_tokens where token_hash = $1 and kind = 'confirmation'
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
