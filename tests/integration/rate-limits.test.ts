import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '@shared/deps.ts';
import { createHandler as chatHandler } from '../../supabase/functions/chatbot/handler.ts';
import { createHandler as maintenanceHandler } from '../../supabase/functions/maintenance/handler.ts';
import { createHandler as quoteHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import { startGateway, type Gateway } from '../../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../../supabase/local/keys.ts';
import { contactPayload } from './helpers.ts';

// The limits count in the database: a gateway of its own, so the suite's other traffic cannot tip them.
let gateway: Gateway;
let dir = '';
let db: SupabaseClient;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rate-limits-'));
  gateway = await startGateway({ port: 0, dataDir: dir, jwtSecret: DEMO_JWT_SECRET, log: () => {} });
  db = createClient(gateway.url, gateway.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
});
afterAll(async () => {
  await gateway.stop();
  await rm(dir, { recursive: true, force: true });
});

const generous = {
  QUOTE_RATE_LIMIT: '1000/600',
  QUOTE_EMAIL_RATE_LIMIT: '1000/600',
  QUOTE_GLOBAL_RATE_LIMIT: '1000/600',
};
const quotes = (env: Env, supabase = db) =>
  quoteHandler({
    env: { SUPABASE_URL: gateway.url, LEAD_EMAIL_TO: 'owner@example.com', ...generous, ...env },
    supabase,
    mailer: { send: async () => ({}) },
    log: () => {},
  });
const post = (body: unknown, forwardedFor: string) =>
  new Request('http://functions.local/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });
const spoofed = () => `${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1.1`;
const uniqueEmail = () => `c-${randomUUID().slice(0, 8)}@example.com`;

describe('quote limits', () => {
  // First in the file: the count for everyone starts at zero in this file's own database.
  it('never refuse a lead for the count of everyone: past the cap, staff get one digest', async () => {
    const sent: { subject: string; text: string }[] = [];
    // The production defaults: 30 per address, 5 per e-mail, 300 for everyone per 10 minutes.
    const handler = quoteHandler({
      env: { SUPABASE_URL: gateway.url, LEAD_EMAIL_TO: 'owner@example.com' },
      supabase: db,
      mailer: { send: async (m) => (sent.push(m), {}) },
      log: () => {},
    });
    // The counts are fixed 10-minute windows: start well inside one, so the flood all falls in it.
    const intoWindow = Date.now() % 600_000;
    if (intoWindow > 540_000) await new Promise((r) => setTimeout(r, 600_000 - intoWindow + 1_000));
    // A stranger's flood: 30 quotes from each of 10 addresses.
    for (let address = 0; address < 10; address++) {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const response = await handler(
            post(contactPayload({ email: uniqueEmail() }), `203.0.113.${address}`),
          );
          return response.status;
        }),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    expect(sent.filter((m) => m.subject.startsWith('Quote request'))).toHaveLength(300);

    // A real customer from a new address: stored, answered 200, and part of the digest, which the
    // scheduled maintenance function sends (not the customer's request).
    const customer = contactPayload({ email: uniqueEmail() });
    const response = await handler(post(customer, '198.51.100.77'));
    expect(response.status).toBe(200);
    expect(sent.filter((m) => m.subject.includes('more lead'))).toHaveLength(0);
    const maintenance = maintenanceHandler({
      env: {
        SUPABASE_URL: gateway.url,
        SUPABASE_SERVICE_ROLE_KEY: gateway.serviceRoleKey,
        LEAD_EMAIL_TO: 'owner@example.com',
      },
      supabase: db,
      mailer: { send: async (m) => (sent.push(m), {}) },
      log: () => {},
    });
    const run = () =>
      maintenance(
        new Request('http://functions.local/maintenance', {
          method: 'POST',
          headers: { authorization: `Bearer ${gateway.serviceRoleKey}` },
          body: '{}',
        }),
      );
    expect((await run()).status).toBe(200);
    const { data: row } = await db
      .from('quote_requests')
      .select('flood, digested_at')
      .eq('id', customer.requestId)
      .single();
    expect(row).toMatchObject({ flood: true });
    expect(row?.digested_at).not.toBeNull();
    const digests = sent.filter((m) => m.subject.includes('more lead'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('1 more lead in the last 10 minutes, see the inbox.');

    // More of the flood in the same window: stored, no e-mail each, no second digest.
    for (let i = 0; i < 3; i++)
      expect(
        (await handler(post(contactPayload({ email: uniqueEmail() }), `198.51.100.${80 + i}`))).status,
      ).toBe(200);
    expect((await run()).status).toBe(200);
    expect(sent.filter((m) => m.subject.startsWith('Quote request'))).toHaveLength(300);
    expect(sent.filter((m) => m.subject.includes('more lead'))).toHaveLength(1);
    const { count } = await db
      .from('quote_requests')
      .select('id', { count: 'exact', head: true })
      .eq('flood', true)
      .is('digested_at', null);
    expect(count).toBe(3);
  }, 120_000);
  it('key on the address the platform appended, not on what the client wrote before it', async () => {
    const handler = quotes({ QUOTE_RATE_LIMIT: '3/600' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await handler(
        post(contactPayload({ email: uniqueEmail() }), `${spoofed()}, 198.51.100.7`),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('never refuse a retry of a request they let in', async () => {
    const handler = quotes({ QUOTE_RATE_LIMIT: '2/600' });
    const first = contactPayload({ email: uniqueEmail() });
    expect((await handler(post(first, '198.51.100.8'))).status).toBe(200);
    expect((await handler(post(contactPayload({ email: uniqueEmail() }), '198.51.100.8'))).status).toBe(200);
    const third = await handler(post(contactPayload({ email: uniqueEmail() }), '198.51.100.8'));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    const retry = await handler(post(first, '198.51.100.8'));
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ ok: true, duplicate: true });
  });

  it('count one sender’s e-mail across addresses', async () => {
    const handler = quotes({ QUOTE_EMAIL_RATE_LIMIT: '2/3600' });
    const email = uniqueEmail();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await handler(post(contactPayload({ email }), spoofed()))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('chat limits', () => {
  const chat = (env: Env, supabase = db) =>
    chatHandler({
      env: { CHAT_GLOBAL_RATE_LIMIT: '1000/60', ...env },
      supabase,
      mailer: { send: async () => ({}) },
      log: () => {},
    });
  const turn = (sessionId: string) => ({
    sessionId,
    messages: [{ role: 'user', content: 'What are your hours?' }],
  });

  it('key on the platform’s address and on the conversation', async () => {
    const byAddress = chat({ CHAT_RATE_LIMIT: '2/60', CHAT_SESSION_RATE_LIMIT: '100/60' });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await byAddress(post(turn(`s${randomUUID().slice(0, 8)}`), `${spoofed()}, 198.51.100.9`))).status,
      );
    expect(statuses).toEqual([200, 200, 429]);
    const bySession = chat({ CHAT_RATE_LIMIT: '100/60', CHAT_SESSION_RATE_LIMIT: '2/60' });
    const session = `s${randomUUID().slice(0, 8)}`;
    const again = [];
    for (let i = 0; i < 3; i++) again.push((await bySession(post(turn(session), spoofed()))).status);
    expect(again).toEqual([200, 200, 429]);
  });

  it('refuse with 503 and Retry-After when the limiter cannot count', async () => {
    const unreachable = createClient('http://127.0.0.1:9', gateway.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const response = await chat({}, unreachable)(post(turn(`s${randomUUID().slice(0, 8)}`), '198.51.100.10'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});
