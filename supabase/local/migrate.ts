import type { Sql, SqlDatabase } from './pglite-thread.ts';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface SchemaSources {
  platform: string;
  migrations: { version: string; name: string; sql: string }[];
  seed: string;
}

export async function readSchemaSources(): Promise<SchemaSources> {
  const dir = join(supabaseDir, 'migrations');
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const migrations = await Promise.all(
    files.map(async (file) => {
      const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
  return {
    platform: await readFile(join(supabaseDir, 'local', 'platform.sql'), 'utf8'),
    migrations,
    seed: await readFile(join(supabaseDir, 'seed.sql'), 'utf8'),
  };
}

export function schemaHash(sources: SchemaSources): string {
  const hash = createHash('sha256').update(sources.platform).update(sources.seed);
  for (const m of sources.migrations) hash.update(m.version).update(m.sql);
  return hash.digest('hex').slice(0, 16);
}

/** The role that plays hosted's `postgres` (platform.sql): migrations and the seed run as it. */
export const MIGRATION_ROLE = 'migrator';

/**
 * Runs SQL as `supabase db push` runs a migration on hosted Supabase: as a role that is not a
 * superuser, with the extensions schema on the search path. Back to the platform's role afterwards.
 */
export async function runAsMigration(tx: Sql, sql: string): Promise<void> {
  await tx.exec(`set local role ${MIGRATION_ROLE}; set local search_path = "$user", public, extensions;`);
  await tx.exec(sql);
  await tx.exec('reset role; reset search_path;');
}

/**
 * Applies the platform bootstrap (first time), then every migration not yet recorded in
 * supabase_migrations.schema_migrations (as the Supabase CLI records them), then the seed on creation.
 */
export async function applyMigrations(
  pg: SqlDatabase,
  sources: SchemaSources,
  { seed, log }: { seed: boolean; log: (line: string) => void },
): Promise<void> {
  const hasPlatform = await pg.query(`select to_regclass('supabase_migrations.schema_migrations') as t`);
  if (!(hasPlatform.rows[0] as { t: string | null }).t) await pg.exec(sources.platform);
  const applied = new Set(
    (
      await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  // A data folder made before the platform had the role keeps working, migrating as before.
  const hasRole =
    (await pg.query(`select 1 from pg_roles where rolname = $1`, [MIGRATION_ROLE])).rows.length > 0;
  if (!hasRole) log(`this data folder predates the ${MIGRATION_ROLE} role: migrating as the superuser`);
  const run = (tx: Sql, sql: string) =>
    hasRole ? runAsMigration(tx, sql) : tx.exec(sql).then(() => undefined);
  let changed = seed;
  for (const m of sources.migrations) {
    if (applied.has(m.version)) continue;
    changed = true;
    await pg.transaction(async (tx) => {
      await run(tx, m.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ]);
    });
    log(`applied migration ${m.version}_${m.name}`);
  }
  if (seed) {
    await pg.transaction((tx) => run(tx, sources.seed));
    log('applied seed.sql');
  }
  // PGlite runs no autovacuum: without this the planner knows no table sizes, and rows that migrations
  // and the seed rewrote stay in the indexes (the chat's matching ran twice as slow).
  if (changed) await pg.exec('vacuum analyze');
}
