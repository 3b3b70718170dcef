-- Every lead from the quote forms. id is the browser's request id, so retries from the offline
-- outbox insert once (on conflict do nothing). email_sent_at null = the business e-mail is still owed.
create type public.lead_status as enum ('new', 'contacted', 'scheduled', 'completed', 'lost');

create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  form_type text not null check (form_type in ('contact', 'booking')),
  name text not null,
  phone text not null,
  email text not null,
  service text not null,
  message text,
  address text,
  property_type text,
  items_to_remove text,
  estimated_volume text,
  access_instructions text,
  preferred_date date,
  preferred_time text,
  additional_notes text,
  photo_urls text[] not null default '{}' check (cardinality(photo_urls) <= 5),
  status public.lead_status not null default 'new',
  email_sent_at timestamptz,
  email_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quote_requests_created_at_idx on public.quote_requests (created_at desc);
create index quote_requests_status_idx on public.quote_requests (status, created_at desc);
create index quote_requests_email_pending_idx on public.quote_requests (created_at) where email_sent_at is null;

create trigger quote_requests_touch before update on public.quote_requests
  for each row execute function public.touch_updated_at();

alter table public.quote_requests enable row level security;
revoke all on table public.quote_requests from anon, authenticated;
grant select on table public.quote_requests to authenticated;
-- Column grant: admins may move a lead through its lifecycle but never rewrite what the customer sent.
grant update (status) on table public.quote_requests to authenticated;

create policy "Admins read leads" on public.quote_requests for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change lead status" on public.quote_requests for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));
