import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { confirmationLinks, inviteLinks } from '../fixtures/mail.ts';
import { anonClient, gateway, uniqueIp, userClient } from './helpers.ts';

const run = promisify(execFile);

/** `npm run admin -- …` against the test gateway, as an owner would run it against production. */
async function admin(
  command: string,
  email?: string,
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.mjs', command, ...(email ? [email] : [])],
      {
        env: {
          ...process.env,
          SUPABASE_URL: gateway().url,
          SUPABASE_SERVICE_ROLE_KEY: gateway().serviceRoleKey,
          SITE_URL: 'http://127.0.0.1:4173',
          ...env,
        },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const confirmationLinksTo = (email: string) => confirmationLinks(join(gateway().dataDir, 'mail'), email);

const signIn = (email: string, password: string, ip = uniqueIp()) =>
  fetch(`${gateway().url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: gateway().anonKey, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });

/** A sign-up as the site's /auth page sends it, from a client address of its own. */
const signUp = (email: string, password: string, ip = uniqueIp()) =>
  fetch(`${gateway().url}/auth/v1/signup?redirect_to=${encodeURIComponent('http://127.0.0.1:4173/admin')}`, {
    method: 'POST',
    headers: { apikey: gateway().anonKey, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password, data: { full_name: 'Owner' } }),
  });

const canSignIn = async (email: string, password: string) => (await signIn(email, password)).status === 200;

/** Opens a confirmation link as a browser would; returns where it sends the browser. */
async function open(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

describe('nobody can take over the admin before the owner', () => {
  it('a second sign-up cannot change the password of a first one: each link confirms its own', async () => {
    const owner = `owner-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUp(owner, 'owner-pass')).status).toBe(200);
    // A stranger signs up again with the same, still unconfirmed, address.
    expect((await signUp(owner, 'stranger-pass')).status).toBe(200);
    const [ownersLink, strangersLink] = await confirmationLinksTo(owner);
    expect(strangersLink).toBeDefined();

    // The owner clicks the link from their own first e-mail: confirmed with the owner's password,
    // then sent to sign in, with no session handed out.
    const to = await open(ownersLink!);
    expect(to).toBe('http://127.0.0.1:4173/auth?confirmed=1');
    expect(to).not.toContain('token');
    expect(await canSignIn(owner, 'owner-pass')).toBe(true);
    expect(await canSignIn(owner, 'stranger-pass')).toBe(false);
    // The stranger's link is dead now, and would change nothing.
    expect(await open(strangersLink!)).toContain('error_code=otp_expired');
    expect(await canSignIn(owner, 'stranger-pass')).toBe(false);
    expect(await canSignIn(owner, 'owner-pass')).toBe(true);
  });

  it('a stranger who signs up first gets nothing usable; the owner’s own link wins', async () => {
    const owner = `owner-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUp(owner, 'stranger-pass')).status).toBe(200);
    const early = await anonClient().auth.signInWithPassword({ email: owner, password: 'stranger-pass' });
    expect(early.error?.code).toBe('email_not_confirmed');
    const refused = await admin('grant', owner);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('has not confirmed its e-mail address');

    expect((await signUp(owner, 'owner-pass')).status).toBe(200);
    const links = await confirmationLinksTo(owner);
    expect(links).toHaveLength(2);
    // Each message says when and under what name it was made, so the owner can tell theirs.
    expect(await open(links[1]!)).toBe('http://127.0.0.1:4173/auth?confirmed=1');
    expect(await open(links[1]!)).toContain('error_code=otp_expired');
    expect(await canSignIn(owner, 'stranger-pass')).toBe(false);
    expect(await canSignIn(owner, 'owner-pass')).toBe(true);
  });

  it('answers a sign-up the same for an address that is new, waiting or an account', async () => {
    const { email: existing } = await userClient();
    const pending = `pending-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUp(pending, 'first-pass')).status).toBe(200);
    const fresh = `new-${randomUUID().slice(0, 8)}@example.com`;
    const shapes = [];
    for (const email of [existing, pending, fresh]) {
      const response = await signUp(email, 'another-pass');
      expect(response.status, email).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.email_confirmed_at, email).toBeNull();
      expect(Date.now() - Date.parse(String(body.created_at)), email).toBeLessThan(60_000);
      shapes.push(Object.keys(body).sort().join(','));
    }
    expect(new Set(shapes).size).toBe(1);
    // The existing account is untouched: its password still works, the new one does not.
    expect(await canSignIn(existing, 'correct horse 1')).toBe(true);
    expect(await canSignIn(existing, 'another-pass')).toBe(false);
    expect(await confirmationLinksTo(existing)).toEqual([]);
  });

  it('throttles sign-ups from one address: 30 in a row meet a 429 with Retry-After', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 30; i++) {
      const response = await signUp(`flood-${i}-${randomUUID().slice(0, 6)}@example.com`, 'flood-pass', ip);
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after') ?? '';
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signUp(`other-${randomUUID().slice(0, 6)}@example.com`, 'other-pass')).status).toBe(200);
  });
});

