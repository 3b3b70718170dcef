-- The staff schedule (issue 31): each day's arrival windows with what is held in each, and the leads
-- that hold them. Read with the caller's rights: RLS shows the holds and the leads to admins only, so
-- anyone else reads the same counts the public does and no booking.

create function public.window_schedule(p_from date, p_days integer, p_cutoff_hour integer)
returns table (day date, code text, label text, starts_at time, ends_at time, capacity integer,
               default_capacity integer, held integer, remaining integer, open boolean, bookings jsonb)
language sql stable security invoker set search_path = '' as $$
  select a.day, a.code, a.label, a.starts_at, a.ends_at, a.capacity, w.capacity, a.held, a.remaining, a.open,
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'id', q.id, 'name', q.name, 'address', q.address,
                    'volume', q.estimated_volume, 'status', q.status)
                  order by h.created_at)
           from public.window_holds h
           join public.quote_requests q on q.id = h.lead_id
           where h.day = a.day and h.code = a.code
         ), '[]'::jsonb)
  from public.window_availability(p_from, p_days, p_cutoff_hour) a
  join public.arrival_windows w on w.code = a.code
$$;
revoke execute on function public.window_schedule(date, integer, integer) from public, anon;
grant execute on function public.window_schedule(date, integer, integer) to authenticated, service_role;

-- A day's capacity for one window (0 closes it), or back to the window's own (null): staff only.
create function public.set_day_capacity(p_day date, p_code text, p_capacity integer)
returns void language plpgsql security invoker set search_path = '' as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only staff change the schedule.' using errcode = '42501';
  end if;
  if p_capacity is null then
    delete from public.window_days where day = p_day and code = p_code;
  else
    insert into public.window_days (day, code, capacity) values (p_day, p_code, p_capacity)
    on conflict (day, code) do update set capacity = excluded.capacity;
  end if;
end $$;
revoke execute on function public.set_day_capacity(date, text, integer) from public, anon;
grant execute on function public.set_day_capacity(date, text, integer) to authenticated, service_role;
