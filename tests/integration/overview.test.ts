import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, serviceClient, userClient } from './helpers.ts';

// The admin's Overview (lead_overview) and "what is new" (mark_seen, whats_new), counted by the
// database under RLS. The known leads and chats sit in twelve weeks of 2024 that no other test
// writes into; the overview is asked "as at" a moment of the last of those weeks.
const AT = '2024-06-27T12:00:00-07:00'; // a Thursday in Arizona; its week runs 24–30 June
const ZONE = 'America/Phoenix';
const tag = randomUUID().slice(0, 8);
const az = (local: string) => `${local}-07:00`; // Arizona keeps -07:00 all year

type Seed = {
  at: string;
  service: string;
  status?: string;
  page?: string;
  referrer?: string;
  utm?: [string, string, string];
  savedBefore?: number; // ms between the device saving it and its arrival
};
const LEADS: Seed[] = [
  // The first week of the twelve (8–14 April), and a lead a minute before it began in Arizona
  // (already Monday in UTC): only the first counts.
  { at: az('2024-04-08T00:05:00'), service: 'Garage Cleanout', page: '/', status: 'completed' },
  { at: az('2024-04-07T23:59:00'), service: 'Garage Cleanout', page: '/' },
  // Week of 20 May.
  {
    at: az('2024-05-21T09:00:00'),
    service: 'Hot Tub Removal',
    page: '/hot-tub-removal',
    referrer: 'www.google.com',
    status: 'contacted',
    savedBefore: 3 * 3_600_000,
  },
  {
    at: az('2024-05-22T10:00:00'),
    service: 'Garage Cleanout',
    page: '/garage-cleanout',
    utm: ['google', 'cpc', 'spring'],
    status: 'scheduled',
  },
  // The last week (24–30 June), and one just after it.
  {
    at: az('2024-06-24T08:00:00'),
    service: 'Furniture Removal',
    page: '/furniture-removal',
    referrer: 'nextdoor.com',
    status: 'lost',
    savedBefore: 30_000, // sent at once: not an outbox arrival
  },
  { at: az('2024-06-25T08:00:00'), service: 'Garage Cleanout', referrer: undefined, page: undefined },
  {
    at: az('2024-06-30T23:00:00'),
    service: 'Hot Tub Removal',
    page: '/blog',
    referrer: 'duckduckgo.com',
    savedBefore: 26 * 3_600_000,
  },
  { at: az('2024-07-01T00:01:00'), service: 'Hot Tub Removal', page: '/' },
];
const CHATS: { at: string; unanswered: number }[] = [
  { at: az('2024-04-09T10:00:00'), unanswered: 0 },
  { at: az('2024-06-24T10:00:00'), unanswered: 2 },
  { at: az('2024-06-26T10:00:00'), unanswered: 0 },
  { at: az('2024-06-29T10:00:00'), unanswered: 1 },
  { at: az('2024-07-02T10:00:00'), unanswered: 1 }, // after the window
];

let admin: SupabaseClient;
const leadIds: string[] = [];
const chatIds: string[] = [];

beforeAll(async () => {
  admin = await adminClient();
  const rows = LEADS.map((l, i) => ({
    id: randomUUID(),
    form_type: 'contact',
    name: `Overview ${tag} ${i}`,
    phone: '4805550100',
    email: `overview.${i}.${tag}@example.com`,
    service: l.service,
    status: l.status ?? 'new',
    created_at: l.at,
    source_page: l.page ?? null,
    source_referrer: l.referrer ?? null,
    utm_source: l.utm?.[0] ?? null,
    utm_medium: l.utm?.[1] ?? null,
    utm_campaign: l.utm?.[2] ?? null,
    saved_at: l.savedBefore ? new Date(Date.parse(l.at) - l.savedBefore).toISOString() : null,
  }));
  leadIds.push(...rows.map((r) => r.id));
  const chats = CHATS.map((c) => ({
    id: randomUUID(),
    session_id: `overview_${tag}_${randomUUID()}`,
    started_at: c.at,
    unanswered: c.unanswered,
  }));
  chatIds.push(...chats.map((c) => c.id));
  const service = serviceClient();
  for (const [table, data] of [
    ['quote_requests', rows],
    ['chat_conversations', chats],
  ] as const) {
    const { error } = await service.from(table).insert(data as never);
    if (error) throw error;
  }
});

afterAll(async () => {
  await serviceClient().from('quote_requests').delete().in('id', leadIds);
  await serviceClient().from('chat_conversations').delete().in('id', chatIds);
});

const overview = async (db: SupabaseClient) =>
  db.rpc('lead_overview', { week_count: 12, waited: '2 minutes', zone: ZONE, at_time: AT });

