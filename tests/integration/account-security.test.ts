import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { confirmationLinks } from '../fixtures/mail.ts';
import { anonClient, gateway, uniqueIp, userClient } from './helpers.ts';

const run = promisify(execFile);

/** `npm run admin -- …` against the test gateway, as an owner would run it against production. */
async function admin(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.mjs', ...args],
      {
        env: {
          ...process.env,
          SUPABASE_URL: gateway().url,
          SUPABASE_SERVICE_ROLE_KEY: gateway().serviceRoleKey,
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

describe('nobody can take over the admin before the owner', () => {
  it('a stranger who signs up first with the owner’s address gets nothing usable; the owner still can', async () => {
    const owner = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const stranger = await anonClient().auth.signUp({ email: owner, password: 'stranger-pass' });
    expect(stranger.error).toBeNull();
    expect(stranger.data.session).toBeNull();
    const early = await anonClient().auth.signInWithPassword({ email: owner, password: 'stranger-pass' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const refused = await admin('grant', owner, '--yes');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('has not confirmed its e-mail address');

    // The owner signs up too: the account is theirs once they open the link in their own mailbox.
    expect((await anonClient().auth.signUp({ email: owner, password: 'owner-pass' })).error).toBeNull();
    const links = await confirmationLinksTo(owner);
    expect(links).toHaveLength(2);
    const stale = await fetch(links[0]!, { redirect: 'manual' });
    expect(stale.status).toBe(303);
    expect(stale.headers.get('location')).toContain('error_code=otp_expired');
    const confirm = await fetch(links[1]!, { redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:4173\/admin#access_token=/);
    expect((await fetch(links[1]!, { redirect: 'manual' })).headers.get('location')).toContain('otp_expired');

    expect(
      (await anonClient().auth.signInWithPassword({ email: owner, password: 'stranger-pass' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await anonClient().auth.signInWithPassword({ email: owner, password: 'owner-pass' })).error,
    ).toBeNull();

    // Just created: the command asks, and without a terminal it will not guess.
    const unasked = await admin('grant', owner);
    expect(unasked.code).toBe(1);
    expect(unasked.out).toMatch(/created .* Arizona time/);
    expect(unasked.out).toContain('--yes');
    const granted = await admin('grant', owner, '--yes');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`${owner} is now an admin.`);
    expect((await admin('list')).out).toMatch(new RegExp(`${owner}  confirmed  created .*  admin`));
  }, 60_000);

  it('an address already confirmed cannot be signed up again', async () => {
    const { email } = await userClient();
    const again = await anonClient().auth.signUp({ email, password: 'another-pass' });
    expect(again.error?.code).toBe('user_already_exists');
  });
});

describe('sign-in cannot be guessed at or probed', () => {
  it('throttles repeated failures for one account, whatever address they come from', async () => {
    const { email, password } = await userClient();
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong password')).status).toBe(400);
    const locked = await signIn(email, password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { code: string }).code).toBe('over_request_rate_limit');
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
