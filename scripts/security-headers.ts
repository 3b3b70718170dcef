import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Whether a URL points at this machine (a local preview, the local gateway), not the live site. */
export const isLocalUrl = (url: string) =>
  /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);
/** Two years, subdomains included: what the HSTS preload list asks for. */
export const HSTS = 'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload';

/**
 * The site's _headers for the Supabase project it talks to: its origin (and websocket origin) in the
 * CSP, and nothing else; a production build (a Supabase URL that is not local) also gets HSTS, so the
 * live CSP never lets pages reach a developer's machine.
 */
export function renderHeaders(template: string, supabaseUrl: string): string {
  const origin = new URL(supabaseUrl).origin;
  const ws = origin.replace(/^http/, 'ws');
  const headers = template.replaceAll('{{supabase-ws}}', ws).replaceAll('{{supabase}}', origin);
  if (isLocalUrl(origin)) return headers;
  return headers.replace(/^(\/\*\n)/m, `$1  ${HSTS}\n`);
}

/** Rewrites dist/_headers (copied from public/) once the build has written it. */
export function securityHeaders(supabaseUrl: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const file = join(outDir, '_headers');
      await writeFile(file, renderHeaders(await readFile(file, 'utf8'), supabaseUrl));
    },
  };
}
