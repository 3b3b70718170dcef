-- Issue 27: synonyms as a table staff keep, and at most three database round trips per chat turn.
-- At most three database round trips per chat turn (rate limits, this read, the log). The
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

-- Synonyms are data that staff keep, not word lists in code. A synonym says what customers
-- mean by a word or a short phrase the Q&A bank does not use ("lazyboy" means "recliner", "pillow
-- top" means "mattress"); the chat reads the message as if it had also said the meaning, and no
-- longer counts the term as a word it does not know.

create table public.chat_synonyms (
  -- As the chat reads a message: lower case, apostrophes dropped, one to three words.
  term text primary key
    check (term ~ '^[[:alnum:]]+( [[:alnum:]]+){0,2}$' and term = lower(term) and char_length(term) <= 60),
  means text not null check (char_length(btrim(means)) between 2 and 120 and means !~ '[[:cntrl:]]'),
  means_words text[] generated always as (
    array_remove(regexp_split_to_array(lower(means), '[^[:alnum:]]+'), '')) stored,
  created_at timestamptz not null default now()
);

alter table public.chat_synonyms enable row level security;
revoke all on table public.chat_synonyms from anon, authenticated;
grant select, insert, update, delete on table public.chat_synonyms to authenticated;
create policy "Admins read the synonyms" on public.chat_synonyms for select to authenticated
  using ((select public.is_admin()));
create policy "Admins add synonyms" on public.chat_synonyms for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins edit synonyms" on public.chat_synonyms for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete synonyms" on public.chat_synonyms for delete to authenticated
  using ((select public.is_admin()));

-- Staff add or change a synonym: the term as customers type it (made lower case, apostrophes dropped,
-- spaces evened), and a meaning at least one of whose words the Q&A bank knows, or it would teach the
-- chat nothing. Refusals say what to change. Only admins (checked first: it runs as its owner, to ask
-- the matcher which words the bank knows).
create function public.set_chat_synonym(p_term text, p_means text)
returns public.chat_synonyms
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_term text := btrim(regexp_replace(translate(lower(coalesce(p_term, '')), '''’`', ''), '[^[:alnum:]]+', ' ', 'g'));
  v_means text := btrim(coalesce(p_means, ''));
  v_words text[] := array_remove(regexp_split_to_array(lower(v_means), '[^[:alnum:]]+'), '');
  saved public.chat_synonyms;
begin
  if not public.is_admin() then
    raise exception 'Only staff can change the synonyms.' using errcode = '42501';
  end if;
  if v_term = '' or v_term !~ '^[[:alnum:]]+( [[:alnum:]]+){0,2}$' or char_length(v_term) > 60 then
    raise exception 'Write the word or phrase customers use: one to three words.'
      using errcode = '22023', hint = 'term';
  end if;
  if char_length(v_means) < 2 or char_length(v_means) > 120 or v_means ~ '[[:cntrl:]]' then
    raise exception 'Write what it means in a few words (at most 120 characters).'
      using errcode = '22023', hint = 'means';
  end if;
  if cardinality(public.qna_unknown_words(v_words, 'en')) = cardinality(v_words) then
    raise exception 'None of the words of "%" is in the Q&A bank yet: use words its entries use, such as "mattress" or "price".', v_means
      using errcode = '22023', hint = 'means';
  end if;
  insert into public.chat_synonyms as s (term, means) values (v_term, v_means)
  on conflict (term) do update set means = excluded.means
  returning s.* into saved;
  return saved;
end $$;
revoke execute on function public.set_chat_synonym(text, text) from public, anon;
grant execute on function public.set_chat_synonym(text, text) to authenticated;

drop function public.chat_read(text, text[], text[], text[], text[], text);

-- chat_read() also reads the message with the meanings of the synonyms it uses.
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
  with said as (
    select ' ' || left(coalesce(asking, ''), 2000) || ' ' as asking
  ),
  synonyms as materialized (
    -- The staff's synonyms the message uses ("lazyboy" means "recliner"), with what they mean as words.
    select s.term, lower(s.means) as means, s.means_words,
      (select d.asking from said d) like '% ' || s.term || ' %' as in_asking
    from public.chat_synonyms s
    where s.term = any (phrases[1:400])
  ),
  meant as (
    -- Words read as if the message had said them, each once, after the message's own.
    select
      array(select distinct w from synonyms s, unnest(s.means_words) w where w <> all (words)) as all_words,
      array(select distinct w from synonyms s, unnest(s.means_words) w where s.in_asking) as asking_words,
      array(select s.means from synonyms s) as phrases
  ),
  unknown as materialized (
    -- A word of a term staff have explained is not unknown.
    select array(
      select u.word
      from unnest(public.qna_unknown_words(words || (select m.all_words from meant m), 'en'))
        with ordinality as u(word, n)
      where not exists (select 1 from synonyms s where u.word = any (string_to_array(s.term, ' ')))
      order by u.n) as list
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
    where c.name = any (phrases[1:400] || (select m.phrases from meant m))
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
      select a.word, 1000000 + a.n
      from unnest(asking_words[1:60] || (select m.asking_words from meant m)) with ordinality as a(word, n)
    ) w
    where length(w.word) > 1
    group by w.word
  ),
  topics as (
    select
      public.chat_topic(words || m.all_words, generic, vague, u.list) as message,
      case when asking_words is not null then
        public.chat_topic(array(select f.word from focus_words f order by f.n), generic, vague, u.list)
      end as focus,
      case when context_words is not null then
        public.chat_topic(context_words || m.all_words, context_generic, context_vague, u.list)
      end as context
    from unknown u, meant m
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
