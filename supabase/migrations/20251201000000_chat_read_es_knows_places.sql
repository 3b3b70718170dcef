-- Issue 27: a Spanish question that names a place ("vivo en Ahwatukee, ¿llegan hasta allá?") is held
-- against the service area as an English one is. The places and their neighbourhoods are written once,
-- as keywords of the English service-area entries; chat_read_es() now also returns `place`: the Spanish
-- service-area entry that answers for the place said (the area we serve, or "No, no trabajamos fuera
-- del Valle" for a town the English entries say we do not go to), or null when the message names none.
create or replace function public.chat_read_es(
  message text, topic text, asking text default null, asking_topic text default null
)
returns jsonb
language sql
stable
set search_path = public, extensions
as $$
  with said as (
    select ' ' || btrim(regexp_replace(lower(chat_read_es.message), '[^[:alnum:]]+', ' ', 'g')) || ' ' as padded
  ),
  place_en as (
    select b.answer like 'No,%' as away
    from said, public.qna_bank b, unnest(b.keywords) as k(keyword),
      lateral (select btrim(regexp_replace(lower(k.keyword), '[^[:alnum:]]+', ' ', 'g')) as phrase) p
    where b.category = 'Service area' and b.lang = 'en' and p.phrase <> ''
      -- Said as a place, after a preposition ("en Mesa", "hasta Peoria"), not as a thing ("una mesa",
      -- "una casa grande", "es el paso").
      and said.padded ~ (' (en|a|hasta|desde|por|para|cerca de) ' || p.phrase || ' ')
    order by length(p.phrase) desc, b.question
    limit 1
  )
  select jsonb_build_object(
    'matches', coalesce(
      (select jsonb_agg(jsonb_build_object('id', m.id, 'question', m.question, 'answer', m.answer,
          'category', m.category, 'keywords', m.keywords, 'score', m.score, 'coverage', m.coverage)
        order by m.n)
       from public.match_qna(chat_read_es.message, 3, chat_read_es.topic, 'es')
         with ordinality as m(id, question, answer, category, keywords, score, coverage, n)),
      '[]'::jsonb),
    'focus', case when chat_read_es.asking is null then null else coalesce(
      (select jsonb_agg(jsonb_build_object('id', f.id, 'question', f.question, 'answer', f.answer,
          'category', f.category, 'keywords', f.keywords, 'score', f.score, 'coverage', f.coverage)
        order by f.n)
       from public.match_qna(chat_read_es.asking, 3, chat_read_es.asking_topic, 'es')
         with ordinality as f(id, question, answer, category, keywords, score, coverage, n)),
      '[]'::jsonb) end,
    'place', (
      select jsonb_build_object('id', b.id, 'question', b.question, 'answer', b.answer,
          'category', b.category, 'keywords', b.keywords, 'score', 1, 'coverage', 1)
      from place_en, public.qna_bank b
      where b.category = 'Service area' and b.lang = 'es' and (b.answer like 'No,%') = place_en.away
      order by b.question
      limit 1
    )
  )
$$;
revoke execute on function public.chat_read_es(text, text, text, text) from public, anon, authenticated;
grant execute on function public.chat_read_es(text, text, text, text) to service_role;
