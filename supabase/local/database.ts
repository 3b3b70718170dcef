import { PGlite, type Transaction } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { applyMigrations, readSchemaSources, schemaHash, type SchemaSources } from './migrate.ts';

export interface Database {
  pg: PGlite;
  /** Runs `fn` in one transaction as `role` with the JWT claims visible to auth.uid() and RLS. */
  asRole<T>(role: string, claims: object, fn: (tx: Transaction) => Promise<T>): Promise<T>;
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
  const pg = await PGlite.create(pgDir, { extensions: { pg_trgm, fuzzystrmatch } });
  if (!created) await applyMigrations(pg, sources, { seed: false, log });
  // The platform sets this per role on hosted Supabase; PGlite has a single session.
  await pg.exec(`set search_path = "$user", public, extensions`);
  return { db: wrap(pg), created };
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
  const pg = await PGlite.create(tmp, { extensions: { pg_trgm, fuzzystrmatch } });
  await applyMigrations(pg, sources, { seed: true, log });
  await pg.close();
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

function wrap(pg: PGlite): Database {
  return {
    pg,
    asRole: (role, claims, fn) =>
      pg.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
          role,
          JSON.stringify(claims),
        ]);
        return fn(tx);
      }),
    close: () => pg.close(),
  };
}
