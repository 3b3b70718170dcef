import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../supabase/local/database.ts';
import { repoRoot } from '../../supabase/local/gateway.ts';
import { MIGRATION_ROLE, runAsMigration } from '../../supabase/local/migrate.ts';

// The local platform's auth helpers behave as hosted Supabase's do, so a policy or function that
// works here works there: no claims is NULL, and a single claim setting is read first.
let db: Database;
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'platform-'));
  ({ db } = await openDatabase({ dataDir: dir, snapshotDir: join(repoRoot, '.data', 'cache') }));
}, 120_000);
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const helpers = async (settings: Record<string, string>) =>
  db.pg.transaction(async (tx) => {
    for (const [name, value] of Object.entries(settings))
      await tx.query('select set_config($1, $2, true)', [name, value]);
    return (
      await tx.query<{ jwt: unknown; uid: string | null; role: string | null }>(
        'select auth.jwt() as jwt, auth.uid()::text as uid, auth.role() as role',
      )
    ).rows[0];
  });

describe('auth.jwt(), auth.uid() and auth.role()', () => {
  const sub = '3f6c1a52-8f0e-4c1d-9a7b-2d5e6f708192';

  it('are NULL when the request carries no claims', async () => {
    expect(await helpers({})).toEqual({ jwt: null, uid: null, role: null });
  });

  it('read the claims object', async () => {
    const claims = { sub, role: 'authenticated' };
    expect(await helpers({ 'request.jwt.claims': JSON.stringify(claims) })).toEqual({
      jwt: claims,
      uid: sub,
      role: 'authenticated',
    });
  });

  it('read a single claim setting before the claims object', async () => {
    const other = '00000000-0000-4000-8000-000000000001';
    const result = await helpers({
      'request.jwt.claims': JSON.stringify({ sub: other, role: 'anon' }),
      'request.jwt.claim.sub': sub,
      'request.jwt.claim.role': 'authenticated',
    });
    expect(result).toMatchObject({ uid: sub, role: 'authenticated' });
  });
});

// Migrations run as hosted runs them (supabase db push as `postgres`): not as a superuser, with the
// extensions schema on the search path, unable to change the tables the platform's services own.
describe('migrations run as hosted runs them', () => {
  const refusal = (sql: string) =>
    db.pg
      .transaction(async (tx) => {
        await runAsMigration(tx, sql);
        throw new Error('applied');
      })
      .then(
        () => 'applied',
        (error: Error) => error.message,
      );

  it('as a role that is not a superuser but bypasses RLS, which owns what the migrations made', async () => {
    const { rows } = await db.pg.query<{ super: boolean; bypass: boolean; owner: string }>(
      `select r.rolsuper as super, r.rolbypassrls as bypass, c.relowner::regrole::text as owner
         from pg_class c join pg_roles r on r.oid = c.relowner where c.oid = 'public.quote_requests'::regclass`,
    );
    expect(rows).toEqual([{ super: false, bypass: true, owner: MIGRATION_ROLE }]);
    const inside = await db.pg.transaction(async (tx) => {
      await runAsMigration(
        tx,
        'create temp table whoami as select current_user::text as who, current_setting($$search_path$$) as path',
      );
      return (await tx.query<{ who: string; path: string }>('select * from whoami')).rows[0];
    });
    expect(inside).toEqual({ who: MIGRATION_ROLE, path: '"$user", public, extensions' });
  });

  it('refuses to alter, index or drop storage and auth tables, as hosted does', async () => {
    expect(await refusal('alter table storage.objects add column note text')).toMatch(
      /must be owner of table storage\.objects/,
    );
    expect(await refusal('create index on storage.objects (created_at)')).toMatch(/must be owner of index/);
    expect(await refusal('alter table auth.users enable row level security')).toMatch(
      /must be owner of table auth\.users/,
    );
    expect(await refusal('drop table storage.buckets cascade')).toMatch(
      /must be owner of table storage\.buckets/,
    );
  });

  it('lets a migration add policies on storage objects and rows to the buckets table', async () => {
    expect(
      await refusal(
        `create policy "probe" on storage.objects for select to anon using (bucket_id = 'probe')`,
      ),
    ).toBe('applied');
    expect(await refusal(`insert into storage.buckets (id, name) values ('probe', 'probe')`)).toBe('applied');
    expect((await db.pg.query(`select 1 from storage.buckets where id = 'probe'`)).rows).toEqual([]);
  });

  it('cannot do what needs a superuser', async () => {
    expect(await refusal('create role probe superuser')).toMatch(/permission denied/i);
    expect(await refusal('alter role migrator superuser')).toMatch(/permission denied/i);
  });
});

describe('the API roles', () => {
  it('inherit, as hosted has them now, and the API connects as authenticator, which may become each', async () => {
    const { rows } = await db.pg.query<{ rolname: string; rolinherit: boolean }>(
      `select rolname, rolinherit from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
    );
    expect(rows.map((r) => r.rolinherit)).toEqual([true, true, true]);
    const members = await db.pg.query<{ role: string }>(
      `select m.roleid::regrole::text as role from pg_auth_members m
        where m.member = 'authenticator'::regrole order by 1`,
    );
    expect(members.rows.map((r) => r.role)).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('carry hosted’s statement timeouts as role settings', async () => {
    const { rows } = await db.pg.query<{ role: string; settings: string[] }>(
      `select r.rolname as role, s.setconfig as settings from pg_db_role_setting s
         join pg_roles r on r.oid = s.setrole
        where r.rolname in ('anon', 'authenticated', 'authenticator', 'service_role') order by 1`,
    );
    // service_role has none of its own: it gets the one of authenticator, the role the API logs in as.
    expect(rows).toEqual([
      { role: 'anon', settings: ['statement_timeout=3s'] },
      { role: 'authenticated', settings: ['statement_timeout=8s'] },
      { role: 'authenticator', settings: ['statement_timeout=8s'] },
    ]);
  });
});
