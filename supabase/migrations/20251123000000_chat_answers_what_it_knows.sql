-- The chat answers only what the bank covers, and staff see what it could not answer.

-- "Also asked as": other ways customers put an entry's question, used by matching like the question.
alter table public.qna_bank
  add column phrasings text[] not null default '{}'
    check (cardinality(phrasings) <= 40 and char_length(array_to_string(phrasings, ' ')) <= 8000);

-- Generated columns cannot change their expression on every Postgres Supabase runs: rebuild them.
alter table public.qna_bank drop column search, drop column trigram_text;
alter table public.qna_bank
  add column search tsvector generated always as (
    setweight(to_tsvector('english', question), 'A')
    || setweight(to_tsvector('english', public.qna_keywords_text(phrasings)), 'A')
    || setweight(to_tsvector('english', public.qna_keywords_text(keywords)), 'B')
    || setweight(to_tsvector('english', answer), 'C')
  ) stored,
  add column trigram_text text generated always as (
    lower(question || ' ' || public.qna_keywords_text(keywords) || ' ' || public.qna_keywords_text(phrasings))
  ) stored,
  -- The words of the question, keywords and phrasings as written, for telling typos from new words.
  add column spelled text[] generated always as (
    regexp_split_to_array(lower(question || ' ' || public.qna_keywords_text(keywords) || ' '
      || public.qna_keywords_text(phrasings)), '[^a-z0-9]+')
  ) stored;
create index qna_bank_search_idx on public.qna_bank using gin (search);
create index qna_bank_trigram_idx on public.qna_bank using gin (trigram_text extensions.gin_trgm_ops);

create extension if not exists fuzzystrmatch with schema extensions;

-- Whether `typed` may be a typo of `known`. Short words are too close to each other to guess ("pest"
-- is not "pets", "hell" is not "help"), so the longer the word, the more slips it may have: five
-- letters one missing or extra, six to eight one slip or two swapped letters ("recylce"), nine or
-- more two slips ("aplliances").
create function public.qna_near_spelling(typed text, known text)
returns boolean
language sql
immutable
parallel safe
set search_path = public, extensions
as $$
  select case
    when length(typed) <= 4 then false
    when length(typed) = 5 then length(known) <> 5 and levenshtein_less_equal(typed, known, 1) <= 1
    when length(typed) <= 8 then levenshtein_less_equal(typed, known, 2) <= 1
      or (length(typed) = length(known) and levenshtein_less_equal(typed, known, 2) = 2
          and array(select unnest(string_to_array(typed, null)) order by 1)
            = array(select unnest(string_to_array(known, null)) order by 1))
    else levenshtein_less_equal(typed, known, 2) <= 2
  end
$$;

-- The words of a question that no entry knows: in no entry's question, phrasings, keywords or answer,
-- and no near spelling of a word there (a typo such as "matress" or "recylce" is known; "piano" is
-- not). Stop words ("the", "do") have no lexeme and are never unknown. Returned as typed, in order.
create function public.qna_unknown_words(words text[])
returns text[]
language sql
stable
set search_path = public, extensions
as $$
  with input as (
    select w.word, w.n, tsvector_to_array(to_tsvector('english', w.word)) as lexemes
    from unnest(words[1:60]) with ordinality as w(word, n)
  ),
  vocabulary as (
    select distinct v.lexeme from public.qna_bank b, unnest(tsvector_to_array(b.search)) as v(lexeme)
  ),
  spellings as (
    select distinct w.word from public.qna_bank b, unnest(b.spelled) as w(word) where length(w.word) >= 5
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
revoke execute on function public.qna_unknown_words(text[]) from public, anon, authenticated;
grant execute on function public.qna_unknown_words(text[]) to service_role;

-- As before, plus `coverage`: the share of the question's words (weighted by rarity) that the entry
-- itself covers. `topic` is the question without its filler words ("whats ur hours" → "hours"), as
-- the chatbot reads it; without it, the query is read whole.
drop function public.match_qna(text, integer);
create function public.match_qna(query text, match_count integer default 3, topic text default null)
returns table (id uuid, question text, answer text, category text, keywords text[], score real, coverage real)
language sql
stable
set search_path = public, extensions
as $$
  with input as (
    select lower(left(coalesce(topic, query, ''), 500)) as topic
  ),
  lexemes as (
    -- Each word of the question once, as the stemmer reads it and as it was typed (for typos).
    select distinct on (l.lexeme) l.lexeme, w.word,
      (quote_literal(l.lexeme) || ':AB')::tsquery as in_question,
      (quote_literal(l.lexeme) || ':C')::tsquery as in_answer
    from input, regexp_split_to_table(input.topic, '[^[:alnum:]]+') as w(word),
      unnest(tsvector_to_array(to_tsvector('english', w.word))) as l(lexeme)
    where l.lexeme not in ('get', 'need', 'want', 'like', 'pleas', 'would', 'could', 'tell', 'know', 'also', 'guy')
    order by l.lexeme, w.word
  ),
  near as (
    -- Entries holding a near spelling of a word the question typed ("matress", "aplliances").
    select distinct n.lexeme, b.id
    from (
      select l.lexeme, s.word
      from lexemes l, (select distinct w.word from public.qna_bank b, unnest(b.spelled) as w(word)) s
      where length(l.word) >= 5 and left(s.word, 1) = left(l.word, 1)
        and abs(length(s.word) - length(l.word)) <= 2 and public.qna_near_spelling(l.word, s.word)
    ) n
    join public.qna_bank b on b.spelled @> array[n.word]
  ),
  matched as (
    -- How fully each entry holds each word: in its question, phrasings or keywords; as a near
    -- spelling of a word there; or only in its answer (a third).
    select l.lexeme, b.id,
      case when b.search @@ l.in_question then 1.0
           when exists (select 1 from near n where n.lexeme = l.lexeme and n.id = b.id) then 0.9
           when b.search @@ l.in_answer then 0.33
           else 0 end as weight
    from lexemes l cross join public.qna_bank b
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
    from held h cross join (select count(*) as n from public.qna_bank) total
  ),
  coverage as (
    select m.id, sum(w.idf * m.weight) / nullif((select sum(idf) from weighted), 0) as fts
    from matched m join weighted w using (lexeme)
    group by m.id
  ),
  texts as (
    -- The entry's question and each of its phrasings, each as its set of words.
    select b.id, tsvector_to_array(to_tsvector('english', t.text)) as lexemes
    from public.qna_bank b, unnest(array[b.question] || b.phrasings) as t(text)
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
    from public.qna_bank b
    cross join input
    left join coverage c on c.id = b.id
    left join focus f on f.id = b.id
  )
  select * from scored where score > 0.15
  order by score desc, question
  limit least(greatest(coalesce(match_count, 3), 1), 20)
$$;
revoke execute on function public.match_qna(text, integer, text) from public, anon, authenticated;
grant execute on function public.match_qna(text, integer, text) to service_role;

-- A visitor's question the assistant could not answer is marked, and its conversation counts them,
-- so staff can list just those conversations.
alter table public.chat_messages add column unanswered boolean not null default false;
alter table public.chat_conversations add column unanswered integer not null default 0;
create index chat_conversations_unanswered_idx on public.chat_conversations (started_at desc)
  where unanswered > 0;

create function public.count_unanswered()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.chat_conversations set unanswered = unanswered + 1 where id = new.conversation_id;
  return new;
end $$;
revoke execute on function public.count_unanswered() from public, anon, authenticated;
create trigger chat_messages_count_unanswered after insert on public.chat_messages
  for each row when (new.unanswered) execute function public.count_unanswered();
