-- A chat turn counts its three rate limits in one round trip and logs itself in one.

-- Counts one hit against each limit in order and returns the first refusal (later limits are not
-- counted once one refuses), or allowed.
create function public.hit_rate_limits(p_keys text[], p_limits integer[], p_window_seconds integer[])
returns table (allowed boolean, retry_after integer)
language plpgsql
set search_path = ''
as $$
declare
  v_result record;
begin
  if cardinality(p_keys) is distinct from cardinality(p_limits)
     or cardinality(p_keys) is distinct from cardinality(p_window_seconds) or cardinality(p_keys) > 10 then
    raise exception 'one limit and one window per key, at most 10';
  end if;
  for i in 1 .. coalesce(cardinality(p_keys), 0) loop
    select * into v_result from public.hit_rate_limit(p_keys[i], p_limits[i], p_window_seconds[i]);
    if not v_result.allowed then
      return query select false, v_result.retry_after;
      return;
    end if;
  end loop;
  return query select true, 0;
end $$;
revoke execute on function public.hit_rate_limits(text[], integer[], integer[]) from public, anon, authenticated;
grant execute on function public.hit_rate_limits(text[], integer[], integer[]) to service_role;

-- Logs one turn: finds or starts the session's conversation and stores the question (marked when the
-- chat could not answer it) and the reply.
create function public.log_chat_turn(p_session_id text, p_question text, p_reply text, p_unanswered boolean)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
  v_at timestamptz := clock_timestamp();
begin
  insert into public.chat_conversations (session_id) values (p_session_id)
    on conflict (session_id) do nothing returning id into v_id;
  if v_id is null then
    select id into v_id from public.chat_conversations where session_id = p_session_id;
  end if;
  -- The reply after the question, even where the clock reads the same microsecond twice.
  insert into public.chat_messages (conversation_id, role, content, unanswered, created_at) values
    (v_id, 'user', p_question, p_unanswered, v_at),
    (v_id, 'assistant', p_reply, false, v_at + interval '1 microsecond');
  return v_id;
end $$;
revoke execute on function public.log_chat_turn(text, text, text, boolean) from public, anon, authenticated;
grant execute on function public.log_chat_turn(text, text, text, boolean) to service_role;

-- The session's last messages, newest first, for a model that phrases the reply.
create function public.chat_history(p_session_id text, p_limit integer)
returns table (role text, content text)
language sql
stable
set search_path = ''
as $$
  select m.role, m.content
  from public.chat_messages m join public.chat_conversations c on c.id = m.conversation_id
  where c.session_id = p_session_id
  order by m.created_at desc
  limit least(greatest(p_limit, 0), 20)
$$;
revoke execute on function public.chat_history(text, integer) from public, anon, authenticated;
grant execute on function public.chat_history(text, integer) to service_role;
