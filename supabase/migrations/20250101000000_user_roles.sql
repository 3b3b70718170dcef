-- Roles of signed-in staff. Nobody grants themselves a role: only service_role writes here
-- (`npm run admin -- grant <email>`).
create extension if not exists pg_trgm with schema extensions;

-- 'user' grants nothing; it lets staff be listed before they are trusted with 'admin'.
create type public.app_role as enum ('admin', 'user');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

-- SECURITY DEFINER so policies can ask "is this user an admin?" without granting read on user_roles
-- (and without recursing into user_roles' own policy).
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles where user_id = _user_id and role = _role)
$$;
revoke execute on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

alter table public.user_roles enable row level security;
revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;

create policy "Users read their own roles; admins read all"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or public.has_role((select auth.uid()), 'admin'));
