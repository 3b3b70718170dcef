-- Issue 27: the chat knows what customers call the things they want gone (an item catalogue staff can
-- extend), answers Spanish from Spanish entries, and says plainly what the company does not do (entries
-- of their own, seeded). Matching reads each entry together with its catalogue names.

-- The language an entry is written in; matching reads a question only against entries in its language.
alter table public.qna_bank
  add column lang text not null default 'en' check (lang in ('en', 'es')),
  -- The entry's names in the item catalogue (public.chat_items), kept by its trigger.
  add column items text[] not null default '{}';

-- The text search configuration for a language: Spanish stems and stop words for Spanish entries.
create function public.qna_config(lang text)
returns regconfig language sql immutable parallel safe set search_path = '' as $$
  select case when lang = 'es' then 'pg_catalog.spanish'::regconfig else 'pg_catalog.english'::regconfig end
$$;

-- Generated columns cannot change their expression on every Postgres Supabase runs: rebuild them.
alter table public.qna_bank drop column search, drop column trigram_text, drop column spelled;
alter table public.qna_bank
  add column search tsvector generated always as (
    setweight(to_tsvector(public.qna_config(lang), question), 'A')
    || setweight(to_tsvector(public.qna_config(lang), public.qna_keywords_text(phrasings)), 'A')
    || setweight(to_tsvector(public.qna_config(lang), public.qna_keywords_text(items)), 'A')
    || setweight(to_tsvector(public.qna_config(lang), public.qna_keywords_text(keywords)), 'B')
    || setweight(to_tsvector(public.qna_config(lang), answer), 'C')
  ) stored,
  add column trigram_text text generated always as (
    lower(question || ' ' || public.qna_keywords_text(keywords) || ' ' || public.qna_keywords_text(phrasings)
      || ' ' || public.qna_keywords_text(items))
  ) stored,
  add column spelled text[] generated always as (
    regexp_split_to_array(lower(question || ' ' || public.qna_keywords_text(keywords) || ' '
      || public.qna_keywords_text(phrasings) || ' ' || public.qna_keywords_text(items)), '[^a-z0-9]+')
  ) stored;
create index qna_bank_search_idx on public.qna_bank using gin (search);
create index qna_bank_lang_idx on public.qna_bank (lang);

