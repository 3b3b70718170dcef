import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, serviceClient, userClient } from './helpers.ts';
import {
  EXPECTED,
  FIXTURES,
  readRow,
  seedRow,
  type FixtureContext,
  type Op,
  type Role,
  type Table,
} from './rls-fixtures.ts';

const clients = {} as Record<Role, SupabaseClient>;
const ctx: FixtureContext = { role: 'anon', selfUserId: '', conversationId: '' };

beforeAll(async () => {
  const user = await userClient();
  Object.assign(clients, {
    anon: anonClient(),
    user: user.client,
    admin: await adminClient(),
    service: serviceClient(),
  });
  ctx.selfUserId = user.userId;
  const { data, error } = await serviceClient()
    .from('chat_conversations')
    .insert({ session_id: `rls_${Date.now()}` })
    .select('id')
    .single();
  if (error) throw error;
  ctx.conversationId = (data as { id: string }).id;
});

/** Performs one operation as `role` and reports whether it took effect. */
async function attempt(table: Table, role: Role, op: Op): Promise<boolean> {
  const db = clients[role];
  const fixture = FIXTURES[table];
  if (op === 'insert') {
    const row = await fixture.row({ ...ctx, role });
    const { error } = await db.from(table).insert(row);
    const stored = await readRow(table, row.id);
    expect(Boolean(error)).toBe(!stored); // a refusal is an error, never a silent no-op
    return stored !== null;
  }
  const target = await seedRow(table, ctx);
  if (op === 'select') {
    const { data } = await db.from(table).select('*').eq('id', target.id);
    return (data ?? []).length === 1;
  }
  if (op === 'update') {
    await db.from(table).update(fixture.patch).eq('id', target.id);
    const after = await readRow(table, target.id);
    const [key, value] = Object.entries(fixture.patch)[0]!;
    return (
      new Date(String(after?.[key])).getTime() === new Date(String(value)).getTime() || after?.[key] === value
    );
  }
  await db.from(table).delete().eq('id', target.id);
  return (await readRow(table, target.id)) === null;
}

