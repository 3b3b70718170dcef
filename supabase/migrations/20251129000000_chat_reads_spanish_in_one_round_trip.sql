-- Issue 27: a Spanish story with its question at the end ("…son tres recámaras con muebles. ¿Más o
-- menos cuánto cobran por un trabajo así?") is read whole and by the sentence that asks, as an English
-- one is (chat_read's `focus`), in one round trip: two match_qna() calls from the function would make a
-- Spanish turn four. `focus` is null when no asking sentence is passed.
create function public.chat_read_es(
  message text, topic text, asking text default null, asking_topic text default null
)
returns jsonb
language sql
stable
set search_path = public, extensions
as $$
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
      '[]'::jsonb) end
  )
$$;
revoke execute on function public.chat_read_es(text, text, text, text) from public, anon, authenticated;
grant execute on function public.chat_read_es(text, text, text, text) to service_role;
