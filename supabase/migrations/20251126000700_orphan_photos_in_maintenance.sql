-- Issue 30: photos no lead references are removed by the scheduled maintenance function (through the
-- Storage API, which deletes the file as well as the row), on hosted Supabase as locally; the local
-- gateway no longer sweeps on its own. Each lead carries the object names its photo URLs point at,
-- indexed, so finding the photos no lead references reads an index instead of every lead.

-- The object name a photo URL of our bucket points at ('<request id>/1.jpg'), percent-decoded, or
-- null for any other URL. The host is ignored: a project's address may change.
create function public.photo_object_name(url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select convert_from(string_agg(
      case when p.part ~ '^%[0-9A-Fa-f]{2}$' then decode(substr(p.part, 2), 'hex')
           else convert_to(p.part, 'UTF8') end, ''::bytea order by p.n), 'UTF8')
  from regexp_matches(substring(url from '/storage/v1/object/public/booking-photos/([^?#]+)'),
                      '%[0-9A-Fa-f]{2}|[^%]+|%', 'g') with ordinality as m(part, n),
    lateral (select m.part[1] as part, m.n) p
$$;

create function public.photo_object_names(urls text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(n) filter (where n is not null), '{}')
  from unnest(urls) as u(url), lateral (select public.photo_object_name(u.url) as n) x
$$;

alter table public.quote_requests
  add column photo_names text[] generated always as (public.photo_object_names(photo_urls)) stored;
create index quote_requests_photo_names_idx on public.quote_requests using gin (photo_names);

-- Booking photos older than `p_older_than_seconds` that no lead references, oldest first, at most
-- `p_limit`: what the maintenance function removes through the Storage API.
create function public.orphan_photos(p_older_than_seconds integer, p_limit integer)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(o.name order by o.created_at), '{}')
  from (
    select s.name, s.created_at
    from storage.objects s
    where s.bucket_id = 'booking-photos'
      and s.created_at < now() - make_interval(secs => greatest(coalesce(p_older_than_seconds, 86400), 0))
      and not exists (select 1 from public.quote_requests q where q.photo_names @> array[s.name])
    order by s.created_at
    limit least(greatest(coalesce(p_limit, 100), 1), 1000)
  ) o
$$;
revoke execute on function public.orphan_photos(integer, integer) from public, anon, authenticated;
grant execute on function public.orphan_photos(integer, integer) to service_role;