describe('RLS matrix: role x table x operation', () => {
  const cases = (Object.keys(EXPECTED) as Table[]).flatMap((table) =>
    (Object.keys(EXPECTED[table]) as Role[]).flatMap((role) =>
      (['select', 'insert', 'update', 'delete'] as Op[]).map((op) => ({
        table,
        role,
        op,
        allowed: EXPECTED[table][role][op],
      })),
    ),
  );
  it.each(cases)('$role $op on $table -> allowed=$allowed', async ({ table, role, op, allowed }) => {
    expect(await attempt(table, role, op)).toBe(allowed);
  });
  it('covers at least 40 cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));
});

describe('roles and column rules', () => {
  it('a signed-in user cannot grant itself admin, by insert or upsert', async () => {
    const { client, userId } = await userClient();
    const insert = await client.from('user_roles').insert({ user_id: userId, role: 'admin' });
    expect(insert.error?.code).toBe('42501');
    const upsert = await client
      .from('user_roles')
      .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role' });
    expect(upsert.error).not.toBeNull();
    const check = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin')
      .single();
    expect(check.error?.code).toBe('PGRST116');
    const { data } = await serviceClient().from('user_roles').select('id').eq('user_id', userId);
    expect(data).toEqual([]);
  });

  it('a signed-in non-admin reads exactly its own user_roles rows', async () => {
    const me = await userClient();
    const other = await userClient();
    const service = serviceClient();
    expect(
      (
        await service.from('user_roles').insert([
          { user_id: me.userId, role: 'user' },
          { user_id: other.userId, role: 'user' },
        ])
      ).error,
    ).toBeNull();
    const { data } = await me.client.from('user_roles').select('user_id, role');
    expect(data).toEqual([{ user_id: me.userId, role: 'user' }]);
    const admin = await me.client
      .from('user_roles')
      .select('role')
      .eq('user_id', me.userId)
      .eq('role', 'admin')
      .maybeSingle();
    expect(admin.data).toBeNull();
    expect((await me.client.from('qna_bank').select('id')).data).toEqual([]);
  });

  it('the admin check used by /admin finds the admin and refuses others', async () => {
    const admin = await adminClient();
    const { data: session } = await admin.auth.getUser();
    const ok = await admin
      .from('user_roles')
      .select('role')
      .eq('user_id', session.user!.id)
      .eq('role', 'admin')
      .single();
    expect(ok.data).toEqual({ role: 'admin' });
    const { client, userId } = await userClient();
    const own = await client.from('user_roles').select('*');
    expect(own.data).toEqual([]); // not even the admin's row
    expect(
      (await client.from('user_roles').select('role').eq('user_id', userId).maybeSingle()).data,
    ).toBeNull();
  });

  it('admins change a lead status but not what the customer sent', async () => {
    const admin = await adminClient();
    const lead = await seedRow('quote_requests', ctx);
    const rename = await admin.from('quote_requests').update({ name: 'Someone else' }).eq('id', lead.id);
    expect(rename.error?.code).toBe('42501');
    const bad = await admin.from('quote_requests').update({ status: 'archived' }).eq('id', lead.id);
    expect(bad.error?.code).toBe('22P02');
    const good = await admin
      .from('quote_requests')
      .update({ status: 'scheduled' })
      .eq('id', lead.id)
      .select('status')
      .single();
    expect(good.data).toEqual({ status: 'scheduled' });
  });

  it('admins delete a lead of a flood, and no other', async () => {
    const real = await seedRow('quote_requests', ctx);
    const flood: Record<string, unknown> = { ...(await FIXTURES.quote_requests.row(ctx)), flood: true };
    expect((await serviceClient().from('quote_requests').insert(flood)).error).toBeNull();
    for (const row of [real, flood])
      await clients.admin
        .from('quote_requests')
        .delete()
        .eq('id', row.id as string);
    expect(await readRow('quote_requests', real.id)).not.toBeNull();
    expect(await readRow('quote_requests', flood.id)).toBeNull();
    const again: Record<string, unknown> = { ...(await FIXTURES.quote_requests.row(ctx)), flood: true };
    expect((await serviceClient().from('quote_requests').insert(again)).error).toBeNull();
    for (const role of ['anon', 'user'] as const)
      await clients[role]
        .from('quote_requests')
        .delete()
        .eq('id', again.id as string);
    expect(await readRow('quote_requests', again.id)).not.toBeNull();
  });

  it('anonymous visitors cannot call the internal SQL functions', async () => {
    const anon = anonClient();
    expect((await anon.rpc('match_qna', { query: 'hours' })).error).not.toBeNull();
    expect(
      (await anon.rpc('hit_rate_limit', { p_key: 'x', p_limit: 1, p_window_seconds: 60 })).error,
    ).not.toBeNull();
    expect(
      (await anon.rpc('hit_rate_limits', { p_keys: ['x'], p_limits: [1], p_window_seconds: [60] })).error,
    ).not.toBeNull();
    const turn = { p_session_id: 'forged', p_question: 'q', p_reply: 'Yes, free today', p_unanswered: false };
    expect((await anon.rpc('log_chat_turn', turn)).error).not.toBeNull();
    expect((await anon.rpc('chat_history', { p_session_id: 'forged', p_limit: 5 })).error).not.toBeNull();
    // The maintenance function's: owed e-mails hold customers' details.
    for (const client of [anon, (await userClient()).client]) {
      expect((await client.rpc('due_lead_emails', { p_limit: 5 })).error).not.toBeNull();
      expect((await client.rpc('prune_rate_limits')).error).not.toBeNull();
    }
    const read = { message: 'x', words: ['x'], generic: [], vague: [], phrases: ['x'], asking: 'x' };
    expect((await anon.rpc('chat_read', read)).error).not.toBeNull();
    expect((await anon.rpc('chat_read_es', { message: 'x', topic: 'x' })).error).not.toBeNull();
    const service = await serviceClient().rpc('match_qna', { query: 'what are your hours', match_count: 1 });
    expect((service.data as { answer: string }[])[0]?.answer).toContain('7 AM to 7 PM');
  });
});

describe("the chat's prepared index of the Q&A bank", () => {
  it('is read by the matcher only: no visitor, user or admin reads or writes it', async () => {
    const clients = [anonClient(), (await userClient()).client, await adminClient()];
    for (const table of ['qna_lexemes', 'qna_spellings', 'qna_texts', 'qna_trigrams'])
      for (const client of clients) {
        const read = await client.from(table).select('*').limit(1);
        expect(read.error !== null || (read.data ?? []).length === 0).toBe(true);
        const row = {
          entry_id: randomUUID(),
          lang: 'en',
          lexeme: 'x',
          word: 'x',
          trigram: 'x',
          strong: true,
        };
        expect((await client.from(table).insert(row)).error).not.toBeNull();
      }
    const { count } = await serviceClient().from('qna_lexemes').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(1000);
  });
});

describe("the chat's synonyms (chat_synonyms)", () => {
  it('only admins read and change them; visitors and other users see nothing and change nothing', async () => {
    const term = `syn${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'q')}`;
    const row = { term, means: 'couch' };
    for (const client of [anonClient(), (await userClient()).client]) {
      expect((await client.from('chat_synonyms').insert(row)).error).not.toBeNull();
      expect((await client.from('chat_synonyms').select('term').limit(1)).data ?? []).toEqual([]);
    }
    const admin = await adminClient();
    expect((await admin.from('chat_synonyms').insert(row)).error).toBeNull();
    await anonClient().from('chat_synonyms').delete().eq('term', term);
    expect((await admin.from('chat_synonyms').select('term').eq('term', term)).data).toEqual([{ term }]);
    expect((await admin.from('chat_synonyms').delete().eq('term', term).select('term')).data).toEqual([
      { term },
    ]);
  });
});

describe('the item catalogue (chat_items)', () => {
  it('only admins read and change it; visitors and other users see nothing and change nothing', async () => {
    const name = `rls item ${Date.now()}`;
    const { data: entry } = await serviceClient().from('qna_bank').select('id').limit(1).single();
    const row = { name, entry_id: (entry as { id: string }).id };
    for (const client of [anonClient(), (await userClient()).client]) {
      expect((await client.from('chat_items').insert(row)).error).not.toBeNull();
      expect((await client.from('chat_items').select('name').limit(1)).data ?? []).toEqual([]);
    }
    const admin = await adminClient();
    expect((await admin.from('chat_items').insert(row)).error).toBeNull();
    expect((await admin.from('chat_items').select('name').eq('name', name)).data).toEqual([{ name }]);
    await anonClient().from('chat_items').delete().eq('name', name);
    expect((await admin.from('chat_items').select('name').eq('name', name)).data).toEqual([{ name }]);
    expect((await admin.from('chat_items').delete().eq('name', name).select('name')).data).toEqual([
      { name },
    ]);
  });
});
