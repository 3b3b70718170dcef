-- Of the places a message names, chat_read()'s `place` is first one that only one service-area entry
-- names: "My in-laws are snowbirds in Leisure World… Do you come out to that part of the East Valley?"
-- asks of Mesa (Leisure World), not of "east valley", which the entries for Mesa and Gilbert both name
-- and which had picked Gilbert by the alphabet. Then, as before, the one the part that asks names, then
-- the most specific (the longest name).
create or replace function public.chat_read(
  message text, words text[], generic text[], vague text[], phrases text[], asking text,
  asking_words text[] default null,
  context_words text[] default null, context_generic text[] default null, context_vague text[] default null,
  story_items boolean default true
)
returns jsonb
language sql
stable
set search_path = public, extensions
as $$
  with said as (
    select ' ' || left(coalesce(chat_read.asking, ''), 2000) || ' ' as padded
  ),
  synonyms as materialized (
    -- The staff's synonyms the message uses ("lazyboy" means "recliner"), with what they mean as words.
    select s.term, lower(s.means) as means, s.means_words,
      (select d.padded from said d) like '% ' || s.term || ' %' as in_asking
    from public.chat_synonyms s
    where s.term = any (chat_read.phrases[1:400])
  ),
  meant as (
    -- Words read as if the message had said them, each once, after the message's own. No column of a
    -- CTE here is named as an argument is: in SQL the column would win where both are in scope.
    select
      array(select distinct w from synonyms s, unnest(s.means_words) w where w <> all (chat_read.words))
        as all_words,
      array(select distinct w from synonyms s, unnest(s.means_words) w where s.in_asking) as asked_means,
      array(select s.means from synonyms s) as means
  ),
  own as (
    -- The words to rank by: the message's own less those of the synonyms' terms, then what the terms
    -- mean ("deep freezer" meaning "freezer" keeps "freezer"). The asking part's own words likewise.
    select
      o.said || array(select distinct w from synonyms s, unnest(s.means_words) w where w <> all (o.said))
        as ranked,
      o.asked
    from (
      select
        array(select w from unnest(chat_read.words) w
              where not exists (select 1 from synonyms s where w = any (string_to_array(s.term, ' '))))
          as said,
        array(select w from unnest(chat_read.asking_words[1:60]) w
              where not exists (select 1 from synonyms s where w = any (string_to_array(s.term, ' '))))
          as asked
    ) o
  ),
  unknown as materialized (
    -- A word of a term staff have explained is not unknown, nor the plural of one or of a catalogue
    -- name, which the message's phrases already read in the singular ("suitcases", "spas").
    select array(
      select u.word
      from unnest(public.qna_unknown_words(chat_read.words || (select m.all_words from meant m), 'en'))
        with ordinality as u(word, n),
        lateral (select array[u.word, regexp_replace(u.word, 'es$', ''), regexp_replace(u.word, 's$', '')]
                 as forms) f
      where not exists (select 1 from synonyms s where string_to_array(s.term, ' ') && f.forms)
        and not exists (select 1 from public.chat_items c where c.name = any (f.forms))
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
    where c.name = any (chat_read.phrases[1:400] || (select m.means from meant m))
  ),
  focus_words as (
    -- The catalogue things the story names outside the asking sentence (longest first), then the
    -- asking sentence's own words.
    select w.word, min(w.n) as n
    from (
      select x.word, i.k * 100 + x.m as n
      from (select i.name, row_number() over (order by length(i.name) desc, i.name) as k
            from items i
            where chat_read.story_items and position(i.name in (select s.padded from said s)) = 0) i,
        regexp_split_to_table(i.name, '[^[:alnum:]]+') with ordinality as x(word, m)
      union all
      select a.word, 1000000 + a.n
      from unnest((select o.asked from own o) || (select m.asked_means from meant m))
        with ordinality as a(word, n)
    ) w
    where length(w.word) > 1
    group by w.word
  ),
  topics as (
    select
      public.chat_topic(own.ranked, generic, vague, u.list) as message,
      case when chat_read.asking_words is not null then
        public.chat_topic(array(select f.word from focus_words f order by f.n), generic, vague, u.list)
      end as focus,
      case when context_words is not null then
        public.chat_topic(context_words || m.all_words, context_generic, context_vague, u.list)
      end as context
    from unknown u, meant m, own
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
      from said, public.qna_bank b join entries e on e.id = b.id, unnest(b.keywords) as k(keyword),
        lateral (select btrim(regexp_replace(lower(k.keyword), '[^[:alnum:]]+', ' ', 'g')) as phrase) p
      where b.category = 'Service area' and b.lang = 'en' and p.phrase = any (chat_read.phrases[1:400])
      order by
        not exists (
          select 1
          from public.qna_bank o, unnest(o.keywords) as ok(keyword)
          where o.category = 'Service area' and o.lang = 'en' and o.id <> b.id
            and btrim(regexp_replace(lower(ok.keyword), '[^[:alnum:]]+', ' ', 'g')) = p.phrase
        ) desc,
        said.padded like '% ' || p.phrase || ' %' desc, length(p.phrase) desc, b.question
      limit 1
    ),
    'refusal', (
      select e.entry
      from said, public.qna_bank b join entries e on e.id = b.id, unnest(b.keywords) as k(keyword),
        lateral (select btrim(regexp_replace(lower(k.keyword), '[^[:alnum:]]+', ' ', 'g')) as phrase) p
      where b.category = 'Not offered' and b.lang = 'en' and p.phrase <> ''
        and (said.padded like '% ' || p.phrase || ' %' or said.padded like '% ' || p.phrase || 's %')
      order by length(p.phrase) desc, b.question
      limit 1
    )
  )
$$;
