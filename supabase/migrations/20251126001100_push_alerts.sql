-- Staff hear about a new lead within seconds on their phone or tablet (issue 32, Web Push). Each
-- device a staff member opts in is a subscription; each new lead owes every subscription one alert.
-- The alert rows make "never twice" a database fact: an alert is claimed once ('due' → 'sending')
-- before it is sent, whoever sends it (the lead's own function, after it answered, or the scheduled
-- maintenance function retrying a failure).

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The push service's address for this browser (RFC 8030), and the browser's keys (RFC 8291):
  -- its P-256 public key (65 bytes) and its 16-byte authentication secret, base64url.
  endpoint text not null unique check (char_length(endpoint) between 12 and 1000),
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{86,88}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22,24}$'),
  -- What the staff member sees in the list of their devices ("iPad · Safari").
  device text check (char_length(device) <= 120),
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
revoke all on table public.push_subscriptions from anon, authenticated;
grant select, delete on table public.push_subscriptions to authenticated;
-- A staff member sees and removes only their own devices; adding one goes through save_push_subscription().
create policy "Staff read their own devices" on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_admin()));
create policy "Staff remove their own devices" on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_admin()));

-- Whether a push endpoint may be called: https, a host name (push services have one; an address
-- literal could reach this project's own network), never localhost or a name with user info.
create function public.push_endpoint_ok(p_endpoint text)
returns boolean language sql immutable set search_path = '' as $$
  select coalesce(
    p_endpoint ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/|$)'
    and lower(substring(p_endpoint from '^https://([A-Za-z0-9.-]+)')) !~ '(^|\.)localhost\.?$'
    and substring(p_endpoint from '^https://([A-Za-z0-9.-]+)') !~ '^[0-9.]+$'
    and substring(p_endpoint from '^https://([A-Za-z0-9.-]+)') ~ '[^.]\.[A-Za-z]{2,}\.?$',
    false)
$$;

-- Saves this browser's subscription for the signed-in staff member (the same browser signed in as
-- someone else moves to them). Refuses non-staff and endpoints that are not a public https host.
create function public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_device text)
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  v_id uuid;
begin
  if not public.is_admin() then
    raise exception 'Only staff can turn on alerts.' using errcode = '42501';
  end if;
  if not public.push_endpoint_ok(p_endpoint) then
    raise exception 'This browser gave an address we cannot send alerts to.' using errcode = '22023';
  end if;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, device)
  values (auth.uid(), p_endpoint, p_p256dh, p_auth, nullif(left(btrim(coalesce(p_device, '')), 120), ''))
  on conflict (endpoint) do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, device = excluded.device
  returning s.id into v_id;
  return v_id;
end $$;
revoke execute on function public.save_push_subscription(text, text, text, text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text, text) to authenticated;

