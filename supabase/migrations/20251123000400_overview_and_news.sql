-- The admin's Overview (what brings leads in, where they stand, how the chat does) and what is new
-- for each staff member since they last opened Quote Requests or Chat History. Everything is counted
-- by the database under the tables' own RLS (security invoker): a non-admin counts nothing.

-- ---- Where a lead came from, as one of five kinds ----
-- campaign: the visit landed with utm tags; search: referred by a search engine; referral: by any
-- other site; direct: neither; unrecorded: sent before the site kept its source.
create function public.lead_source_kind(
  source_page text, source_referrer text, utm_source text, utm_medium text, utm_campaign text
) returns text
language sql immutable set search_path = '' as $$
  select case
    when source_page is null then 'unrecorded'
    when coalesce(utm_source, utm_medium, utm_campaign) is not null then 'campaign'
    when source_referrer is null then 'direct'
    when source_referrer ~* '(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|search\.brave)\.'
      then 'search'
    else 'referral'
  end
$$;

-- ---- The Overview ----
-- Week by week for the last week_count weeks up to at_time (Monday to Sunday in the business's time
-- zone, at_time's week last): leads, conversations and conversations with an unanswered question; and over the same
-- weeks, leads by service, by source kind and by status, and how many waited in a device's offline
-- outbox (arrived at least `waited` after the device saved them).
create function public.lead_overview(
  week_count integer default 12,
  waited interval default interval '2 minutes',
  zone text default 'America/Phoenix',
  at_time timestamptz default now()
) returns jsonb
language sql stable security invoker set search_path = '' as $$
  with span as (
    select g.week, g.week + interval '7 days' as week_end
    from generate_series(
      date_trunc('week', at_time at time zone zone) - make_interval(weeks => least(greatest(week_count, 1), 104) - 1),
      date_trunc('week', at_time at time zone zone),
      interval '7 days') as g(week)
  ),
  since as (select min(week) at time zone zone as since, max(week_end) at time zone zone as until from span),
  leads as (
    select r.* from public.quote_requests r, since
    where r.created_at >= since.since and r.created_at < since.until
  ),
  chats as (
    select c.* from public.chat_conversations c, since
    where c.started_at >= since.since and c.started_at < since.until
  ),
  weekly as (
    select span.week,
      (select count(*) from leads l where l.created_at at time zone zone >= span.week
         and l.created_at at time zone zone < span.week_end) as leads,
      (select count(*) from chats c where c.started_at at time zone zone >= span.week
         and c.started_at at time zone zone < span.week_end) as chats,
      (select count(*) from chats c where c.unanswered > 0 and c.started_at at time zone zone >= span.week
         and c.started_at at time zone zone < span.week_end) as unanswered_chats
    from span
  )
  select jsonb_build_object(
    'since', (select since from since),
    'weeks', (select jsonb_agg(jsonb_build_object(
                'week', to_char(week, 'YYYY-MM-DD'), 'leads', leads, 'chats', chats,
                'unanswered_chats', unanswered_chats) order by week) from weekly),
    'leads', (select count(*) from leads),
    'services', coalesce((select jsonb_agg(jsonb_build_object('service', service, 'leads', n)
                  order by n desc, service)
                from (select service, count(*) as n from leads group by service) s), '[]'::jsonb),
    'sources', (select jsonb_build_object(
                  'search', count(*) filter (where kind = 'search'),
                  'direct', count(*) filter (where kind = 'direct'),
                  'campaign', count(*) filter (where kind = 'campaign'),
                  'referral', count(*) filter (where kind = 'referral'),
                  'unrecorded', count(*) filter (where kind = 'unrecorded'))
                from (select public.lead_source_kind(source_page, source_referrer, utm_source,
                        utm_medium, utm_campaign) as kind from leads) k),
    'statuses', (select jsonb_build_object(
                  'new', count(*) filter (where status = 'new'),
                  'contacted', count(*) filter (where status = 'contacted'),
                  'scheduled', count(*) filter (where status = 'scheduled'),
                  'completed', count(*) filter (where status = 'completed'),
                  'lost', count(*) filter (where status = 'lost'))
                from leads),
    'waited', (select count(*) from leads where saved_at is not null and created_at - saved_at >= waited),
    'chats', (select count(*) from chats),
    'unanswered_chats', (select count(*) from chats where unanswered > 0)
  )
$$;

revoke execute on function public.lead_overview(integer, interval, text, timestamptz) from public, anon;
grant execute on function public.lead_overview(integer, interval, text, timestamptz) to authenticated;

-- ---- What is new since each staff member last looked ----
create table public.staff_seen (
  user_id uuid not null references auth.users (id) on delete cascade,
  area text not null check (area in ('leads', 'chats')),
  seen_at timestamptz not null default now(),
  primary key (user_id, area)
);
alter table public.staff_seen enable row level security;
-- Each staff member reads and writes only their own marks.
create policy "Staff read their own marks" on public.staff_seen for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_admin()));
create policy "Staff add their own marks" on public.staff_seen for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_admin()));
create policy "Staff move their own marks" on public.staff_seen for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_admin()))
  with check (user_id = (select auth.uid()) and (select public.is_admin()));
grant select, insert, update on public.staff_seen to authenticated;

-- Marks an area as seen now by the caller; returns the time of the mark.
create function public.mark_seen(area text) returns timestamptz
language sql volatile security invoker set search_path = '' as $$
  insert into public.staff_seen as s (user_id, area, seen_at)
  values ((select auth.uid()), mark_seen.area, now())
  on conflict (user_id, area) do update set seen_at = excluded.seen_at
  returning s.seen_at
$$;

-- How many leads and conversations arrived since the caller last opened each area (all of them if
-- they never have).
create function public.whats_new() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'leads', (select count(*) from public.quote_requests r
              where r.created_at > coalesce((select seen_at from public.staff_seen
                where user_id = (select auth.uid()) and area = 'leads'), '-infinity')),
    'chats', (select count(*) from public.chat_conversations c
              where c.started_at > coalesce((select seen_at from public.staff_seen
                where user_id = (select auth.uid()) and area = 'chats'), '-infinity'))
  )
$$;

revoke execute on function public.mark_seen(text), public.whats_new() from public, anon;
grant execute on function public.mark_seen(text), public.whats_new() to authenticated;
