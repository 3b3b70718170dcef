import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../supabase/local/database.ts';
import { repoRoot } from '../../supabase/local/gateway.ts';

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