-- The item catalogue: what customers call a thing ("chest freezer", "armoire", "ipad"), each mapped to
-- the entry that answers for it (taken, not taken, or a service of ours). A page can list it too.
create table public.chat_items (
  name text primary key
    check (name = lower(btrim(name)) and char_length(name) between 2 and 60 and name !~ '[[:cntrl:]]'),
  entry_id uuid not null references public.qna_bank (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index chat_items_entry_idx on public.chat_items (entry_id);

alter table public.chat_items enable row level security;
revoke all on table public.chat_items from anon, authenticated;
grant select, insert, update, delete on table public.chat_items to authenticated;
create policy "Admins read the catalogue" on public.chat_items for select to authenticated
  using ((select public.is_admin()));
create policy "Admins add to the catalogue" on public.chat_items for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins edit the catalogue" on public.chat_items for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete from the catalogue" on public.chat_items for delete to authenticated
  using ((select public.is_admin()));

-- Each entry carries its catalogue names (kept by the trigger below), and matching reads them as ways
-- of asking for it ("also asked as"): in its text, its words and its spellings.
create function public.qna_items_refresh()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.qna_bank b
  set items = coalesce((select array_agg(c.name order by c.name) from public.chat_items c where c.entry_id = b.id), '{}')
  where b.id in (
    select (case when tg_op = 'DELETE' then null else new.entry_id end)
    union select (case when tg_op = 'INSERT' then null else old.entry_id end));
  return null;
end $$;
revoke execute on function public.qna_items_refresh() from public, anon, authenticated;
create trigger chat_items_refresh_entry after insert or update or delete on public.chat_items
  for each row execute function public.qna_items_refresh();

drop function public.qna_unknown_words(text[]);
drop function public.match_qna(text, integer, text);

create function public.qna_unknown_words(words text[], p_lang text default 'en')
returns text[]
language sql
stable
set search_path = public, extensions
as $$
  with bank as materialized (
    select * from public.qna_bank q where q.lang = p_lang
  ),
  input as (
    select w.word, w.n, tsvector_to_array(to_tsvector((select public.qna_config(p_lang)), w.word)) as lexemes
    from unnest(words[1:60]) with ordinality as w(word, n)
  ),
  vocabulary as (
    select distinct v.lexeme from bank b, unnest(tsvector_to_array(b.search)) as v(lexeme)
  ),
  spellings as (
    select distinct w.word from bank b, unnest(b.spelled) as w(word) where length(w.word) >= 5
  )
  select coalesce(array_agg(i.word order by i.n), '{}')
  from input i
  where cardinality(i.lexemes) > 0
    and not exists (select 1 from vocabulary v where v.lexeme = any (i.lexemes))
    -- Slips rarely change the first letter or the length by more than two: check only those words.
    and not exists (
      select 1 from spellings s
      where left(s.word, 1) = left(i.word, 1) and abs(length(s.word) - length(i.word)) <= 2
        and public.qna_near_spelling(i.word, s.word))
$$;
revoke execute on function public.qna_unknown_words(text[], text) from public, anon, authenticated;
grant execute on function public.qna_unknown_words(text[], text) to service_role;

-- As before, read against the entries of one language with their catalogue names.
create function public.match_qna(
  query text, match_count integer default 3, topic text default null, p_lang text default 'en'
)
returns table (id uuid, question text, answer text, category text, keywords text[], score real, coverage real)
language sql
stable
set search_path = public, extensions
as $$
  with bank as materialized (
    -- The entries in the question's language, read once.
    select * from public.qna_bank q where q.lang = p_lang
  ),
  input as (
    select lower(left(coalesce(topic, query, ''), 500)) as topic
  ),
  lexemes as (
    -- Each word of the question once, as the stemmer reads it and as it was typed (for typos).
    select distinct on (l.lexeme) l.lexeme, w.word,
      (quote_literal(l.lexeme) || ':AB')::tsquery as in_question,
      (quote_literal(l.lexeme) || ':C')::tsquery as in_answer
    from input, regexp_split_to_table(input.topic, '[^[:alnum:]]+') as w(word),
      unnest(tsvector_to_array(to_tsvector((select public.qna_config(p_lang)), w.word))) as l(lexeme)
    where l.lexeme not in ('get', 'need', 'want', 'like', 'pleas', 'would', 'could', 'tell', 'know', 'also', 'guy')
    order by l.lexeme, w.word
  ),
  near as (
    -- Entries holding a near spelling of a word the question typed ("matress", "aplliances").
    select distinct n.lexeme, b.id
    from (
      select l.lexeme, s.word
      from lexemes l, (select distinct w.word from bank b, unnest(b.spelled) as w(word)) s
      where length(l.word) >= 5 and left(s.word, 1) = left(l.word, 1)
        and abs(length(s.word) - length(l.word)) <= 2 and public.qna_near_spelling(l.word, s.word)
    ) n
    join bank b on b.spelled @> array[n.word]
  ),
  matched as (
    -- How fully each entry holds each word: in its question, phrasings or keywords; as a near
    -- spelling of a word there; or only in its answer (a third).
    select l.lexeme, b.id,
      case when b.search @@ l.in_question then 1.0
           when exists (select 1 from near n where n.lexeme = l.lexeme and n.id = b.id) then 0.9
           when b.search @@ l.in_answer then 0.33
           else 0 end as weight
    from lexemes l cross join bank b
  ),
  held as (
    select l.lexeme, (select count(*) from matched m where m.lexeme = l.lexeme and m.weight >= 0.9) as entries
    from lexemes l
  ),
  weighted as (
    -- Rare words say more about the question (inverse document frequency). A word no entry holds
    -- weighs as much as the question's known words do on average, so it counts against every entry:
    -- "the weather in Scottsdale" is not about Scottsdale, "north Phoenix by Deer Valley" still is.
    select h.lexeme,
      case when h.entries > 0 then ln(1 + total.n::float / h.entries)
           else coalesce((select avg(ln(1 + total.n::float / k.entries)) from held k where k.entries > 0),
                         ln(1 + total.n::float)) end as idf
    from held h cross join (select count(*) as n from bank) total
  ),
  coverage as (
    select m.id, sum(w.idf * m.weight) / nullif((select sum(idf) from weighted), 0) as fts
    from matched m join weighted w using (lexeme)
    group by m.id
  ),
  texts as (
    -- The entry's question and each of its phrasings, each as its set of words.
    select b.id, tsvector_to_array(to_tsvector((select public.qna_config(p_lang)), t.text)) as lexemes
    from bank b, unnest(array[b.question] || b.phrasings || b.items) as t(text)
  ),
  focus as (
    -- How much of the closest of those the question says: "whats ur hours" is all of "What are your
    -- business hours?" but a seventh of "Do you offer emergency or after-hours junk removal?".
    select t.id, max(
      (select count(*) from unnest(t.lexemes) as x(lexeme) where x.lexeme in (select lexeme from lexemes))::float
      / greatest(cardinality(t.lexemes), 1)) as share
    from texts t
    group by t.id
  ),
  scored as (
    select b.id, b.question, b.answer, b.category, b.keywords,
      (coalesce(c.fts, 0) * 0.7 + coalesce(f.share, 0) * 0.25
        + 0.3 * word_similarity(input.topic, b.trigram_text))::real as score,
      coalesce(c.fts, 0)::real as coverage
    from bank b
    cross join input
    left join coverage c on c.id = b.id
    left join focus f on f.id = b.id
  )
  select * from scored where score > 0.15
  order by score desc, question
  limit least(greatest(coalesce(match_count, 3), 1), 20)
$$;
revoke execute on function public.match_qna(text, integer, text, text) from public, anon, authenticated;
grant execute on function public.match_qna(text, integer, text, text) to service_role;

-- What the chat reads off an English message, in one round trip:
-- - `unknown`: the words no entry knows (see qna_unknown_words);
-- - `matches`: match_qna() on the message's topic, read as the chat reads it: its words less the
--   `generic` ones no entry knows, and less the `vague` ones unless they are all there is;
-- - `items`: the catalogue names among `phrases` (the message's runs of one to three words, plurals
--   also made singular: "old stoves" gives "stove"), longest first, each with the entry that answers
--   for it (as match_qna() returns entries);
-- - `place`: the service-area entry for the most specific place the message names ("las sendas"
--   before "mesa" before "area"), from the entries' keywords, or null;
-- - `refusal`: the entry for something we do not do (category 'Not offered') whose own words the asking
--   sentence uses ("do you buy…", "window washing"), the longest such words first.
-- `asking` comes as the chat reads it: lower case, words separated by single spaces.
create function public.chat_read(
  message text, words text[], generic text[], vague text[], phrases text[], asking text
)
returns jsonb
language sql
stable
set search_path = public, extensions
as $$
  with unknown as (
    select public.qna_unknown_words(words, 'en') as list
  ),
  kept as (
    select u.word, u.n, u.word = any (vague) as vague
    from unknown, unnest(words[1:60]) with ordinality as u(word, n)
    where not (u.word = any (unknown.list) and u.word = any (generic))
  ),
  topic as (
    select coalesce(
      (select string_agg(word, ' ' order by n) from kept where not vague),
      (select string_agg(word, ' ' order by n) from kept),
      '') as text
  ),
  said as (
    select ' ' || left(coalesce(asking, ''), 2000) || ' ' as asking
  )
  select jsonb_build_object(
    'unknown', to_jsonb((select list from unknown)),
    'matches', coalesce(
      (select jsonb_agg(to_jsonb(m)) from topic, public.match_qna(message, 4, topic.text, 'en') as m),
      '[]'::jsonb),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object('name', c.name, 'entry', jsonb_build_object('id', b.id,
        'question', b.question, 'answer', b.answer, 'category', b.category, 'keywords', b.keywords,
        'score', 1, 'coverage', 1))
                       order by length(c.name) desc)
      from public.chat_items c join public.qna_bank b on b.id = c.entry_id
      where c.name = any (phrases[1:400]) and b.lang = 'en'
    ), '[]'::jsonb),
    'place', (
      select jsonb_build_object('id', b.id, 'question', b.question, 'answer', b.answer,
        'category', b.category, 'keywords', b.keywords, 'score', 1, 'coverage', 1)
      from public.qna_bank b, unnest(b.keywords) as k(keyword),
        lateral (select btrim(regexp_replace(lower(k.keyword), '[^[:alnum:]]+', ' ', 'g')) as phrase) p
      where b.category = 'Service area' and b.lang = 'en' and p.phrase = any (phrases[1:400])
      order by length(p.phrase) desc, b.question
      limit 1
    ),
    'refusal', (
      select jsonb_build_object('id', b.id, 'question', b.question, 'answer', b.answer,
        'category', b.category, 'keywords', b.keywords, 'score', 1, 'coverage', 1)
      from said, public.qna_bank b, unnest(b.keywords) as k(keyword),
        lateral (select btrim(regexp_replace(lower(k.keyword), '[^[:alnum:]]+', ' ', 'g')) as phrase) p
      where b.category = 'Not offered' and b.lang = 'en' and p.phrase <> ''
        and (said.asking like '% ' || p.phrase || ' %' or said.asking like '% ' || p.phrase || 's %')
      order by length(p.phrase) desc, b.question
      limit 1
    )
  )
