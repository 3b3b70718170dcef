-- What the hosted Supabase platform (and `supabase start`) provides before any migration runs.
-- The gateway applies this once to a fresh PGlite database so the same migrations run here and in production.
-- It runs as PGlite's superuser, which plays the platform's own admin. Migrations and the seed run as
-- `migrator` (migrate.ts), which plays hosted's `postgres`: not a superuser, so what would fail on deploy
-- fails here too.
do $$
begin
  -- The API roles, as hosted has them today: they inherit, and the API connects as `authenticator`,
  -- which may switch to each of them. Hosted cancels their statements after 3 s (anon) and 8 s
  -- (authenticated), and a role with no limit of its own (service_role) gets authenticator's 8 s;
  -- the gateway enforces the same (database.ts).
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator noinherit nologin; end if;
  -- Hosted's postgres: may create roles and databases and bypasses RLS, but is no superuser.
  if not exists (select from pg_roles where rolname = 'migrator') then
    create role migrator nologin nosuperuser createrole createdb bypassrls;
  end if;
  -- The owners of the auth and storage schemas' tables (hosted: the Auth and Storage services).
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin nologin; end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin nologin; end if;
  execute format('grant create on database %I to migrator', current_database());
end $$;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
grant anon, authenticated, service_role to authenticator;
-- Hosted lets postgres change the API roles' settings (its documented way to change their timeouts).
grant anon, authenticated, service_role to migrator with admin option;

create schema if not exists extensions;
grant usage, create on schema extensions to migrator;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage, create on schema public to migrator;
grant usage on schema public to anon, authenticated, service_role;
-- What postgres creates in public is the API's: as hosted sets it for its postgres role.
alter default privileges for role migrator in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role migrator in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role migrator in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create table auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

-- As on hosted Supabase: no claims means NULL (not an empty object), and a single claim set on its
-- own (request.jwt.claim.sub, .role) is read before the claims object.
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
create function auth.uid() returns uuid language sql stable as $$
  select nullif(coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), auth.jwt() ->> 'sub'), '')::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), auth.jwt() ->> 'role')
$$;

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create function storage.foldername(name text) returns text[] language sql immutable as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;
create function storage.filename(name text) returns text language sql immutable as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;
create function storage.extension(name text) returns text language sql immutable as $$
  select case when storage.filename(name) like '%.%' then regexp_replace(storage.filename(name), '^.*\.', '') else '' end
$$;

-- Ownership as hosted: the services own their tables; postgres may read and write them and create
-- policies on them (hosted grants that through its supautils extension), but may not alter, index or
-- drop them. Locally, postgres's membership in the owners lets it create a policy, and the event
-- trigger below refuses every other change a migration makes to them, with hosted's message.
do $$
declare t record;
begin
  for t in select schemaname, tablename from pg_tables where schemaname in ('auth', 'storage') loop
    execute format('alter table %I.%I owner to %I', t.schemaname, t.tablename,
      case t.schemaname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
end $$;
alter schema auth owner to supabase_auth_admin;
alter schema storage owner to supabase_storage_admin;
grant usage on schema auth, storage to migrator;
grant all on all tables in schema auth, storage to migrator;
grant all on all sequences in schema auth to migrator;
grant supabase_auth_admin, supabase_storage_admin to migrator;

create schema if not exists supabase_platform;
create function supabase_platform.refuse_service_ddl() returns event_trigger language plpgsql as $$
declare
  c record;
begin
  if current_user <> 'migrator' then
    return;
  end if;
  for c in select * from pg_event_trigger_ddl_commands() loop
    if c.schema_name in ('auth', 'storage')
       and c.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY') then
      raise exception 'must be owner of % %', c.object_type, c.object_identity using errcode = '42501';
    end if;
  end loop;
end $$;
create event trigger refuse_service_ddl on ddl_command_end execute function supabase_platform.refuse_service_ddl();
create function supabase_platform.refuse_service_drop() returns event_trigger language plpgsql as $$
declare
  d record;
begin
  if current_user <> 'migrator' then
    return;
  end if;
  for d in select * from pg_event_trigger_dropped_objects() loop
    if d.schema_name in ('auth', 'storage') and d.object_type <> 'policy' then
      raise exception 'must be owner of % %', d.object_type, d.object_identity using errcode = '42501';
    end if;
  end loop;
end $$;
create event trigger refuse_service_drop on sql_drop execute function supabase_platform.refuse_service_drop();

create schema if not exists supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
