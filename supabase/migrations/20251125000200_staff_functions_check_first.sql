-- Staff functions refuse at once, before doing any work: a caller who is not staff (42501, 403), or
-- input out of range (22023, 400): a time that is not within the last 25 years or before tomorrow
-- ('infinity' kept the database busy for everyone), a search longer than 200 characters (a 64 KB one
-- did too). The functions that do the work move to a schema the API does not expose; what the API
-- calls is a wrapper with the same name and arguments that checks first.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

create function private.require_staff(search text default '', at_time timestamptz default null)
returns void language plpgsql stable security invoker set search_path = '' as $$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception 'Only staff can do this.' using errcode = '42501';
  end if;
  if length(search) > 200 then
    raise exception 'Search for at most 200 characters.' using errcode = '22023';
  end if;
  if at_time is not null and (not isfinite(at_time) or at_time < now() - interval '25 years'
      or at_time > now() + interval '1 day') then
    raise exception 'That date is out of range.' using errcode = '22023';
  end if;
end $$;
revoke execute on function private.require_staff(text, timestamptz) from public;
grant execute on function private.require_staff(text, timestamptz) to authenticated;

alter function public.find_leads(text, public.lead_status, timestamptz, uuid, integer) set schema private;
create function public.find_leads(
  search text default '',
  only_status public.lead_status default null,
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 50
) returns setof public.quote_requests
language plpgsql stable security invoker set search_path = '' as $$
begin
  perform private.require_staff(search, before_created_at);
  return query select * from private.find_leads(search, only_status, before_created_at, before_id, page_size);
end $$;

alter function public.count_leads(text) set schema private;
create function public.count_leads(search text default '')
returns table (status public.lead_status, total bigint)
language plpgsql stable security invoker set search_path = '' as $$
begin
  perform private.require_staff(search);
  return query select * from private.count_leads(search);
end $$;

alter function public.find_conversations(text, boolean, timestamptz, uuid, integer) set schema private;
create function public.find_conversations(
  search text default '',
  unanswered_only boolean default false,
  before_started_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 20
) returns setof public.chat_conversations
language plpgsql stable security invoker set search_path = '' as $$
begin
  perform private.require_staff(search, before_started_at);
  return query select * from private.find_conversations(search, unanswered_only, before_started_at, before_id, page_size);
end $$;

alter function public.lead_overview(integer, interval, text, timestamptz) set schema private;
create function public.lead_overview(
  week_count integer default 12,
  waited interval default interval '2 minutes',
  zone text default 'America/Phoenix',
  at_time timestamptz default now()
) returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
begin
  perform private.require_staff(zone, at_time);
  if at_time is null or waited is null or waited < interval '0' or waited > interval '366 days' then
    raise exception 'That period is out of range.' using errcode = '22023';
  end if;
  return private.lead_overview(week_count, waited, zone, at_time);
end $$;

revoke execute on function public.find_leads(text, public.lead_status, timestamptz, uuid, integer),
  public.count_leads(text), public.find_conversations(text, boolean, timestamptz, uuid, integer),
  public.lead_overview(integer, interval, text, timestamptz) from public, anon;
grant execute on function public.find_leads(text, public.lead_status, timestamptz, uuid, integer),
  public.count_leads(text), public.find_conversations(text, boolean, timestamptz, uuid, integer),
  public.lead_overview(integer, interval, text, timestamptz) to authenticated;

-- Every statement from the API's roles has a time limit: a slow query fails alone. These are hosted
-- Supabase's own defaults, written here so that a project that changed them gets them back.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
