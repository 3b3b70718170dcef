-- Work no visitor's request should do (retrying lead e-mails, the flood digest's tail, pruning
-- counters) is done by the `maintenance` edge function, called every minute: by pg_cron and pg_net
-- on hosted Supabase, by the local gateway's timer on PGlite.

-- Each lead's e-mail is tried with backoff (the waits are in _shared/lead-mail.ts); once the last
-- attempt fails, email_retry_at stays null and the inbox shows the e-mail as failed.
alter table public.quote_requests
  add column email_attempts integer not null default 0,
  add column email_retry_at timestamptz;

create index quote_requests_email_due_idx on public.quote_requests (email_retry_at)
  where email_sent_at is null and not flood;

-- The leads whose e-mail is owed and due: a retry whose wait is over, or a lead never tried that is
-- over a minute old (so a send in flight is left alone). Nothing older than two days is retried.
create function public.due_lead_emails(p_limit integer)
returns setof public.quote_requests
language sql stable
set search_path = ''
as $$
  select * from public.quote_requests q
  where q.email_sent_at is null and not q.flood
    and q.created_at > now() - interval '2 days'
    and case when q.email_attempts = 0 then q.created_at < now() - interval '1 minute'
             else q.email_retry_at <= now() end
  order by coalesce(q.email_retry_at, q.created_at)
  limit least(greatest(p_limit, 0), 100);
$$;
revoke execute on function public.due_lead_emails(integer) from public, anon, authenticated;
grant execute on function public.due_lead_emails(integer) to service_role;

-- Counters whose window ended a day ago; returns how many went.
create function public.prune_rate_limits()
returns integer
language sql
set search_path = ''
as $$
  with gone as (delete from public.rate_limits where window_start < now() - interval '1 day' returning 1)
  select count(*)::integer from gone;
$$;
revoke execute on function public.prune_rate_limits() from public, anon, authenticated;
grant execute on function public.prune_rate_limits() to service_role;

-- The schedule, where the platform has pg_cron and pg_net (hosted Supabase; not PGlite, whose
-- gateway keeps the time itself). The project's URL and service-role key come from Vault, set once
-- per project (README, "Deploying"), never from this file.
do $schedule$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the maintenance function is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  perform cron.schedule(
    'maintenance',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/maintenance',
        headers := jsonb_build_object(
          'content-type', 'application/json',
          'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                         where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 20000
      );
    $job$
  );
end
$schedule$;
