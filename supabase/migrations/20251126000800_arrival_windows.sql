-- Arrival windows (issue 31): a booking may ask for a two- or three-hour window on its preferred date,
-- and the window is held in the same transaction that stores the lead, never past its capacity.
-- Windows are data: staff change a window's capacity, or a day's, and close a day or a window.

create table public.arrival_windows (
  code text primary key check (code ~ '^[a-z]{1,20}$'),
  label text not null check (length(label) between 1 and 40),
  starts_at time not null,
  ends_at time not null check (ends_at > starts_at),
  -- Jobs a window takes: a stand-in for the company's real figure (npm run launch-check lists it).
  capacity integer not null default 2 check (capacity between 0 and 50),
  position integer not null
);
insert into public.arrival_windows (code, label, starts_at, ends_at, position) values
  ('morning', 'Morning', '08:00', '11:00', 1),
  ('midday', 'Midday', '11:00', '14:00', 2),
  ('afternoon', 'Afternoon', '14:00', '17:00', 3);
alter table public.arrival_windows enable row level security;
create policy "Anyone reads the windows" on public.arrival_windows for select to anon, authenticated using (true);
create policy "Admins change the windows" on public.arrival_windows for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- A day that differs: a window's capacity that day (0 closes it).
create table public.window_days (
  day date not null,
  code text not null references public.arrival_windows (code) on delete cascade,
  capacity integer not null check (capacity between 0 and 50),
  primary key (day, code)
);
alter table public.window_days enable row level security;
create policy "Admins manage days" on public.window_days for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- What is held: one window per lead. The public never reads it, only counts (window_availability).
create table public.window_holds (
  lead_id uuid primary key references public.quote_requests (id) on delete cascade,
  day date not null,
  code text not null references public.arrival_windows (code),
  created_at timestamptz not null default now()
);
create index window_holds_slot_idx on public.window_holds (day, code);
alter table public.window_holds enable row level security;
create policy "Admins read holds" on public.window_holds for select to authenticated
  using ((select public.is_admin()));
create policy "Admins free holds" on public.window_holds for delete to authenticated
  using ((select public.is_admin()));

-- The window a booking asked for (any text: an unknown one is not held), and what became of it.
alter table public.quote_requests
  add column arrival_window text check (arrival_window ~ '^[a-z]{1,20}$'),
  add column window_status text check (window_status in ('held', 'full', 'closed'));

-- Every window of the days asked for, in Arizona time, with what is left. A window is open while it
-- has room, its day is not past, and (today) the same-day cut-off has not passed.
create function public.window_availability(p_from date, p_days integer, p_cutoff_hour integer)
returns table (day date, code text, label text, starts_at time, ends_at time, capacity integer, held integer,
               remaining integer, open boolean)
language sql stable security definer set search_path = '' as $$
  with today as (
    select (now() at time zone 'America/Phoenix')::date as d,
           extract(hour from now() at time zone 'America/Phoenix')::integer as h
  ), days as (
    select generate_series(p_from, p_from + (least(greatest(p_days, 1), 31) - 1), interval '1 day')::date as day
  )
  select d.day, w.code, w.label, w.starts_at, w.ends_at, cap.capacity, coalesce(h.held, 0),
         greatest(cap.capacity - coalesce(h.held, 0), 0),
         cap.capacity > coalesce(h.held, 0)
           and d.day >= t.d and not (d.day = t.d and t.h >= p_cutoff_hour)
  from days d cross join public.arrival_windows w cross join today t
  left join public.window_days o on o.day = d.day and o.code = w.code
  cross join lateral (select coalesce(o.capacity, w.capacity) as capacity) cap
  left join lateral (
    select count(*)::integer as held from public.window_holds x where x.day = d.day and x.code = w.code
  ) h on true
  order by d.day, w.position
$$;
revoke execute on function public.window_availability(date, integer, integer) from public;
grant execute on function public.window_availability(date, integer, integer) to anon, authenticated, service_role;

-- Holds a lead's window if it is open and has room; else says why not. Slots are locked one at a
-- time (an advisory lock per day and window), so concurrent bookings never pass the capacity.
create function public.hold_window(p_lead uuid, p_day date, p_code text, p_cutoff_hour integer)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_slot record;
begin
  perform pg_advisory_xact_lock(hashtextextended('window:' || p_day::text || ':' || p_code, 0));
  select * into v_slot from public.window_availability(p_day, 1, p_cutoff_hour) a where a.code = p_code;
  if v_slot is null or v_slot.capacity = 0 or v_slot.day < (now() at time zone 'America/Phoenix')::date then
    return 'closed';
  end if;
  if not v_slot.open then
    return case when v_slot.remaining = 0 then 'full' else 'closed' end;
  end if;
  insert into public.window_holds (lead_id, day, code) values (p_lead, p_day, p_code)
  on conflict (lead_id) do nothing;
  return 'held';
end $$;
revoke execute on function public.hold_window(uuid, date, text, integer) from public, anon, authenticated;
grant execute on function public.hold_window(uuid, date, text, integer) to service_role;

-- accept_lead, as before, and in the same transaction the window a booking asked for.
drop function public.accept_lead(jsonb, text, text[], integer[], integer[], text, integer, integer);
create function public.accept_lead(
  p_row jsonb,
  p_retry_key text,
  p_keys text[],
  p_limits integer[],
  p_window_seconds integer[],
  p_all_key text,
  p_all_limit integer,
  p_all_window_seconds integer,
  p_cutoff_hour integer
) returns table (outcome text, retry_after integer, lead jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_limit record;
  v_flood boolean := false;
  v_columns text;
  v_row public.quote_requests;
begin
  if p_retry_key is null or not exists (select 1 from public.rate_limits where key = p_retry_key) then
    select * into v_limit from public.hit_rate_limits(p_keys, p_limits, p_window_seconds);
    if not v_limit.allowed then
      return query select 'limited'::text, v_limit.retry_after, null::jsonb;
      return;
    end if;
    select not h.allowed into v_flood from public.hit_rate_limit(p_all_key, p_all_limit, p_all_window_seconds) h;
    if p_retry_key is not null then
      perform public.hit_rate_limit(p_retry_key, 1, 86400);
    end if;
  end if;
  -- The row's own columns, as the function sent them (the table's defaults fill the rest).
  select string_agg(quote_ident(c.column_name::text), ', ') into v_columns
  from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = 'quote_requests'
    and p_row ? c.column_name::text and c.column_name::text not in ('flood', 'window_status');
  execute format(
    'insert into public.quote_requests (%1$s, flood) select %1$s, $2
     from jsonb_populate_record(null::public.quote_requests, $1)
     on conflict (id) do nothing returning *', v_columns)
  into v_row using p_row, v_flood;
  if v_row.id is not null then
    if v_row.arrival_window is not null and v_row.preferred_date is not null then
      update public.quote_requests
         set window_status = public.hold_window(v_row.id, v_row.preferred_date, v_row.arrival_window, p_cutoff_hour)
       where id = v_row.id
      returning * into v_row;
    end if;
    return query select 'stored'::text, 0, to_jsonb(v_row);
    return;
  end if;
  -- A concurrent twin stored it first.
  select * into v_row from public.quote_requests where id = (p_row ->> 'id')::uuid;
  return query select 'duplicate'::text, 0, to_jsonb(v_row);
end $$;
revoke execute on function public.accept_lead(jsonb, text, text[], integer[], integer[], text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.accept_lead(jsonb, text, text[], integer[], integer[], text, integer, integer, integer)
  to service_role;
