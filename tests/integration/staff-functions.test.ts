import { describe, expect, it } from 'vitest';
import { adminClient, anonClient, userClient } from './helpers.ts';

// Second security review, item 6: one signed-in account could keep the database busy for everyone
// with `at_time: "infinity"` or a 64 KB search. The staff functions check first and answer at once.
const calls = {
  find_leads: { search: '' },
  count_leads: { search: '' },
  find_conversations: { search: '' },
  lead_overview: {},
} as const;

describe('staff functions check the caller and their input before any work', () => {
  it('refuse a signed-in account that is not staff, and anonymous visitors', async () => {
    const { client } = await userClient();
    for (const [fn, args] of Object.entries(calls)) {
      const { error, status } = await client.rpc(fn, args);
      expect(status, fn).toBe(403);
      expect(error?.code, fn).toBe('42501');
      expect((await anonClient().rpc(fn, args)).status, fn).toBe(401);
    }
  });

  it('refuse a time that is not a real recent one, at once', async () => {
    const admin = await adminClient();
    for (const at_time of ['infinity', '-infinity', '1900-01-01T00:00:00Z', '2999-01-01T00:00:00Z']) {
      const began = performance.now();
      const { error, status } = await admin.rpc('lead_overview', { at_time });
      expect(status, at_time).toBe(400);
      expect(error?.message, at_time).toMatch(/out of range/);
      expect(performance.now() - began, at_time).toBeLessThan(1_000);
    }
    const pages = await admin.rpc('find_leads', { search: '', before_created_at: 'infinity' });
    expect(pages.status).toBe(400);
    const chats = await admin.rpc('find_conversations', { search: '', before_started_at: 'infinity' });
    expect(chats.status).toBe(400);
    expect((await admin.rpc('lead_overview', { waited: '-1 day' })).status).toBe(400);
  });

  it('refuse a search over 200 characters, at once', async () => {
    const admin = await adminClient();
    const huge = 'sofa '.repeat(13_000);
    for (const fn of ['find_leads', 'count_leads', 'find_conversations']) {
      const began = performance.now();
      const { error, status } = await admin.rpc(fn, { search: huge });
      expect(status, fn).toBe(400);
      expect(error?.message, fn).toMatch(/at most 200 characters/);
      expect(performance.now() - began, fn).toBeLessThan(1_000);
    }
    expect((await admin.rpc('find_leads', { search: 'x'.repeat(200) })).status).toBe(200);
  });

  it('still answer staff as before', async () => {
    const admin = await adminClient();
    for (const [fn, args] of Object.entries(calls)) {
      const { error, status } = await admin.rpc(fn, args);
      expect(error, fn).toBeNull();
      expect(status, fn).toBe(200);
    }
  });
});
