-- The chat assistant's question-and-answer bank, searched by match_qna().
create table public.qna_bank (
  id uuid primary key default gen_random_uuid(),
  question text not null check (char_length(btrim(question)) between 3 and 500),
  answer text not null check (char_length(btrim(answer)) between 1 and 4000),
  category text check (category is null or char_length(category) <= 100),
  -- Nullable: the admin form may send null for "no keywords".
  keywords text[] default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- array_to_string() is only STABLE, so generated columns need this IMMUTABLE wrapper (safe for text[]).
create function public.qna_keywords_text(keywords text[])
returns text language sql immutable parallel safe set search_path = '' as $$
  select coalesce(array_to_string(keywords, ' '), '')
$$;

alter table public.qna_bank
  add column search tsvector generated always as (
    setweight(to_tsvector('english', question), 'A')
    || setweight(to_tsvector('english', public.qna_keywords_text(keywords)), 'B')
    || setweight(to_tsvector('english', answer), 'C')
  ) stored,
  add column trigram_text text generated always as (
    lower(question || ' ' || public.qna_keywords_text(keywords))
  ) stored;

create index qna_bank_search_idx on public.qna_bank using gin (search);
create index qna_bank_trigram_idx on public.qna_bank using gin (trigram_text extensions.gin_trgm_ops);
create index qna_bank_created_at_idx on public.qna_bank (created_at desc);

create function public.touch_updated_at()
returns trigger language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger qna_bank_touch before update on public.qna_bank
  for each row execute function public.touch_updated_at();

-- Ranks the bank for a visitor's free-text question: the share of the question's words (weighted by
-- rarity) found in an entry's question and keywords (fully) or answer (a third), plus trigram
-- similarity, so paraphrases match without every word and typos ("matress") still count.
create function public.match_qna(query text, match_count integer default 3)
returns table (id uuid, question text, answer text, category text, keywords text[], score real)
language sql
stable
set search_path = public, extensions
as $$
  with input as (
    select lower(left(coalesce(query, ''), 500)) as text
  ),
  lexemes as (
    select distinct l.lexeme,
      (quote_literal(l.lexeme) || ':AB')::tsquery as in_question,
      (quote_literal(l.lexeme) || ':C')::tsquery as in_answer
    from input, unnest(tsvector_to_array(to_tsvector('english', input.text))) as l(lexeme)
    -- Verbs of asking carry no topic ("can I get…", "I need…"); 'get' would pull in "get a quote".
    where l.lexeme not in ('get', 'need', 'want', 'like', 'pleas', 'would', 'could', 'tell', 'know', 'also', 'guy')
  ),
  frequency as (
    -- How many entries use each word in their question or keywords.
    select l.*, (select count(*) from public.qna_bank b where b.search @@ l.in_question) as exact
    from lexemes l
  ),
  weighted as (
    -- Inverse document frequency: rare words say more about the question. A word no entry uses may
    -- be a typo ("matress"), so it is weighed by the entries it resembles (trigrams); a word that
    -- resembles nothing gets a small weight so it neither helps nor sinks a match.
    select f.*, f.exact = 0 and length(f.lexeme) >= 4 as fuzzy,
      case when f.exact > 0 then ln(1 + total.n::float / f.exact)
           else coalesce(ln(1 + total.n::float / nullif(
             (select count(*) from public.qna_bank b where length(f.lexeme) >= 4 and word_similarity(f.lexeme, b.trigram_text) >= 0.6), 0)), 0.6)
      end as idf
    from frequency f cross join (select count(*) as n from public.qna_bank) total
  ),
  coverage as (
    -- Share of the question's weight found in an entry: in its question or keywords counts fully,
    -- only in its answer a third, a near-miss spelling by its similarity.
    select b.id,
      sum(w.idf * case
        when b.search @@ w.in_question then 1.0
        when b.search @@ w.in_answer then 0.33
        when w.fuzzy then (select case when s >= 0.6 then s else 0 end from word_similarity(w.lexeme, b.trigram_text) s)
        else 0 end) / nullif((select sum(idf) from weighted), 0) as fts
    from public.qna_bank b cross join weighted w
    group by b.id
  ),
  scored as (
    select b.id, b.question, b.answer, b.category, b.keywords,
      (coalesce(c.fts, 0) * 0.8 + 0.35 * word_similarity(input.text, b.trigram_text))::real as score
    from public.qna_bank b
    cross join input
    left join coverage c on c.id = b.id
  )
  select * from scored where score > 0.15
  order by score desc, question
  limit least(greatest(coalesce(match_count, 3), 1), 20)
$$;
revoke execute on function public.match_qna(text, integer) from public, anon, authenticated;
grant execute on function public.match_qna(text, integer) to service_role;

alter table public.qna_bank enable row level security;
revoke all on table public.qna_bank from anon, authenticated;
grant select, insert, update, delete on table public.qna_bank to authenticated;

create policy "Admins read the Q&A bank" on public.qna_bank for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins add Q&A" on public.qna_bank for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins edit Q&A" on public.qna_bank for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins delete Q&A" on public.qna_bank for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
