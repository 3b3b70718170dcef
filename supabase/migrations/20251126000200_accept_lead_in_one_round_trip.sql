-- A quote's limits and its storing in one round trip: a retry of a request the limits already let in
-- is never counted again; otherwise it counts against its address and e-mail (the first refusal
-- wins, 'limited') and against everyone (past that cap the lead is stored as a flood, never
-- refused). Then the lead is stored once; a request id already stored returns the stored row.
create function public.accept_lead(
  p_row jsonb,
  p_retry_key text,
  p_keys text[],
  p_limits integer[],
  p_window_seconds integer[],
  p_all_key text,
  p_all_limit integer,
  p_all_window_seconds integer
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
    and p_row ? c.column_name::text and c.column_name::text <> 'flood';
  execute format(
    'insert into public.quote_requests (%1$s, flood) select %1$s, $2
     from jsonb_populate_record(null::public.quote_requests, $1)
     on conflict (id) do nothing returning *', v_columns)
  into v_row using p_row, v_flood;
  if v_row.id is not null then
    return query select 'stored'::text, 0, to_jsonb(v_row);
    return;
  end if;
  -- A concurrent twin stored it first.
  select * into v_row from public.quote_requests where id = (p_row ->> 'id')::uuid;
  return query select 'duplicate'::text, 0, to_jsonb(v_row);
end $$;
revoke execute on function public.accept_lead(jsonb, text, text[], integer[], integer[], text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.accept_lead(jsonb, text, text[], integer[], integer[], text, integer, integer)
  to service_role;
