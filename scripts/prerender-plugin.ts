import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { criticalCss } from './critical-css.ts';
import { starterScript } from './deferred-start.ts';

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;

interface PageInfo {
  path: string;
  kind: string;
  indexable: boolean;
}

interface ServerEntry {
  render(url: string, manifest: unknown): Promise<{ status: number; html: string }>;
  pages: readonly PageInfo[];
}

/** A page family's chunk, by the template module that router.tsx lazy-loads for each kind. */
const templateOf: Record<string, string> = {
  home: 'src/pages/home-page.tsx',
  'main-service': 'src/pages/service-page.tsx',
  service: 'src/pages/service-page.tsx',
  overview: 'src/pages/area-page.tsx',
  city: 'src/pages/area-page.tsx',
  neighbourhood: 'src/pages/neighbourhood-page.tsx',
  'blog-list': 'src/pages/blog-list-page.tsx',
  'blog-post': 'src/pages/blog-post-page.tsx',
  auth: 'src/pages/auth-page.tsx',
  admin: 'src/pages/admin-page.tsx',
  'image-tool': 'src/pages/image-tool-page.tsx',
  share: 'src/pages/send-photos-page.tsx',
  booking: 'src/pages/booking-page.tsx',
};

/** Static imports of a chunk, transitively: what must be preloaded with it. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function assetsOf(manifest: ViteManifest, key: string, exclude: Set<string> = new Set()) {
  const keys = [...closure(manifest, key)].filter((k) => !exclude.has(k));
  return {
    keys,
    preloads: keys.map((k) => '/' + manifest[k]!.file),
    css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map((f) => '/' + f),
  };
}

export function routerManifest(manifest: ViteManifest, pages: readonly PageInfo[]) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('prerender: no entry chunk in the Vite manifest');
  // The entry imports React and the app in stages (src/main.tsx): preload those chunks with it,
  // so staging the work never turns into a request waterfall. Nothing is fetched before the first
  // paint: the page names no module, and one inline script starts them all after it (deferred-start.ts).
  const rootKeys = closure(manifest, entryKey);
  for (const key of manifest[entryKey]!.dynamicImports ?? []) closure(manifest, key, rootKeys);
  const rootFiles = [...rootKeys].filter((k) => k !== entryKey).map((k) => '/' + manifest[k]!.file);
  const routes: Record<string, { preloads: string[]; css: string[]; scripts?: { children: string }[] }> = {
    __root__: {
      preloads: [],
      css: [...new Set([...rootKeys].flatMap((k) => manifest[k]!.css ?? []))].map((f) => '/' + f),
      scripts: [{ children: starterScript('/' + manifest[entryKey]!.file, rootFiles) }],
    },
  };
  for (const page of pages) {
    const template = templateOf[page.kind];
    if (!template || !manifest[template]) throw new Error(`prerender: no chunk for ${page.kind}`);
    const { css } = assetsOf(manifest, template, rootKeys);
    routes[page.path] = { preloads: [], css };
  }
  return { routes };
}

/**
 * Inline scripts get a per-page Content-Security-Policy meta tag listing their hashes, so the
 * site-wide header policy can stay static while only these exact scripts may run.
 */
export function withScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(m[1] ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${[...hashes].join(' ')}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

async function writePage(outDir: string, urlPath: string, html: string) {
  const file = urlPath === '/' ? 'index.html' : path.join(urlPath.slice(1), 'index.html');
  await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
  await writeFile(path.join(outDir, file), html);
}

interface Options {
  ssrEntry: string;
  siteUrl: string;
}

/** Renders every page of the registry into dist/<path>/index.html before the service worker is built. */
export function prerender({ ssrEntry, siteUrl }: Options): Plugin {
  let outDir = 'dist';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const server = (await import(pathToFileURL(path.resolve(ssrEntry)).href)) as ServerEntry;
        const viteManifest = JSON.parse(
          await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as ViteManifest;
        const manifest = routerManifest(viteManifest, server.pages);
        const origin = 'http://prerender.local';
        // Inline CSS first: its stylesheet switch is an inline script the CSP meta must list.
        const inlineCss = criticalCss(outDir);
        const finish = async (html: string) => withScriptHashes(await inlineCss(html));
        for (const page of server.pages) {
          const { status, html } = await server.render(origin + page.path, manifest);
          if (status !== 200) throw new Error(`prerender: ${page.path} answered ${status}`);
          await writePage(outDir, page.path, await finish(html));
        }
        const missing = await server.render(origin + '/404', manifest);
        if (missing.status !== 404) throw new Error(`prerender: unknown path answered ${missing.status}`);
        await writeFile(path.join(outDir, '404.html'), await finish(missing.html));
        await writeFile(path.join(outDir, 'sitemap.xml'), sitemap(siteUrl, server.pages));
        await writeFile(path.join(outDir, 'robots.txt'), robots(siteUrl));
        const ms = Math.round(performance.now() - started);
        console.log(`prerender: ${server.pages.length} pages + 404 in ${ms} ms`);
      },
    },
  };
}

export function sitemap(siteUrl: string, pages: readonly PageInfo[]): string {
  const today = new Date().toISOString().slice(0, 10);
  const urls = pages
    .filter((p) => p.indexable)
    .map((p) => {
      const priority = p.path === '/' ? '1.0' : p.kind.includes('service') ? '0.9' : '0.7';
      const loc = siteUrl + (p.path === '/' ? '/' : p.path);
      return `  <url><loc>${loc}</loc><lastmod>${today}</lastmod><priority>${priority}</priority></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

// Staff pages are not disallowed here: they carry a noindex robots tag, which crawlers must be able to read.
export function robots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
