import { describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { anonClient, client, gateway, userClient } from './helpers.ts';

describe('auth', () => {
  it('signs up (auto-confirmed), signs in, refreshes and reads the user', async () => {
    const { client: c, email, password } = await userClient();
    const again = anonClient();
    const signIn = await again.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata).toEqual({ full_name: 'Test User' });
    const refreshed = await again.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);
    expect((await c.auth.getUser()).data.user?.email).toBe(email);
  });

  it('leaves an existing account alone, and refuses a short password and wrong credentials', async () => {
    const { email, password } = await userClient();
    // Answered as for a new address (no enumeration), but nothing changes and nobody is signed in.
    const dup = await anonClient().auth.signUp({ email, password: 'whatever1' });
    expect(dup.error).toBeNull();
    expect(dup.data.session).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
    const weak = await anonClient().auth.signUp({ email: `x${email}`, password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'wrong password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('sign-out ends the session server-side', async () => {
    const { client: c } = await userClient();
    const token = (await c.auth.getSession()).data.session!.access_token;
    await c.auth.signOut();
    const response = await fetch(`${gateway().url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${token}`, apikey: gateway().anonKey },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('never trusts a role from a JWT it did not sign', async () => {
    const forged = signJwt(
      { role: 'service_role', exp: 4102444800 },
      'some-other-secret-that-is-long-enough',
    );
    const { error } = await client(forged).from('quote_requests').select('id');
    expect(error?.code).toBe('PGRST301');
    const expired = signJwt({ role: 'service_role', exp: 1 }, gateway().jwtSecret);
    expect((await client(expired).from('quote_requests').select('id')).error?.code).toBe('PGRST301');
  });
});

describe('auth requires a project key', () => {
  it('refuses a sign-up without a valid apikey', async () => {
    const response = await fetch(`${gateway().url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: 'not-a-key', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nokey@example.com', password: 'secret12' }),
    });
    expect(response.status).toBe(401);
  });
});
