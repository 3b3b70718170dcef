-- Issue 27: a chat turn within 60 ms. match_qna() and qna_unknown_words() used to rebuild, on every
-- question, what only changes when staff edit an entry: each entry's words as the stemmer reads them,
-- the spellings it knows, and the words of its question, phrasings and catalogue names (about 700
-- to_tsvector() calls and 5,000 spellings per question). These tables hold them, kept per entry by a
-- trigger; the two functions read them and score exactly as before.

-- Each entry's words (lexemes); `strong` when its question, phrasings, catalogue names or keywords hold
-- the word, not only its answer.
create table public.qna_lexemes (
  entry_id uuid not null references public.qna_bank (id) on delete cascade,
  lang text not null,
  lexeme text not null,
  strong boolean not null,
  primary key (entry_id, lexeme)
);
create index qna_lexemes_lang_idx on public.qna_lexemes (lang, lexeme);

-- Each word as an entry spells it (for typos: "matress" is a slip of "mattress").
create table public.qna_spellings (
  entry_id uuid not null references public.qna_bank (id) on delete cascade,
  lang text not null,
  word text not null,
  primary key (entry_id, word)
);
create index qna_spellings_lang_idx on public.qna_spellings (lang, left(word, 1), length(word));
create index qna_spellings_word_idx on public.qna_spellings (word);

-- The words of an entry's question (text 0), of each phrasing and of each catalogue name, with how many
-- words that text has.
create table public.qna_texts (
  entry_id uuid not null references public.qna_bank (id) on delete cascade,
  lang text not null,
  text_no integer not null,
  lexeme text not null,
  size integer not null,
  primary key (entry_id, text_no, lexeme)
);
create index qna_texts_lang_idx on public.qna_texts (lang, lexeme);

-- The trigrams of each entry's text (trigram_text), for a cheap bound on its trigram likeness.
create table public.qna_trigrams (
  entry_id uuid not null references public.qna_bank (id) on delete cascade,
  lang text not null,
  trigram text not null,
  primary key (entry_id, trigram)
);
create index qna_trigrams_lang_idx on public.qna_trigrams (lang, trigram);

-- Only the matcher reads them (as service_role); RLS with no policy keeps everyone else out.
alter table public.qna_lexemes enable row level security;
alter table public.qna_spellings enable row level security;
alter table public.qna_texts enable row level security;
alter table public.qna_trigrams enable row level security;
revoke all on table public.qna_lexemes, public.qna_spellings, public.qna_texts, public.qna_trigrams
  from anon, authenticated;

-- Rebuilds one entry's rows from the entry as it is now (none when it is gone).
create function public.qna_reindex(p_entry uuid)
returns void language plpgsql security definer set search_path = '' as $$
begin
  delete from public.qna_lexemes where entry_id = p_entry;
  delete from public.qna_spellings where entry_id = p_entry;
  delete from public.qna_texts where entry_id = p_entry;
  delete from public.qna_trigrams where entry_id = p_entry;
  insert into public.qna_lexemes (entry_id, lang, lexeme, strong)
  select b.id, b.lang, s.lexeme, 'A' = any (s.weights) or 'B' = any (s.weights)
  from public.qna_bank b, unnest(b.search) as s
  where b.id = p_entry;
  insert into public.qna_spellings (entry_id, lang, word)
  select distinct b.id, b.lang, w.word
  from public.qna_bank b, unnest(b.spelled) as w(word)
  where b.id = p_entry and w.word <> '';
  insert into public.qna_texts (entry_id, lang, text_no, lexeme, size)
  select b.id, b.lang, t.n, l.lexeme, cardinality(t.lexemes)
  from public.qna_bank b,
    lateral (select x.n, tsvector_to_array(to_tsvector(public.qna_config(b.lang), x.text)) as lexemes
             from unnest(array[b.question] || b.phrasings || b.items) with ordinality as x(text, n)) t,
    unnest(t.lexemes) as l(lexeme)
  where b.id = p_entry;
  insert into public.qna_trigrams (entry_id, lang, trigram)
  select distinct b.id, b.lang, t.trigram
  from public.qna_bank b, unnest(extensions.show_trgm(b.trigram_text)) as t(trigram)
  where b.id = p_entry;
end $$;
revoke execute on function public.qna_reindex(uuid) from public, anon, authenticated;

create function public.qna_reindex_entry()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform public.qna_reindex(case when tg_op = 'DELETE' then old.id else new.id end);
  return null;
end $$;
revoke execute on function public.qna_reindex_entry() from public, anon, authenticated;
-- After the row is written, so its generated columns (search, spelled) are there to read.
create trigger qna_bank_reindex after insert or update or delete on public.qna_bank
  for each row execute function public.qna_reindex_entry();

select public.qna_reindex(id) from public.qna_bank;

create or replace function public.qna_unknown_words(words text[], p_lang text default 'en')
returns text[]
language sql
stable
set search_path = public, extensions
as $$
  with input as (
    select w.word, w.n, tsvector_to_array(to_tsvector((select public.qna_config(p_lang)), w.word)) as lexemes
    from unnest(words[1:60]) with ordinality as w(word, n)
  ),
  unheard as (
    select i.* from input i
    where cardinality(i.lexemes) > 0
      and not exists (select 1 from public.qna_lexemes v where v.lang = p_lang and v.lexeme = any (i.lexemes))
  )
  select coalesce(array_agg(i.word order by i.n), '{}')
  from unheard i
  -- Nor a slip of a known spelling: slips rarely change the first letter or the length by more than two.
  where not exists (
    select 1
    from (select distinct s.word from public.qna_spellings s
          where s.lang = p_lang and left(s.word, 1) = left(i.word, 1)
            and length(s.word) between greatest(length(i.word) - 2, 5) and length(i.word) + 2) s
    -- Every slip is within two edits: that cheap test first spares most calls of the exact rule.
    where levenshtein_less_equal(i.word, s.word, 2) <= 2 and public.qna_near_spelling(i.word, s.word))
$$;

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
  question_trigrams as (
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

-- The catalogue refreshes each entry's names once per statement, not once per name: seeding 250 names
-- rebuilt the same entries' index hundreds of times.
drop trigger chat_items_refresh_entry on public.chat_items;
drop function public.qna_items_refresh();

create function public.qna_items_refresh(p_entries uuid[])
returns void language sql security definer set search_path = '' as $$
  update public.qna_bank b
  set items = coalesce((select array_agg(c.name order by c.name) from public.chat_items c where c.entry_id = b.id), '{}')
  where b.id = any (p_entries)
$$;
revoke execute on function public.qna_items_refresh(uuid[]) from public, anon, authenticated;

create function public.qna_items_changed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform public.qna_items_refresh(array(select distinct n.entry_id from added n));
  elsif tg_op = 'DELETE' then
    perform public.qna_items_refresh(array(select distinct o.entry_id from removed o));
  else
    perform public.qna_items_refresh(array(
      select n.entry_id from added n union select o.entry_id from removed o));
  end if;
  return null;
end $$;
revoke execute on function public.qna_items_changed() from public, anon, authenticated;
create trigger chat_items_added after insert on public.chat_items
  referencing new table as added for each statement execute function public.qna_items_changed();
create trigger chat_items_removed after delete on public.chat_items
  referencing old table as removed for each statement execute function public.qna_items_changed();
create trigger chat_items_moved after update on public.chat_items
  referencing new table as added old table as removed
  for each statement execute function public.qna_items_changed();
