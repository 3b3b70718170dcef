import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from './helpers.ts';

// The PostgREST features supabase-js turns into URLs, checked against the gateway (see
// notes/supabase-http-contract.md). Rows are tagged so parallel suites do not interfere.
const tag = `Grammar ${randomUUID().slice(0, 8)}`;
const ids = [randomUUID(), randomUUID(), randomUUID()];
const lead = (i: number, extra: Record<string, unknown> = {}) => ({
  id: ids[i],
  form_type: 'contact',
  name: `${tag} ${i}`,
  phone: '4805550100',
  email: `g${i}@example.com`,
  service: 'Other',
  status: 'new',
  photo_urls: [],
  email_sent_at: null,
  ...extra,
});

beforeAll(async () => {
  const { error } = await serviceClient()
    .from('quote_requests')
    .insert([
      lead(0),
      lead(1, { status: 'contacted', photo_urls: ['u1', 'u2'] }),
      lead(2, { status: 'lost', email_sent_at: '2025-01-01T00:00:00Z' }),
    ]);
  if (error) throw error;
});

const leads = () => serviceClient().from('quote_requests');

describe('REST grammar', () => {
  it('filters with eq, in, is, not, or, ilike and cs', async () => {
    const names = (rows: unknown) => (rows as { name: string }[]).map((r) => r.name).sort();
    expect(names((await leads().select('name').in('id', [ids[0]!, ids[1]!])).data)).toEqual([
      `${tag} 0`,
      `${tag} 1`,
    ]);
    expect(
      names((await leads().select('name').ilike('name', `${tag}%`).is('email_sent_at', null)).data),
    ).toEqual([`${tag} 0`, `${tag} 1`]);
    expect(
      names((await leads().select('name').ilike('name', `${tag}%`).not('status', 'eq', 'new')).data),
    ).toEqual([`${tag} 1`, `${tag} 2`]);
    expect(
      names(
        (await leads().select('name').ilike('name', `${tag}%`).or('status.eq.lost,email.eq.g0@example.com'))
          .data,
      ),
    ).toEqual([`${tag} 0`, `${tag} 2`]);
    expect(names((await leads().select('name').contains('photo_urls', ['u2'])).data)).toEqual([`${tag} 1`]);
  });

  it('orders, pages and counts', async () => {
    const page = await leads()
      .select('name', { count: 'exact' })
      .ilike('name', `${tag}%`)
      .order('name', { ascending: false })
      .range(1, 2);
    expect(page.count).toBe(3);
    expect(page.data).toEqual([{ name: `${tag} 1` }, { name: `${tag} 0` }]);
    const head = await leads().select('*', { count: 'exact', head: true }).ilike('name', `${tag}%`);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
  });

  it('single and maybeSingle', async () => {
    expect((await leads().select('name').eq('id', ids[0]!).single()).data).toEqual({ name: `${tag} 0` });
    expect((await leads().select('name').eq('id', randomUUID()).maybeSingle()).data).toBeNull();
    const many = await leads().select('name').ilike('name', `${tag}%`).single();
    expect(many.error?.code).toBe('PGRST116');
    expect(many.status).toBe(406);
  });

  it('updates and deletes with returned rows, and upserts', async () => {
    const updated = await leads().update({ status: 'scheduled' }).eq('id', ids[0]!).select('status');
    expect(updated.data).toEqual([{ status: 'scheduled' }]);
    const merged = await leads()
      .upsert(lead(0, { status: 'completed' }), { onConflict: 'id' })
      .select('status')
      .single();
    expect(merged.data).toEqual({ status: 'completed' });
    const ignored = await leads()
      .upsert(lead(0, { status: 'new' }), { onConflict: 'id', ignoreDuplicates: true })
      .select('id');
    expect(ignored.data).toEqual([]);
    const extra = randomUUID();
    await leads().insert({ ...lead(0), id: extra, name: `${tag} extra` });
    expect((await leads().delete().eq('id', extra).select('name')).data).toEqual([{ name: `${tag} extra` }]);
  });

  it('full-text search on the Q&A bank', async () => {
    const { data } = await serviceClient()
      .from('qna_bank')
      .select('question')
      .textSearch('search', 'garage & cost', { config: 'english' });
    expect(data).toContainEqual({ question: 'How much does a garage cleanout cost?' });
    expect(data?.length).toBeLessThan(5);
  });

  it('reports unknown tables, columns and functions as PostgREST does', async () => {
    const table = await serviceClient().from('nope').select('*');
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    const column = await leads().select('*').eq('nope', 1);
    expect([column.status, column.error?.code]).toEqual([400, '42703']);
    const insert = await leads().insert({ ...lead(0), id: randomUUID(), nope: 1 });
    expect([insert.status, insert.error?.code]).toEqual([400, 'PGRST204']);
    const rpc = await serviceClient().rpc('nope', {});
    expect([rpc.status, rpc.error?.code]).toEqual([404, 'PGRST202']);
    const badUuid = await leads().select('*').eq('id', 'not-a-uuid');
    expect([badUuid.status, badUuid.error?.code]).toEqual([400, '22P02']);
  });
});
