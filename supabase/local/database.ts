import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { applyMigrations, readSchemaSources, schemaHash, type SchemaSources } from './migrate.ts';
import { openThread, type Sql, type SqlDatabase } from './pglite-thread.ts';

export interface Database {
  pg: SqlDatabase;
  /**
   * Runs `fn` in one transaction as `role` with the JWT claims visible to auth.uid() and RLS, each
   * statement within the role's statement_timeout, or authenticator's for a role without one (hosted:
   * anon 3 s, authenticated 8 s, service_role 8 s).
   */
  asRole<T>(role: string, claims: object, fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  /** Where migrated+seeded snapshots are cached, keyed by a hash of the schema sources. */
  snapshotDir?: string;
  log?: (line: string) => void;
}

export interface OpenResult {
  db: Database;
  created: boolean;
}

/**
 * Opens (or creates) the database in `<dataDir>/pgdata`. A fresh database is copied from a cached,
 * cleanly closed data directory of platform + migrations + seed when one matches the current sources:
 * initdb is the slow part (4-14 s here), and a plain directory copy measured faster than loading a
 * dumpDataDir() tarball. Without a match the cache entry is built first.
 */
export async function openDatabase({
  dataDir,
  snapshotDir,
  log = () => {},
}: OpenOptions): Promise<OpenResult> {
  const pgDir = join(dataDir, 'pgdata');
  const created = !existsSync(join(pgDir, 'PG_VERSION'));
  await mkdir(dataDir, { recursive: true });
  const sources = await readSchemaSources();
  if (created) {
    const snapshot = join(snapshotDir ?? join(dataDir, '.snapshot'), `pgdata-${schemaHash(sources)}`);
    if (!existsSync(join(snapshot, 'PG_VERSION'))) await buildSnapshot(snapshot, sources, log);
    await rm(pgDir, { recursive: true, force: true });
    await cp(snapshot, pgDir, { recursive: true });
  }
  // The platform sets this per role on hosted Supabase; PGlite has a single session, set again
  // whenever its thread is started again.
  const pg = await openThread(
    pgDir,
    async (sql) => {
      await sql.exec(`set search_path = "$user", public, extensions`);
    },
    log,
  );
  try {
    if (!created) await applyMigrations(pg, sources, { seed: false, log });
    return { db: wrap(pg, await statementTimeouts(pg, log)), created };
  } catch (error) {
    await pg.close();
    throw error;
  }
}

/** The role the API logs in as: its time limit holds for a role with none of its own (service_role). */
const API_LOGIN_ROLE = 'authenticator';

/** Each API role's statement_timeout in milliseconds, as the migrations set it for hosted Supabase. */
async function statementTimeouts(pg: Sql, log: (line: string) => void): Promise<Map<string, number>> {
  const { rows } = await pg.query<{ role: string; value: string }>(
    `select r.rolname as role, split_part(c, '=', 2) as value
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
      where s.setdatabase = 0 and c like 'statement_timeout=%'`,
  );
  const limits = new Map<string, number>();
  for (const { role, value } of rows) {
    const ms = durationMs(value);
    if (ms === undefined) log(`statement_timeout of ${role} is unreadable (${value}): not enforced locally`);
    else limits.set(role, ms);
  }
  return limits;
}

const UNIT_MS: Record<string, number> = {
  '': 1,
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A Postgres time setting ("3s", "500ms", "1min", "8000") in milliseconds (0: no limit), or undefined. */
export function durationMs(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  return match ? Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? 1) : undefined;
}

async function buildSnapshot(
  dir: string,
  sources: SchemaSources,
  log: (line: string) => void,
): Promise<void> {
  // Built aside and renamed, so a concurrent reader never copies half a database.
  const tmp = `${dir}.${process.pid}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(dirname(dir), { recursive: true });
  const pg = await openThread(tmp, async () => {}, log);
  try {
    await applyMigrations(pg, sources, { seed: true, log });
  } finally {
    await pg.close();
  }
  await rename(tmp, dir).catch(async (error: unknown) => {
    if (!existsSync(join(dir, 'PG_VERSION'))) throw error;
    await rm(tmp, { recursive: true, force: true });
  });
  // Snapshots of older schema versions are dead weight (~40 MB each).
  const stale = (await readdir(dirname(dir))).filter(
    (name) => /^pgdata-[0-9a-f]+$/.test(name) && join(dirname(dir), name) !== dir,
  );
  await Promise.all(stale.map((name) => rm(join(dirname(dir), name), { recursive: true, force: true })));
}

function wrap(pg: SqlDatabase, timeouts: Map<string, number>): Database {
  return {
    pg,
    asRole: (role, claims, fn) =>
      pg.transaction(
        async (tx) => {
          await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
            role,
            JSON.stringify(claims),
          ]);
          return fn(tx);
        },
        timeouts.get(role) ?? timeouts.get(API_LOGIN_ROLE),
      ),
    close: () => pg.close(),
  };
}
