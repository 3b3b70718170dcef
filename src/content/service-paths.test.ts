import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servicePaths } from './services.ts';

const source = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return source(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('service paths', () => {
  it('are written once, in services.ts; everything else refers to them by key', () => {
    const written: string[] = [];
    for (const file of source('src')) {
      const text = readFileSync(file, 'utf8');
      for (const path of Object.values(servicePaths)) {
        if (new RegExp(`['"\`]${path}['"\`#/]`).test(text)) written.push(`${file}: ${path}`);
      }
    }
    expect(written.filter((w) => !w.startsWith(join('src', 'content', 'services.ts')))).toEqual([]);
    expect(written).toHaveLength(Object.keys(servicePaths).length);
  });
});
