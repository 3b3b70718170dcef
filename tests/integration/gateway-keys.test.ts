import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../supabase/local/gateway.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY, SECRET_FILE } from '../../supabase/local/keys.ts';
import { client, gateway as suiteGateway } from './helpers.ts';

const headers = (key: string, origin?: string) => ({
  apikey: key,
  authorization: `Bearer ${key}`,
  ...(origin ? { origin } : {}),
});

describe('a data folder like npm start makes', () => {
  let dir = '';
  let gateway: Gateway;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gateway-keys-'));
    gateway = await startGateway({ port: 0, dataDir: dir, log: () => {} });
  });
  afterAll(async () => {
    await gateway.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('has a JWT secret of its own, readable by its owner only', async () => {
    expect(gateway.jwtSecret).not.toBe(DEMO_JWT_SECRET);
    expect(gateway.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dir, SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(gateway.serviceRoleKey).not.toBe(DEMO_SERVICE_ROLE_KEY);
  });

  it('refuses a service_role key anyone can mint with the public demo secret', async () => {
    const rest = await fetch(`${gateway.url}/rest/v1/quote_requests?select=id`, {
      headers: headers(DEMO_SERVICE_ROLE_KEY),
    });
    expect(rest.status).toBe(401);
    const users = await fetch(`${gateway.url}/auth/v1/admin/users`, {
      headers: headers(DEMO_SERVICE_ROLE_KEY),
    });
    expect(users.status).toBe(401);
    const list = await fetch(`${gateway.url}/storage/v1/object/list/booking-photos`, {
      method: 'POST',
      headers: { ...headers(DEMO_SERVICE_ROLE_KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect([400, 401, 403]).toContain(list.status);
    expect(list.status).not.toBe(200);
  });

  it('serves its own keys', async () => {
    const { data, error } = await client(gateway.serviceRoleKey, gateway.url)
      .from('quote_requests')
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('keeps the same secret across restarts', async () => {
    const secret = gateway.jwtSecret;
    await gateway.stop();
    gateway = await startGateway({ port: 0, dataDir: dir, log: () => {} });
    expect(gateway.jwtSecret).toBe(secret);
  });
});

describe('the gateway trusts only what it can check', () => {
  it('refuses a token without an expiry, even signed with its secret', async () => {
    const forever = signJwt({ role: 'service_role' }, suiteGateway().jwtSecret);
    const response = await fetch(`${suiteGateway().url}/rest/v1/quote_requests?select=id`, {
      headers: headers(forever),
    });
    expect(response.status).toBe(401);
  });

  it('answers CORS for the site’s own origins only, never *', async () => {
    const url = `${suiteGateway().url}/rest/v1/qna_bank?select=id`;
    const key = suiteGateway().anonKey;
    const evil = await fetch(url, { headers: headers(key, 'https://evil.example') });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const site = await fetch(url, { headers: headers(key, 'http://127.0.0.1:4173') });
    expect(site.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(site.headers.get('vary')).toContain('Origin');
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const fn = await fetch(`${suiteGateway().url}/functions/v1/chatbot`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(fn.headers.get('access-control-allow-origin')).toBeNull();
    const auth = await fetch(`${suiteGateway().url}/auth/v1/settings`, {
      headers: headers(key, 'https://evil.example'),
    });
    expect(auth.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('will not listen beyond loopback without a secret of the operator’s own', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gateway-host-'));
    try {
      await expect(startGateway({ port: 0, host: '0.0.0.0', dataDir: dir, log: () => {} })).rejects.toThrow(
        /GATEWAY_JWT_SECRET/,
      );
      await expect(
        startGateway({ port: 0, host: '0.0.0.0', dataDir: dir, jwtSecret: DEMO_JWT_SECRET, log: () => {} }),
      ).rejects.toThrow(/GATEWAY_JWT_SECRET/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
