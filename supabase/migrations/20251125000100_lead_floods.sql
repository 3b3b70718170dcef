-- A cap for everyone together must never refuse a lead. Past it, a lead is stored with flood = true
-- and gets no e-mail of its own: staff get one digest per window instead ("42 more leads in the last
-- 10 minutes"), and may delete such leads in bulk from the inbox. digested_at: when a digest counted it.
alter table public.quote_requests
  add column flood boolean not null default false,
  add column digested_at timestamptz;
create index quote_requests_flood_undigested_idx on public.quote_requests (created_at)
  where flood and digested_at is null;

grant delete on table public.quote_requests to authenticated;
-- Only what arrived in a flood: a real customer's lead is moved through its statuses, never deleted.
create policy "Admins delete flood leads" on public.quote_requests for delete to authenticated
  using (flood and (select public.is_admin()));
