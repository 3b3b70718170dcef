import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, serviceClient, userClient } from './helpers.ts';

// The database finds, counts and pages leads and conversations (find_leads, count_leads,
// find_conversations), under the tables' RLS. Rows carry a tag of their own, because other test
// files write leads into the same database at the same time. Letters only: English text search
// does not stem a word with digits in it.
const tag = `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'lost'] as const;
const LEADS = 23;
/** A phone number only this run's lead 7 has (the 555 exchange, random line). */
const line = String(1000 + Math.floor(Math.random() * 8999));
const phoneOf = (i: number) => (i === 7 ? `+1 (480) 555-${line}` : `602-555-${String(i).padStart(4, '0')}`);

let admin: SupabaseClient;
let user: SupabaseClient;
const ids: string[] = []; // oldest first

beforeAll(async () => {
  admin = await adminClient();
  user = (await userClient()).client;
  const start = Date.parse('2025-03-01T16:00:00Z');
  const rows = Array.from({ length: LEADS }, (_, i) => ({
    id: randomUUID(),
    form_type: 'contact',
    name: `Pat ${tag} ${i}`,
    phone: phoneOf(i),
    email: `pat.${i}.${tag}@example.com`,
    service: 'Other',
    status: STATUSES[i % STATUSES.length],
    created_at: new Date(start + i * 3_600_000).toISOString(),
  }));
  ids.push(...rows.map((r) => r.id));
  const { error } = await serviceClient().from('quote_requests').insert(rows);
  if (error) throw error;
});

const find = (db: SupabaseClient, args: Record<string, unknown>) =>
  db.rpc('find_leads', { search: tag, page_size: 10, ...args });

describe('find_leads and count_leads', () => {
  it('counts every match by status, however many there are', async () => {
    const { data, error } = await admin.rpc('count_leads', { search: tag });
    expect(error).toBeNull();
    const counts = Object.fromEntries(
      (data as { status: string; total: number }[]).map((r) => [r.status, Number(r.total)]),
    );
    expect(counts).toEqual({ new: 5, contacted: 5, scheduled: 5, completed: 4, lost: 4 });
  });

  it('pages newest first to the oldest lead, with no lead twice', async () => {
    const seen: string[] = [];
    let after: { created_at: string; id: string } | undefined;
    for (let page = 0; page < 4; page++) {
      const { data, error } = await find(admin, {
        before_created_at: after?.created_at ?? null,
        before_id: after?.id ?? null,
      });
      expect(error).toBeNull();
      const rows = data as { id: string; created_at: string }[];
      seen.push(...rows.map((r) => r.id));
      after = rows.at(-1);
      if (rows.length < 10) break;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('combines the search with a status filter', async () => {
    const { data } = await find(admin, { only_status: 'lost', page_size: 50 });
    expect((data as { status: string }[]).map((r) => r.status)).toEqual(['lost', 'lost', 'lost', 'lost']);
  });

  it('finds a phone number however it is typed', async () => {
    for (const typed of [
      `480555${line}`,
      `480-555-${line}`,
      `(480) 555 ${line}`,
      `1 480 555 ${line}`,
      `555${line}`,
    ]) {
      const { data } = await admin.rpc('find_leads', { search: typed });
      expect(
        (data as { id: string }[]).map((r) => r.id),
        typed,
      ).toEqual([ids[7]]);
    }
  });

  it('finds by e-mail and by name, in any case, and takes % and _ literally', async () => {
    const byEmail = await admin.rpc('find_leads', { search: `PAT.12.${tag.toUpperCase()}@example.com` });
    expect((byEmail.data as { id: string }[]).map((r) => r.id)).toEqual([ids[12]]);
    const byName = await admin.rpc('find_leads', { search: `pat ${tag} 2` });
    expect((byName.data as { id: string }[]).map((r) => r.id).sort()).toEqual(
      [ids[2], ids[20], ids[21], ids[22]].sort(),
    );
    const wild = await admin.rpc('find_leads', { search: `pat_${tag}%` });
    expect(wild.data).toEqual([]);
  });

  it('refuses a signed-in non-admin and the anonymous key', async () => {
    expect((await find(user, {})).error?.code).toBe('42501');
    expect((await user.rpc('count_leads', { search: tag })).error?.code).toBe('42501');
    expect((await find(anonClient(), {})).error).not.toBeNull();
    expect((await anonClient().rpc('count_leads', { search: tag })).error).not.toBeNull();
  });
});

describe('find_conversations', () => {
  const word = `${tag}harpsichord`;
  const conversations: string[] = []; // oldest first

  beforeAll(async () => {
    const service = serviceClient();
    const start = Date.parse('2025-04-01T16:00:00Z');
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: randomUUID(),
      session_id: `find_${tag}_${i}`,
      started_at: new Date(start + i * 60_000).toISOString(),
    }));
    conversations.push(...rows.map((r) => r.id));
    const { error } = await service.from('chat_conversations').insert(rows);
    if (error) throw error;
    const messages = rows.map((r, i) => ({
      conversation_id: r.id,
      role: 'user',
      content:
        i === 3
          ? `Hello ${tag}, do you take ${word}s and an old organ?`
          : `Hello ${tag}, can you take a couch?`,
    }));
    const inserted = await service.from('chat_messages').insert(messages);
    if (inserted.error) throw inserted.error;
  });

  it('finds a conversation by a word in its messages', async () => {
    const { data, error } = await admin.rpc('find_conversations', { search: word });
    expect(error).toBeNull();
    expect((data as { id: string }[]).map((r) => r.id)).toEqual([conversations[3]]);
  });

  it('pages 20 at a time to the oldest', async () => {
    const first = await admin.rpc('find_conversations', { search: tag });
    const page = first.data as { id: string; started_at: string }[];
    expect(page).toHaveLength(20);
    const last = page.at(-1)!;
    const second = await admin.rpc('find_conversations', {
      search: tag,
      before_started_at: last.started_at,
      before_id: last.id,
    });
    expect([...page, ...(second.data as { id: string }[])].map((r) => r.id)).toEqual(
      [...conversations].reverse(),
    );
  });

  it('refuses a signed-in non-admin and the anonymous key', async () => {
    expect((await user.rpc('find_conversations', { search: tag })).error?.code).toBe('42501');
    expect((await anonClient().rpc('find_conversations', { search: tag })).error).not.toBeNull();
  });
});