create table public.push_alerts (
  id bigint generated always as identity primary key,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  -- The lead it is about; null for a test alert a staff member asked for.
  lead_id uuid references public.quote_requests (id) on delete cascade,
  state text not null default 'due' check (state in ('due', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 300),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (lead_id, subscription_id)
);
create index push_alerts_due_idx on public.push_alerts (next_at) where state = 'due';
-- No policy: the functions below and the service role are the only way in.
alter table public.push_alerts enable row level security;
revoke all on table public.push_alerts from anon, authenticated;

-- Every new lead owes each staff device one alert, in the transaction that stores the lead. A flood
-- past the cap for everyone is reported by digest e-mail instead, as its e-mails are. The lead row
-- says how many it owes, so the function that stored it spends no round trip when there are none.
alter table public.quote_requests add column alerts_owed integer not null default 0;

create function public.count_push_alerts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.alerts_owed := case when new.flood then 0 else (
    select count(*) from public.push_subscriptions s where public.has_role(s.user_id, 'admin')) end;
  return new;
end $$;
create trigger quote_requests_count_push_alerts before insert on public.quote_requests
  for each row execute function public.count_push_alerts();

create function public.owe_push_alerts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.alerts_owed > 0 then
    insert into public.push_alerts (subscription_id, lead_id)
    select s.id, new.id from public.push_subscriptions s
    where public.has_role(s.user_id, 'admin')
    on conflict do nothing;
  end if;
  return null;
end $$;
create trigger quote_requests_owe_push_alerts after insert on public.quote_requests
  for each row execute function public.owe_push_alerts();

-- A staff member's test alert to one of their own devices: the alert's id, for the function to send.
create function public.queue_test_alert(p_endpoint text)
returns bigint language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
begin
  if not public.is_admin() then
    raise exception 'Only staff can send test alerts.' using errcode = '42501';
  end if;
  insert into public.push_alerts (subscription_id)
  select s.id from public.push_subscriptions s where s.endpoint = p_endpoint and s.user_id = auth.uid()
  returning id into v_id;
  if v_id is null then
    raise exception 'Alerts are not on for this device.' using errcode = 'P0002';
  end if;
  return v_id;
end $$;
revoke execute on function public.queue_test_alert(text) from public, anon;
grant execute on function public.queue_test_alert(text) to authenticated;

-- Claims alerts that are due (one lead's, one test alert, or any), at most p_limit: each is marked
-- 'sending' here, once, so no two callers ever send the same alert. Returns what sending needs.
create function public.claim_push_alerts(p_lead uuid default null, p_alert bigint default null, p_limit integer default 20)
returns table (alert_id bigint, attempts integer, endpoint text, p256dh text, auth text, endpoint_ok boolean,
               lead_id uuid, name text, service text, address text, day date, window_code text,
               window_status text)
language sql volatile security definer set search_path = '' as $$
  with picked as (
    select a.id from public.push_alerts a
    where a.state = 'due' and a.next_at <= now()
      and (p_lead is null or a.lead_id = p_lead)
      and (p_alert is null or a.id = p_alert)
    order by a.next_at
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update skip locked
  ), claimed as (
    update public.push_alerts a set state = 'sending', attempts = a.attempts + 1
    from picked where a.id = picked.id
    returning a.*
  )
  select c.id, c.attempts, s.endpoint, s.p256dh, s.auth, public.push_endpoint_ok(s.endpoint),
         q.id, q.name, q.service, q.address, q.preferred_date, q.arrival_window, q.window_status
  from claimed c
  join public.push_subscriptions s on s.id = c.subscription_id
  left join public.quote_requests q on q.id = c.lead_id
$$;
revoke execute on function public.claim_push_alerts(uuid, bigint, integer) from public, anon, authenticated;
grant execute on function public.claim_push_alerts(uuid, bigint, integer) to service_role;

-- What happened to claimed alerts, in one call: [{ "id": 1, "outcome": "sent" | "gone" | "failed",
-- "error": "…" }]. 'gone' (the push service answered 404 or 410) deletes the device; a failure is due
-- again after 30 s, 1, 2, 4 min…, and after the 6th attempt stays 'failed'.
create function public.push_alert_results(p_results jsonb)
returns void language plpgsql security definer set search_path = '' as $$
begin
  delete from public.push_subscriptions s
  using jsonb_to_recordset(p_results) as r(id bigint, outcome text, error text), public.push_alerts a
  where r.outcome = 'gone' and a.id = r.id and s.id = a.subscription_id;
  update public.push_alerts a
  set state = case when r.outcome = 'sent' then 'sent' when a.attempts >= 6 then 'failed' else 'due' end,
      sent_at = case when r.outcome = 'sent' then now() end,
      next_at = case when r.outcome = 'sent' then a.next_at
                     else now() + make_interval(secs => 30 * power(2, a.attempts - 1)) end,
      last_error = left(r.error, 300)
  from jsonb_to_recordset(p_results) as r(id bigint, outcome text, error text)
  where a.id = r.id and a.state = 'sending' and r.outcome in ('sent', 'failed');
end $$;
revoke execute on function public.push_alert_results(jsonb) from public, anon, authenticated;
grant execute on function public.push_alert_results(jsonb) to service_role;
