import { createClient } from '@supabase/supabase-js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { durationMs, openDatabase } from '../../supabase/local/database.ts';
import { openThread } from '../../supabase/local/pglite-thread.ts';
import { repoRoot, startGateway, type Gateway } from '../../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../../supabase/local/keys.ts';

// Hosted Supabase gives `anon` a 3 s statement timeout (the migrations set it per role). PGlite ignores
// statement_timeout, so the local gateway enforces it: a slow statement fails alone with 57014, and
// everyone else keeps being answered. Its own gateway, on a data folder that holds a slow function
// callable by visitors (as a careless migration could add).
describe('a statement past its role time limit', () => {
  let dir: string;
  let local: Gateway;
  const snapshotDir = join(repoRoot, '.data', 'cache');
  const visitor = () =>
    createClient(local.url, local.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'statement-timeout-'));
    const { db } = await openDatabase({ dataDir: dir, snapshotDir });
    await db.pg.exec(`
      create table public.timeout_probe (note text);
      grant insert, select on public.timeout_probe to anon, service_role;
      insert into public.timeout_probe values ('kept');
      create function public.slow_probe(seconds float) returns int language sql as
        $$ insert into public.timeout_probe values ('lost'); select pg_sleep(seconds); select 1 $$;
      grant execute on function public.slow_probe(float) to anon, service_role;`);
    await db.close();
    local = await startGateway({
      port: 0,
      dataDir: dir,
      snapshotDir,
      jwtSecret: DEMO_JWT_SECRET,
      log: () => {},
    });
  }, 120_000);

  afterAll(async () => {
    await local?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is cancelled with 57014, loses its transaction, and the gateway keeps answering', async () => {
    const started = Date.now();
    const slow = visitor()
      .rpc('slow_probe', { seconds: 60 })
      .then((answer) => ({ ...answer, after: Date.now() - started }));
    // Another visitor's request arrives while the slow one runs, and is answered after it is stopped.
    await new Promise((wait) => setTimeout(wait, 500));
    const other = await visitor().from('arrival_windows').select('code').limit(1);
    const stopped = await slow;

    expect(stopped.error?.code).toBe('57014');
    expect(stopped.error?.message).toMatch(/statement timeout/);
    expect(stopped.status).toBe(500);
    expect(stopped.after).toBeGreaterThanOrEqual(3000);
    expect(stopped.after).toBeLessThan(8000);
    expect(other.error).toBeNull();
    expect(other.data).toHaveLength(1);
    // Answered once the database is open again (a second or two; more on a busy machine).
    expect(Date.now() - started).toBeLessThan(20_000);

    // What the cancelled statement wrote is rolled back; what was committed before stays.
    const { data, error } = await visitor().from('timeout_probe').select('note');
    expect(error).toBeNull();
    expect(data).toEqual([{ note: 'kept' }]);
  }, 30_000);

  it('holds the service role to the limit of authenticator, the role the API logs in as (8 s)', async () => {
    const service = createClient(local.url, local.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const started = Date.now();
    const { error } = await service.rpc('slow_probe', { seconds: 60 });
    expect(error?.code).toBe('57014');
    expect(Date.now() - started).toBeGreaterThanOrEqual(8000);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('lets a statement within the limit finish', async () => {
    const { data, error } = await visitor().rpc('slow_probe', { seconds: 0.2 });
    expect(error).toBeNull();
    expect(data).toBe(1);
    const { data: notes } = await visitor().from('timeout_probe').select('note').eq('note', 'lost');
    expect(notes).toHaveLength(1);
  }, 30_000);
});

describe('a role time setting', () => {
  it('reads as Postgres writes it', () => {
    expect(durationMs('3s')).toBe(3000);
    expect(durationMs('8000')).toBe(8000);
    expect(durationMs('250ms')).toBe(250);
    expect(durationMs('1min')).toBe(60_000);
    expect(durationMs('1500us')).toBe(1.5);
    expect(durationMs('soon')).toBeUndefined();
  });
});

describe('the database thread', () => {
  it('refuses calls after it is closed, at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'thread-closed-'));
    const { db } = await openDatabase({ dataDir: dir, snapshotDir: join(repoRoot, '.data', 'cache') });
    expect((await db.pg.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await Promise.all([db.close(), db.close()]);
    await expect(db.pg.query('select 1')).rejects.toThrow(/closed/);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('fails, rather than hangs or starts again, when the database cannot open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'thread-broken-'));
    const notADirectory = join(dir, 'pgdata');
    await writeFile(notADirectory, 'not a database');
    await expect(openThread(notADirectory, async () => {})).rejects.toThrow();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
});
