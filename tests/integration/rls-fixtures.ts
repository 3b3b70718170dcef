import { randomUUID } from 'node:crypto';
import { serviceClient, userClient } from './helpers.ts';

export type Role = 'anon' | 'user' | 'admin' | 'service';
export type Op = 'select' | 'insert' | 'update' | 'delete';
export type Table =
  'qna_bank' | 'chat_conversations' | 'chat_messages' | 'user_roles' | 'quote_requests' | 'refused_requests';

export interface Fixture {
  /** A new row's values (with its own id) as the given role would send them. */
  row(ctx: FixtureContext): Promise<Record<string, unknown>>;
  patch: Record<string, unknown>;
}
export interface FixtureContext {
  role: Role;
  selfUserId: string;
  conversationId: string;
}

// What SPEC section 6 and the migrations promise: true = allowed, false = refused.
const none = { select: false, insert: false, update: false, delete: false };
const all = { select: true, insert: true, update: true, delete: true };
const readOnly = { select: true, insert: false, update: false, delete: false };
export const EXPECTED: Record<Table, Record<Role, Record<Op, boolean>>> = {
  qna_bank: { anon: none, user: none, admin: all, service: all },
  chat_conversations: { anon: none, user: none, admin: readOnly, service: all },
  chat_messages: { anon: none, user: none, admin: readOnly, service: all },
  // A non-admin reads only its own rows (it has none); the rows here belong to other users.
  user_roles: { anon: none, user: none, admin: readOnly, service: all },
  // Admins change a lead's status; they delete only leads of a flood (a test of its own below).
  quote_requests: { anon: none, user: none, admin: { ...readOnly, update: true }, service: all },
  // Copies of refused requests: staff read them and clear them, never write them.
  refused_requests: { anon: none, user: none, admin: { ...readOnly, delete: true }, service: all },
};

const throwawayUser = async () => (await userClient()).userId;

export const FIXTURES: Record<Table, Fixture> = {
  qna_bank: {
    row: async () => ({
      id: randomUUID(),
      question: `Test question ${randomUUID()}?`,
      answer: 'Test answer.',
      keywords: ['test'],
    }),
    patch: { answer: 'Changed answer.' },
  },
  chat_conversations: {
    row: async () => ({ id: randomUUID(), session_id: `rls_${randomUUID()}` }),
    patch: { session_id: `rls_changed_${randomUUID()}` },
  },
  chat_messages: {
    row: async (ctx) => ({
      id: randomUUID(),
      conversation_id: ctx.conversationId,
      role: 'user',
      content: 'hello',
    }),
    patch: { content: 'changed' },
  },
  user_roles: {
    // A signed-in user inserting a role is always trying to make itself admin.
    row: async (ctx) => ({
      id: randomUUID(),
      user_id: ctx.role === 'user' ? ctx.selfUserId : await throwawayUser(),
      role: 'admin',
    }),
    patch: { created_at: '2030-01-01T00:00:00+00:00' },
  },
  quote_requests: {
    row: async () => ({
      id: randomUUID(),
      form_type: 'contact',
      name: 'RLS Test',
      phone: '4805550100',
      email: 'rls@example.com',
      service: 'Other',
    }),
    patch: { status: 'contacted' },
  },
  refused_requests: {
    row: async () => ({ id: randomUUID(), body: { name: 'RLS Test' }, issues: [] }),
    patch: { created_at: '2030-01-01T00:00:00+00:00' },
  },
};

/** Inserts a target row with service_role (for select, update and delete cases). */
export async function seedRow(table: Table, ctx: FixtureContext): Promise<Record<string, unknown>> {
  const row = await FIXTURES[table].row({ ...ctx, role: 'service' });
  const { error } = await serviceClient().from(table).insert(row);
  if (error) throw new Error(`seeding ${table}: ${error.message}`);
  return row;
}

export async function readRow(table: Table, id: unknown): Promise<Record<string, unknown> | null> {
  const { data, error } = await serviceClient().from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`reading ${table}: ${error.message}`);
  return data as Record<string, unknown> | null;
}
