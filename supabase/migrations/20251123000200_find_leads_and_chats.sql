-- Staff reach every lead and every conversation, however many there are: the database counts,
-- searches and pages them (newest first, by keyset), under the tables' own RLS: these functions
-- run as the caller (security invoker), so a non-admin finds and counts nothing.

-- ---- Leads ----
-- What a search compares: the phone's digits (so any formatting finds it) and name + e-mail.
alter table public.quote_requests
  add column phone_digits text generated always as (regexp_replace(phone, '\D', '', 'g')) stored,
  add column search_text text generated always as (lower(name || ' ' || email)) stored;
create index quote_requests_phone_digits_idx on public.quote_requests
  using gin (phone_digits extensions.gin_trgm_ops);
create index quote_requests_search_text_idx on public.quote_requests
  using gin (search_text extensions.gin_trgm_ops);
-- Keyset paging, newest first, with and without a status filter.
create index quote_requests_page_idx on public.quote_requests (created_at desc, id desc);
create index quote_requests_status_page_idx on public.quote_requests (status, created_at desc, id desc);

-- How a search is answered: 'phone' (digits, a leading US 1 dropped), 'text' (name or e-mail, LIKE
-- wildcards escaped) or 'all' (no search). Written once, used by find_leads and count_leads.
create function public.lead_search(search text, out kind text, out pattern text)
language plpgsql immutable set search_path = '' as $$
declare
  q text := btrim(coalesce(search, ''));
  digits text := regexp_replace(q, '\D', '', 'g');
begin
  if q = '' then
    kind := 'all';
  elsif q ~ '^[0-9\s().+-]+$' and length(digits) >= 3 then
    if length(digits) = 11 and left(digits, 1) = '1' then digits := substr(digits, 2); end if;
    kind := 'phone';
    pattern := '%' || digits || '%';
  else
    kind := 'text';
    pattern := '%' || replace(replace(replace(lower(q), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
end $$;

create function public.find_leads(
  search text default '',
  only_status public.lead_status default null,
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 50
) returns setof public.quote_requests
language plpgsql stable security invoker set search_path = '' as $$
declare
  s record;
begin
  select * into s from public.lead_search(search);
  -- Dynamic SQL: each kind of search gets a plan that uses its own index.
  return query execute format(
    'select * from public.quote_requests r where %s
       and ($2::public.lead_status is null or r.status = $2)
       and ($3::timestamptz is null or (r.created_at, r.id) < ($3, coalesce($4, %L::uuid)))
     order by r.created_at desc, r.id desc limit $5',
    case s.kind when 'phone' then 'r.phone_digits like $1'
                when 'text' then 'r.search_text like $1'
                else '$1::text is null' end,
    'ffffffff-ffff-ffff-ffff-ffffffffffff')
  using s.pattern, only_status, before_created_at, before_id,
        least(greatest(coalesce(page_size, 50), 1), 200);
end $$;

create function public.count_leads(search text default '')
returns table (status public.lead_status, total bigint)
language plpgsql stable security invoker set search_path = '' as $$
declare
  s record;
begin
  select * into s from public.lead_search(search);
  return query execute format(
    'select r.status, count(*) from public.quote_requests r where %s group by r.status',
    case s.kind when 'phone' then 'r.phone_digits like $1'
                when 'text' then 'r.search_text like $1'
                else '$1::text is null' end)
  using s.pattern;
end $$;

revoke execute on function public.lead_search(text), public.find_leads(text, public.lead_status, timestamptz, uuid, integer),
  public.count_leads(text) from public, anon;
grant execute on function public.lead_search(text), public.find_leads(text, public.lead_status, timestamptz, uuid, integer),
  public.count_leads(text) to authenticated;

-- ---- Conversations ----
-- A word in any message finds its conversation (English stemming: "sofas" finds "sofa").
create index chat_messages_words_idx on public.chat_messages
  using gin (to_tsvector('english', content));
create index chat_conversations_page_idx on public.chat_conversations (started_at desc, id desc);

create function public.find_conversations(
  search text default '',
  unanswered_only boolean default false,
  before_started_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 20
) returns setof public.chat_conversations
language plpgsql stable security invoker set search_path = '' as $$
begin
  -- The matching messages come from the word index first; then the newest of their conversations.
  return query execute format(
    'select c.* from public.chat_conversations c
     where ($1 or c.unanswered > 0)
       and ($2::timestamptz is null or (c.started_at, c.id) < ($2, coalesce($3, %L::uuid)))
       %s
     order by c.started_at desc, c.id desc limit $5',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    case when coalesce(btrim(search), '') = '' then ''
         else 'and c.id in (select m.conversation_id from public.chat_messages m
                where to_tsvector(''english'', m.content) @@ websearch_to_tsquery(''english'', $4))' end)
  using not coalesce(unanswered_only, false), before_started_at, before_id, search,
        least(greatest(coalesce(page_size, 20), 1), 100);
end $$;
revoke execute on function public.find_conversations(text, boolean, timestamptz, uuid, integer) from public, anon;
grant execute on function public.find_conversations(text, boolean, timestamptz, uuid, integer) to authenticated;