describe('granting staff proves the operator holds the account', () => {
  it('asks for the account’s password and refuses without it or with a wrong one', async () => {
    const { email, password } = await userClient();
    const none = await admin('grant', email);
    expect(none.code).toBe(1);
    expect(none.out).toContain('ADMIN_PASSWORD');
    const wrong = await admin('grant', email, { ADMIN_PASSWORD: 'not the password' });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('password is not right');
    expect((await admin('list')).out).not.toMatch(new RegExp(`${email} .*admin`));

    const granted = await admin('grant', email, { ADMIN_PASSWORD: password });
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`${email} is now an admin.`);
    expect((await admin('list')).out).toMatch(new RegExp(`${email}  confirmed  created .*  admin`));
  });

  it('invites a coworker: a one-time link to set a password, and staff from then on', async () => {
    const email = `coworker-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await admin('invite', email);
    expect(invited.code).toBe(0);
    expect(invited.out).toContain(`Invited ${email}`);
    const [link] = await inviteLinks(join(gateway().dataDir, 'mail'), email);
    expect(link).toBeDefined();
    // Nobody can sign in before the link is used: there is no password yet.
    expect(await canSignIn(email, '')).toBe(false);

    const to = await open(link!);
    expect(to).toMatch(/^http:\/\/127\.0\.0\.1:4173\/auth#access_token=[^&]+.*type=invite/);
    const accessToken = new URLSearchParams(to.split('#')[1]).get('access_token')!;
    const set = await fetch(`${gateway().url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: gateway().anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: 'coworker-pass' }),
    });
    expect(set.status).toBe(200);
    expect(await canSignIn(email, 'coworker-pass')).toBe(true);
    // Once that session is signed out, its token changes nothing.
    const bearer = { apikey: gateway().anonKey, authorization: `Bearer ${accessToken}` };
    expect((await fetch(`${gateway().url}/auth/v1/logout`, { method: 'POST', headers: bearer })).status).toBe(
      204,
    );
    const late = await fetch(`${gateway().url}/auth/v1/user`, {
      method: 'PUT',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'someone-else' }),
    });
    expect(late.status).toBe(403);
    expect(await canSignIn(email, 'coworker-pass')).toBe(true);
    expect((await admin('list')).out).toMatch(new RegExp(`${email}  confirmed  created .*  admin`));
    // One time only.
    expect(await open(link!)).toContain('error_code=otp_expired');
  });
});

describe('sign-in cannot be guessed at or probed', () => {
  it('throttles repeated failures for one account from one address, never the owner at another', async () => {
    const { email, password } = await userClient();
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong password', attacker)).status).toBe(400);
    const locked = await signIn(email, password, attacker);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { code: string }).code).toBe('over_request_rate_limit');
    // The owner, from their own device, while the attacker keeps at it.
    expect((await signIn(email, password, uniqueIp())).status).toBe(200);
  });

  it('throttles one address trying many accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await signIn(`nobody${i}@example.com`, 'x', ip)).status).toBe(400);
    const { email, password } = await userClient();
    expect((await signIn(email, password, ip)).status).toBe(429);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('takes as long for an unknown e-mail as for a known one', async () => {
    const { email } = await userClient();
    const median = async (address: string) => {
      const times: number[] = [];
      for (let i = 0; i < 4; i++) {
        const began = performance.now();
        expect((await signIn(address, 'wrong password')).status).toBe(400);
        times.push(performance.now() - began);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const known = await median(email);
    const unknown = await median(`nobody-${randomUUID()}@example.com`);
    // Both pay one password check (tens of ms); without it the unknown one answered ~10x faster.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('reusing a refresh token ends the whole session', async () => {
    const { client } = await userClient();
    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const refresh = (token: string) =>
      fetch(`${gateway().url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: gateway().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect((await refresh(refreshed.data.session!.refresh_token)).status).toBe(400);
    const user = await fetch(`${gateway().url}/auth/v1/user`, {
      headers: { apikey: gateway().anonKey, authorization: `Bearer ${refreshed.data.session!.access_token}` },
    });
    expect(user.status).toBe(403);
  });
});
