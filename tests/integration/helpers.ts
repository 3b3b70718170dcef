import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { todayInArizona } from '@shared/schemas.ts';

export const gateway = () => inject('gateway');

export function client(key = gateway().anonKey, url = gateway().url): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const anonClient = () => client();

/** What the edge functions read when a test calls their handler directly against the test database. */
export const functionEnv = (extra: Record<string, string> = {}) => ({
  SUPABASE_URL: gateway().url,
  SUPABASE_SERVICE_ROLE_KEY: gateway().serviceRoleKey,
  LEAD_EMAIL_TO: 'owner@example.com',
  QUOTE_RATE_LIMIT: '1000/60',
  QUOTE_EMAIL_RATE_LIMIT: '1000/60',
  QUOTE_GLOBAL_RATE_LIMIT: '100000/60',
  ...extra,
});
export const serviceClient = () => client(gateway().serviceRoleKey);

export async function adminClient(): Promise<SupabaseClient> {
  const c = client();
  const { error } = await c.auth.signInWithPassword(gateway().admin);
  if (error) throw error;
  return c;
}

/** A fresh confirmed, signed-in user without any role (created as the admin API would). */
export async function userClient(): Promise<{
  client: SupabaseClient;
  userId: string;
  email: string;
  password: string;
}> {
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse 1';
  const created = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Test User' },
  });
  if (created.error || !created.data.user) throw created.error ?? new Error('createUser returned no user');
  const c = client();
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client: c, userId: created.data.user.id, email, password };
}

let ipCounter = 0;
/** A distinct fake client address per call, so rate limits of one test never touch another. */
export const uniqueIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function invoke(name: string, body: unknown, ip = uniqueIp()) {
  const { data, error } = await anonClient().functions.invoke(name, {
    body: body as object,
    headers: { 'x-forwarded-for': ip },
  });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return {
    status: response?.status ?? 0,
    body: ((await response?.json().catch(() => null)) ?? {}) as Record<string, unknown>,
  };
}

/** Posts raw text (e.g. malformed JSON) the way a broken client would. */
export async function invokeRaw(name: string, text: string, ip = uniqueIp()) {
  const response = await fetch(`${gateway().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${gateway().anonKey}`,
      apikey: gateway().anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function contactPayload(overrides: Record<string, unknown> = {}) {
  return {
    formType: 'contact',
    requestId: randomUUID(),
    name: 'Jordan Rivera',
    phone: '(480) 555-0142',
    email: 'jordan@example.com',
    service: 'Garage Cleanout',
    message: 'Two bikes, an old fridge and about 20 boxes.',
    photoUrls: [],
    ...overrides,
  };
}

export function bookingPayload(overrides: Record<string, unknown> = {}) {
  const tomorrow = new Date(Date.parse(`${todayInArizona()}T12:00:00Z`) + 86400000)
    .toISOString()
    .slice(0, 10);
  return {
    formType: 'booking',
    requestId: randomUUID(),
    name: 'Casey Morgan',
    phone: '602-555-0199',
    email: 'casey@example.com',
    service: 'Estate Cleanout',
    address: '7014 E Camelback Rd, Scottsdale, AZ 85251',
    propertyType: 'Residential Home',
    itemsToRemove: 'Furniture from three bedrooms',
    estimatedVolume: '1/2 truck load',
    accessInstructions: 'Gate code 1234',
    preferredDate: tomorrow,
    preferredTime: 'Morning (8am-12pm)',
    additionalNotes: '',
    photoUrls: [],
    ...overrides,
  };
}

// Each worker takes consecutive days from its own random start, decades ahead: never a day another
// test of this worker books, and another worker's only by a 1-in-thousands overlap of their runs.
const firstDay = 40 + Math.floor(Math.random() * 30_000);
let daysTaken = 0;

/** A day of its own for each test (far enough ahead that no other test books it), as YYYY-MM-DD. */
export function freshDay(): string {
  const ahead = firstDay + daysTaken++;
  return new Date(Date.parse(`${todayInArizona()}T12:00:00Z`) + ahead * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** The .eml files written for one lead by the local mailer. */
export async function mailsFor(leadId: string): Promise<string[]> {
  const dir = join(gateway().dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(leadId));
  return Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
}

export async function leadExists(id: string): Promise<boolean> {
  const { data } = await serviceClient().from('quote_requests').select('id').eq('id', id);
  return (data ?? []).length > 0;
}