$$;
revoke execute on function public.chat_read(text, text[], text[], text[], text[], text) from public, anon, authenticated;
grant execute on function public.chat_read(text, text[], text[], text[], text[], text) to service_role;

-- Staff set the catalogue names of one entry from its Q&A form: the names not listed are removed, new
-- ones added (trimmed, lower case). A name that belongs to another entry is refused, naming that entry,
-- and nothing changes. RLS applies (security invoker): only admins change the catalogue.
create function public.set_qna_items(p_entry uuid, p_names text[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  wanted text[] := array(
    select distinct lower(btrim(n)) from unnest(coalesce(p_names, '{}')) as n where btrim(n) <> '');
  taken text;
begin
  if not public.is_admin() then
    raise exception 'Only staff can change the item catalogue.' using errcode = '42501';
  end if;
  if cardinality(wanted) > 200 then
    raise exception 'An entry can have at most 200 catalogue names.' using errcode = '22023';
  end if;
  select string_agg(format('"%s" (under "%s")', c.name, b.question), ', ' order by c.name) into taken
  from public.chat_items c join public.qna_bank b on b.id = c.entry_id
  where c.name = any (wanted) and c.entry_id <> p_entry;
  if taken is not null then
    raise exception 'Already in the catalogue for another entry: %.', taken using errcode = '23505';
  end if;
  delete from public.chat_items where entry_id = p_entry and name <> all (wanted);
  insert into public.chat_items (name, entry_id)
  select n, p_entry from unnest(wanted) as n
  on conflict (name) do nothing;
end $$;
revoke execute on function public.set_qna_items(uuid, text[]) from public, anon;
grant execute on function public.set_qna_items(uuid, text[]) to authenticated;
