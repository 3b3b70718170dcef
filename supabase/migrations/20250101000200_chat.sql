-- Chat transcripts, written only by the chatbot function (service_role), read by admins.
create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  session_id text not null unique check (char_length(session_id) between 1 and 100),
  started_at timestamptz not null default now()
);
create index chat_conversations_started_at_idx on public.chat_conversations (started_at desc);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (char_length(content) <= 8000),
  -- clock_timestamp(): two messages of one turn must never tie when sorted.
  created_at timestamptz not null default clock_timestamp()
);
create index chat_messages_conversation_idx on public.chat_messages (conversation_id, created_at);

alter table public.chat_conversations enable row level security;
alter table public.chat_messages enable row level security;
revoke all on table public.chat_conversations, public.chat_messages from anon, authenticated;
grant select on table public.chat_conversations, public.chat_messages to authenticated;

create policy "Admins read conversations" on public.chat_conversations for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins read messages" on public.chat_messages for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
