-- Quote requests the function could not store (a field the customer typed that fails validation, from
-- an old page or a tampered one). The device keeps the request and shows the phone number; this keeps a
-- copy for staff, so the lead stays recoverable. One row per request id, written by the function only.
create table public.refused_requests (
  id uuid primary key,
  body jsonb not null,
  issues jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index refused_requests_created_at_idx on public.refused_requests (created_at desc);

alter table public.refused_requests enable row level security;
revoke all on table public.refused_requests from anon, authenticated;
grant select, delete on table public.refused_requests to authenticated;

create policy "Admins read refused requests" on public.refused_requests for select to authenticated
  using ((select public.is_admin()));
create policy "Admins delete refused requests" on public.refused_requests for delete to authenticated
  using ((select public.is_admin()));
