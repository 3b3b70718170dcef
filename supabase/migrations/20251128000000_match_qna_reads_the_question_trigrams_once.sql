-- Issue 27: a chat turn within 60 ms on long messages. In match_qna() the CTE question_trigrams is
-- read once, so Postgres inlined it, and likeness_bound's max(q.n) called show_trgm() on the whole
-- topic again for each of the thousands of trigram rows it joins: 73 of the 90 ms a 26-word message
-- took (EXPLAIN ANALYZE on PGlite). Materialized, the trigrams are computed once; the function returns
-- the same rows (chat_read() byte-identical on 1,065 questions of four sets) in about 16 ms.
create or replace function public.match_qna(
  query text, match_count integer default 3, topic text default null, p_lang text default 'en'
)
returns table (id uuid, question text, answer text, category text, keywords text[], score real, coverage real)
language sql
stable
set search_path = public, extensions
as $$
  with bank as materialized (
    -- The entries in the question's language, read once.
    select q.id, q.question, q.answer, q.category, q.keywords, q.trigram_text
    from public.qna_bank q where q.lang = p_lang
  ),
  input as (
    select lower(left(coalesce(topic, query, ''), 500)) as topic
  ),
  lexemes as materialized (
    -- Each word of the question once, as the stemmer reads it and as it was typed (for typos).
    select distinct on (l.lexeme) l.lexeme, w.word
    from input, regexp_split_to_table(input.topic, '[^[:alnum:]]+') as w(word),
      unnest(tsvector_to_array(to_tsvector((select public.qna_config(p_lang)), w.word))) as l(lexeme)
    where l.lexeme not in ('get', 'need', 'want', 'like', 'pleas', 'would', 'could', 'tell', 'know', 'also', 'guy')
    order by l.lexeme, w.word
  ),
  slips as (
    -- The entries' spellings a typed word may be a slip of ("matress", "aplliances").
    select l.lexeme, k.word
    from lexemes l
    cross join lateral (
      select distinct s.word from public.qna_spellings s
      where s.lang = p_lang and left(s.word, 1) = left(l.word, 1)
        and length(s.word) between length(l.word) - 2 and length(l.word) + 2
    ) k
    where length(l.word) >= 5 and levenshtein_less_equal(l.word, k.word, 2) <= 2
      and public.qna_near_spelling(l.word, k.word)
  ),
  near as (
    select distinct n.lexeme, s.entry_id as id
    from slips n join public.qna_spellings s on s.lang = p_lang and s.word = n.word
  ),
  hits as (
    select x.lexeme, x.entry_id as id, x.strong
    from lexemes l join public.qna_lexemes x on x.lang = p_lang and x.lexeme = l.lexeme
  ),
  matched as materialized (
    -- How fully each entry holds each word: in its question, phrasings or keywords (1); as a near
    -- spelling of a word there (0.9); or only in its answer (a third). Entries without it are left out.
    select x.lexeme, x.id, max(x.weight) as weight
    from (
      select h.lexeme, h.id, case when h.strong then 1.0 else 0.33 end as weight from hits h
      union all
      select n.lexeme, n.id, 0.9 from near n
    ) x
    group by x.lexeme, x.id
  ),
  held as (
    select l.lexeme, count(m.id) as entries
    from lexemes l left join matched m on m.lexeme = l.lexeme and m.weight >= 0.9
    group by l.lexeme
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
  focus as (
    -- How much of the closest of the entry's question, phrasings and catalogue names the question
    -- says: "whats ur hours" is all of "What are your business hours?" but a seventh of "Do you offer
    -- emergency or after-hours junk removal?".
    select s.id, max(s.share) as share
    from (
      select t.entry_id as id, count(*)::float / t.size as share
      from lexemes l join public.qna_texts t on t.lang = p_lang and t.lexeme = l.lexeme
      group by t.entry_id, t.text_no, t.size
    ) s
    group by s.id
  ),
  question_trigrams as materialized (
    select t.trigrams, greatest(cardinality(t.trigrams), 1) as n
    from input, lateral (select extensions.show_trgm(input.topic) as trigrams) t
  ),
  likeness_bound as (
    -- The trigram likeness (word_similarity) never exceeds the share of the question's trigrams that
    -- the entry's text holds anywhere.
    select t.entry_id as id, count(*)::float / max(q.n) as bound
    from question_trigrams q join public.qna_trigrams t on t.lang = p_lang and t.trigram = any (q.trigrams)
    group by t.entry_id
  ),
  partial as materialized (
    select b.id, b.question, b.answer, b.category, b.keywords, b.trigram_text,
      coalesce(c.fts, 0) * 0.7 + coalesce(f.share, 0) * 0.25 as base,
      coalesce(l.bound, 0) as bound,
      coalesce(c.fts, 0)::real as coverage
    from bank b
    left join coverage c on c.id = b.id
    left join focus f on f.id = b.id
    left join likeness_bound l on l.id = b.id
  ),
  cut as (
    -- Comparing the question with an entry's long text is the slow part. An entry whose score cannot
    -- reach the best few even at its bound cannot be among them, so it is not compared.
    select coalesce(min(k.base), 0) as least
    from (select p.base from partial p order by p.base desc
          limit least(greatest(coalesce(match_count, 3), 1), 20)) k
  ),
  scored as (
    select p.id, p.question, p.answer, p.category, p.keywords,
      (p.base + case when p.bound > 0 then 0.3 * word_similarity(input.topic, p.trigram_text) else 0 end)::real
        as score,
      p.coverage
    from partial p cross join input cross join cut
    where p.base + 0.3 * p.bound >= cut.least
  )
  select * from scored where score > 0.15
  order by score desc, question
  limit least(greatest(coalesce(match_count, 3), 1), 20)
$$;
