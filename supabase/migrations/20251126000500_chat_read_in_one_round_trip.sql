-- Issue 27: at most three database round trips per chat turn (rate limits, this read, the log). The
-- two readings the chat used to fetch in a call of their own now come with chat_read():
-- - `focus`: for a story with the question at its end, the entries for the sentence that asks
--   (`asking_words`) together with the catalogue things the story names outside it;
-- - `context`: for a follow-up, the entries for the previous question and this one read together
--   (`context_words`, `context_generic`, `context_vague`, as for the message).

-- What matching reads of a list of words: less the generic words no entry knows, and less the vague
-- ones unless they are all there is.
create function public.chat_topic(words text[], generic text[], vague text[], unknown text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with kept as (
    select u.word, u.n, u.word = any (vague) as vague
    from unnest(words[1:60]) with ordinality as u(word, n)
    where not (u.word = any (unknown) and u.word = any (generic))
  )
  select coalesce(
    (select string_agg(word, ' ' order by n) from kept where not vague),
    (select string_agg(word, ' ' order by n) from kept),
    '')
$$;
revoke execute on function public.chat_topic(text[], text[], text[], text[]) from public, anon, authenticated;
grant execute on function public.chat_topic(text[], text[], text[], text[]) to service_role;

drop function public.chat_read(text, text[], text[], text[], text[], text);

create function public.chat_read(
  message text, words text[], generic text[], vague text[], phrases text[], asking text,
  asking_words text[] default null,
  context_words text[] default null, context_generic text[] default null, context_vague text[] default null
)
returns jsonb
language sql
stable
set search_path = public, extensions
as $$
  with unknown as materialized (
    select public.qna_unknown_words(words, 'en') as list
  ),
  said as (
    select ' ' || left(coalesce(asking, ''), 2000) || ' ' as asking
  ),
  entries as (
    -- An entry as the chat reads it (as match_qna() returns them), for a sure find.
    select b.id, jsonb_build_object('id', b.id, 'question', b.question, 'answer', b.answer,
      'category', b.category, 'keywords', b.keywords, 'score', 1, 'coverage', 1) as entry
    from public.qna_bank b where b.lang = 'en'
  ),
  items as materialized (
    select c.name, e.entry
    from public.chat_items c join entries e on e.id = c.entry_id
    where c.name = any (phrases[1:400])
  ),
  focus_words as (
    -- The catalogue things the story names outside the asking sentence (longest first), then the
    -- asking sentence's own words.
    select w.word, min(w.n) as n
    from (
      select x.word, i.k * 100 + x.m as n
      from (select i.name, row_number() over (order by length(i.name) desc, i.name) as k
            from items i where position(i.name in (select s.asking from said s)) = 0) i,
        regexp_split_to_table(i.name, '[^[:alnum:]]+') with ordinality as x(word, m)
      union all
      select a.word, 1000000 + a.n from unnest(asking_words[1:60]) with ordinality as a(word, n)
    ) w
    where length(w.word) > 1
    group by w.word
  ),
  topics as (
    select
      public.chat_topic(words, generic, vague, u.list) as message,
      case when asking_words is not null then
        public.chat_topic(array(select f.word from focus_words f order by f.n), generic, vague, u.list)
      end as focus,
      case when context_words is not null then
        public.chat_topic(context_words, context_generic, context_vague, u.list)
      end as context
    from unknown u
  )
  select jsonb_build_object(
    'unknown', to_jsonb((select list from unknown)),
    'matches', coalesce(
      (select jsonb_agg(to_jsonb(m)) from topics t, public.match_qna(message, 4, t.message, 'en') as m),
      '[]'::jsonb),
    'focus', (select case when t.focus is not null then coalesce(
        (select jsonb_agg(to_jsonb(m)) from public.match_qna(message, 4, t.focus, 'en') as m), '[]'::jsonb)
      end from topics t),
    'context', (select case when t.context is not null then coalesce(
        (select jsonb_agg(to_jsonb(m)) from public.match_qna(message, 3, t.context, 'en') as m), '[]'::jsonb)
      end from topics t),
    'items', coalesce(
      (select jsonb_agg(jsonb_build_object('name', i.name, 'entry', i.entry) order by length(i.name) desc)
       from items i),
      '[]'::jsonb),
    'place', (
      select e.entry
      from public.qna_bank b join entries e on e.id = b.id, unnest(b.keywords) as k(keyword),
        lateral (select btrim(regexp_replace(lower(k.keyword), '[^[:alnum:]]+', ' ', 'g')) as phrase) p
      where b.category = 'Service area' and b.lang = 'en' and p.phrase = any (phrases[1:400])
      order by length(p.phrase) desc, b.question
      limit 1
    ),
    'refusal', (
      select e.entry
      from said, public.qna_bank b join entries e on e.id = b.id, unnest(b.keywords) as k(keyword),
        lateral (select btrim(regexp_replace(lower(k.keyword), '[^[:alnum:]]+', ' ', 'g')) as phrase) p
      where b.category = 'Not offered' and b.lang = 'en' and p.phrase <> ''
        and (said.asking like '% ' || p.phrase || ' %' or said.asking like '% ' || p.phrase || 's %')
      order by length(p.phrase) desc, b.question
      limit 1
    )
  )
$$;
revoke execute on function public.chat_read(text, text[], text[], text[], text[], text, text[], text[], text[], text[])
  from public, anon, authenticated;
grant execute on function public.chat_read(text, text[], text[], text[], text[], text, text[], text[], text[], text[])
  to service_role;
