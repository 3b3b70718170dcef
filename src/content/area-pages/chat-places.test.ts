import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityPaths, loadCityContent } from './by-path.ts';

const cityPages = await Promise.all(cityPaths.map(async (path) => (await loadCityContent(path))!));

// The chat's bank (supabase/seed.sql) names every district and neighbourhood the city pages list,
// so "im in north phoenix by deer valley" finds Phoenix. The functions cannot import src/: this keeps
// the two copies equal.
describe('the chat knows every place the city pages name', () => {
  const seed = readFileSync('supabase/seed.sql', 'utf8').toLowerCase();
  for (const page of cityPages) {
    it(page.city, () => {
      const names = page.districts.flatMap((d) => [d.name, ...d.neighborhoods]);
      expect(names.filter((n) => !seed.includes(`'${n.toLowerCase().replace(/'/g, "''")}'`))).toEqual([]);
    });
  }
});
