import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url).pathname;
const migrations = join(here, '..', 'migrations');

// DESIGN.md: the local gateway emulates the platform only. App rules (sweeps, content checks, the first
// admin) live in migrations, functions and scripts/, so hosted Supabase, which runs none of this
// folder, does what local does.
describe('supabase/local', () => {
  it('names no table the migrations create', async () => {
    const tables = new Set<string>();
    for (const file of await readdir(migrations))
      for (const [, name] of (await readFile(join(migrations, file), 'utf8')).matchAll(
        /create table (?:if not exists )?public\.(\w+)/g,
      ))
        tables.add(name!);
    expect(tables.size).toBeGreaterThan(10);
    const named: string[] = [];
    for (const file of (await readdir(here)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = await readFile(join(here, file), 'utf8');
      for (const table of tables)
        if (new RegExp(`\\b${table}\\b`).test(text)) named.push(`${file}: ${table}`);
    }
    expect(named).toEqual([]);
  });
});
