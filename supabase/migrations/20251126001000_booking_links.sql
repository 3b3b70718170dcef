-- The customer's own link to a held booking (issue 31): see it, move it to another open window, or
-- cancel it, freeing the window at once. The link carries a random token; only its SHA-256 is kept
-- once the confirmation e-mail that carries it has gone (until then the function needs it to retry).

alter table public.quote_requests drop constraint quote_requests_window_status_check;
alter table public.quote_requests
  add constraint quote_requests_window_status_check check (window_status in ('held', 'full', 'closed', 'cancelled'));

create table public.booking_links (
  lead_id uuid primary key references public.quote_requests (id) on delete cascade,
  token_hash bytea not null unique,
  -- The token itself, only while the confirmation e-mail is owed.
  token text,
  created_at timestamptz not null default now(),
  confirmation_sent_at timestamptz,
  confirmation_attempts integer not null default 0,
  confirmation_retry_at timestamptz,
  confirmation_error text
);
create index booking_links_owed_idx on public.booking_links (confirmation_retry_at) where token is not null;
-- No policy: the functions below and the service role are the only way in.
alter table public.booking_links enable row level security;

-- The booking a token opens: its window and where, never anyone else's.
create function public.booking_by_token(p_token text)
returns table (lead_id uuid, first_name text, address text, day date, code text, label text,
               starts_at time, ends_at time, window_status text)
language sql stable security definer set search_path = '' as $$
  select q.id, split_part(q.name, ' ', 1), q.address, q.preferred_date, q.arrival_window, w.label,
         w.starts_at, w.ends_at, q.window_status
  from public.booking_links l
  join public.quote_requests q on q.id = l.lead_id
  left join public.arrival_windows w on w.code = q.arrival_window
  where l.token_hash = sha256(convert_to(coalesce(p_token, ''), 'UTF8'))
    and length(coalesce(p_token, '')) between 32 and 100
$$;

-- The same-day cut-off hour (Arizona), as supabase/functions/_shared/business-facts.ts states it (a test
-- holds the two equal): what the public's own calls use, never an hour the caller sends.
create function public.same_day_cutoff_hour() returns integer language sql immutable set search_path = '' as $$
  select 14
$$;

-- Moves a held booking to another window (and day) if that one is open: held there, freed here, in one
-- transaction. 'held', or why not: 'full', 'closed', 'unknown' (no such booking, or not held).
create function public.move_booking(p_token text, p_day date, p_code text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_lead uuid;
  v_held text;
begin
  select b.lead_id into v_lead from public.booking_by_token(p_token) b where b.window_status = 'held';
  if v_lead is null then return 'unknown'; end if;
  if exists (select 1 from public.window_holds h where h.lead_id = v_lead and h.day = p_day and h.code = p_code) then
    return 'held';
  end if;
  delete from public.window_holds where lead_id = v_lead;
  v_held := public.hold_window(v_lead, p_day, p_code, public.same_day_cutoff_hour());
  if v_held <> 'held' then
    -- Nothing changes when the new window cannot take it: the old hold comes back with the rollback.
    raise exception using errcode = 'P0001', message = v_held;
  end if;
  update public.quote_requests set preferred_date = p_day, arrival_window = p_code where id = v_lead;
  return 'held';
exception when sqlstate 'P0001' then
  return sqlerrm;
end $$;

-- Cancels a held booking: the window is free at once; the lead stays, marked, for staff.
create function public.cancel_booking(p_token text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_lead uuid;
begin
  select b.lead_id into v_lead from public.booking_by_token(p_token) b where b.window_status = 'held';
  if v_lead is null then return 'unknown'; end if;
  delete from public.window_holds where lead_id = v_lead;
  update public.quote_requests set window_status = 'cancelled' where id = v_lead;
  return 'cancelled';
end $$;

revoke execute on function public.booking_by_token(text) from public;
revoke execute on function public.move_booking(text, date, text) from public;
revoke execute on function public.cancel_booking(text) from public;
grant execute on function public.booking_by_token(text) to anon, authenticated, service_role;
grant execute on function public.move_booking(text, date, text) to anon, authenticated, service_role;
grant execute on function public.cancel_booking(text) to anon, authenticated, service_role;

-- Confirmations the function could not send, due for another try (the maintenance function's work).
create function public.due_booking_confirmations(p_limit integer)
returns setof public.booking_links
language sql stable security definer set search_path = '' as $$
  select * from public.booking_links
  where token is not null and confirmation_retry_at is not null and confirmation_retry_at <= now()
  order by confirmation_retry_at
  limit least(greatest(p_limit, 1), 100)
$$;
revoke execute on function public.due_booking_confirmations(integer) from public, anon, authenticated;
grant execute on function public.due_booking_confirmations(integer) to service_role;