describe('lead_overview', () => {
  it('counts the twelve weeks in Arizona time, week by week', async () => {
    const { data, error } = await overview(admin);
    expect(error).toBeNull();
    const weeks = data.weeks as { week: string; leads: number; chats: number; unanswered_chats: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.week).toBe('2024-04-08');
    expect(weeks[11]?.week).toBe('2024-06-24');
    const byWeek = Object.fromEntries(weeks.map((w) => [w.week, [w.leads, w.chats, w.unanswered_chats]]));
    expect(byWeek['2024-04-08']).toEqual([1, 1, 0]);
    expect(byWeek['2024-05-20']).toEqual([2, 0, 0]);
    expect(byWeek['2024-06-24']).toEqual([3, 3, 2]);
    expect(weeks.reduce((n, w) => n + w.leads, 0)).toBe(6);
    expect(data.leads).toBe(6);
    expect(Date.parse(data.since)).toBe(Date.parse(az('2024-04-08T00:00:00')));
  });

  it('counts leads by service, by source, by status, and those that waited in the outbox', async () => {
    const { data } = await overview(admin);
    expect(data.services).toEqual([
      { service: 'Garage Cleanout', leads: 3 },
      { service: 'Hot Tub Removal', leads: 2 },
      { service: 'Furniture Removal', leads: 1 },
    ]);
    expect(data.sources).toEqual({ search: 2, direct: 1, campaign: 1, referral: 1, unrecorded: 1 });
    expect(data.statuses).toEqual({ new: 2, contacted: 1, scheduled: 1, completed: 1, lost: 1 });
    expect(data.waited).toBe(2);
  });

  it('counts conversations and those with an unanswered question', async () => {
    const { data } = await overview(admin);
    expect([data.chats, data.unanswered_chats]).toEqual([4, 2]);
  });

  it('refuses a signed-in user who is not an admin, and visitors', async () => {
    const { client: user } = await userClient();
    expect((await overview(user)).error?.code).toBe('42501');
    const { error } = await overview(anonClient());
    expect(error).not.toBeNull();
  });
});

/** Another admin, so that its marks are its own. */
async function newAdmin() {
  const user = await userClient();
  const { error } = await serviceClient().from('user_roles').insert({ user_id: user.userId, role: 'admin' });
  if (error) throw error;
  return user;
}

describe('what is new since a staff member last looked', () => {
  it('counts what arrived after the mark, per staff member and per area', async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    // Marks far in the future, so the leads and chats other tests write now do not count.
    for (const area of ['leads', 'chats'])
      expect(
        (
          await a.client
            .from('staff_seen')
            .insert({ user_id: a.userId, area, seen_at: '2098-01-01T00:00:00Z' })
        ).error,
      ).toBeNull();
    const later = [randomUUID(), randomUUID()];
    const { error } = await serviceClient()
      .from('quote_requests')
      .insert(
        later.map((id, i) => ({
          id,
          form_type: 'contact',
          name: `Later ${tag} ${i}`,
          phone: '4805550100',
          email: `later.${i}.${tag}@example.com`,
          service: 'Other',
          created_at: '2099-01-0' + (i + 1) + 'T00:00:00Z',
        })),
      );
    expect(error).toBeNull();
    leadIds.push(...later);
    expect((await a.client.rpc('whats_new')).data).toEqual({ leads: 2, chats: 0 });
    // b never opened Quote Requests: everything is new to b.
    const forB = (await b.client.rpc('whats_new')).data as { leads: number };
    expect(forB.leads).toBeGreaterThanOrEqual(LEADS.length + 2);
  });

  it('marks an area as seen now, only for the caller', async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    const { data: seenAt, error } = await a.client.rpc('mark_seen', { area: 'leads' });
    expect(error).toBeNull();
    expect(Math.abs(Date.parse(seenAt as string) - Date.now())).toBeLessThan(60_000);
    const own = await a.client.from('staff_seen').select('user_id, area');
    expect(own.data).toEqual([{ user_id: a.userId, area: 'leads' }]);
    expect((await b.client.from('staff_seen').select('user_id')).data).toEqual([]);
    // b cannot move a's mark, nor write one in a's name.
    await b.client.from('staff_seen').update({ seen_at: '2000-01-01T00:00:00Z' }).eq('user_id', a.userId);
    const after = await serviceClient().from('staff_seen').select('seen_at').eq('user_id', a.userId).single();
    expect(Date.parse(after.data?.seen_at as string)).toBe(Date.parse(seenAt as string));
    const forged = await b.client.from('staff_seen').insert({ user_id: a.userId, area: 'chats' });
    expect(forged.error).not.toBeNull();
    expect((await a.client.rpc('mark_seen', { area: 'everything' })).error).not.toBeNull();
  });

  it('gives a non-admin nothing to mark or count', async () => {
    const { client: user } = await userClient();
    expect((await user.rpc('mark_seen', { area: 'leads' })).error).not.toBeNull();
    expect((await user.rpc('whats_new')).data).toEqual({ leads: 0, chats: 0 });
    expect((await anonClient().rpc('whats_new')).error).not.toBeNull();
  });
});
