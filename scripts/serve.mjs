// The local static host for `npm start` and the tests: clean URLs, real 404s, precompressed
// br/gzip, cache rules and security headers read from the build's _headers file.
import http from 'node:http';
import http2 from 'node:http2';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Parses Netlify-style _headers: a path pattern line, then indented 'Name: value' lines. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
    } else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

/**
 * Parses the 200 rewrites of a Netlify/Cloudflare-style _redirects file ('/admin/*  /admin/index.html  200'):
 * an app whose addresses have no file of their own (a lead's id) is served its page. Only a path that
 * has no file is rewritten, as those hosts do.
 */
export function parseRewrites(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || status !== '200' || !to) continue;
    const source = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    rules.push({ pattern: new RegExp(`^${source}$`), to });
  }
  return rules;
}

function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to [file, status]; clean URLs: /x and /x/ → x/index.html. Null: not decodable. */
export function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (/%E0%A4%A) would otherwise throw out of the handler and end the process.
    return null;
  }
  const target = path.join(root, path.normalize(decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return [path.join(root, '404.html'), 404];
  const candidates = pathname.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html')];
  const found = candidates.find(isFile);
  return found ? [found, 200] : [path.join(root, '404.html'), 404];
}

function pickEncoding(file, accept = '') {
  if (/\bbr\b/.test(accept) && isFile(`${file}.br`)) return ['br', `${file}.br`];
  if (/\bgzip\b/.test(accept) && isFile(`${file}.gz`)) return ['gzip', `${file}.gz`];
  return [null, file];
}

function parseUrl(target) {
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return null;
  }
}

/**
 * The handler serves HTTP/1.1, or HTTP/2 over TLS when given { key, cert } (as production hosts do:
 * repeated headers are compressed, so each response costs a few bytes of headers, not a kilobyte).
 */
export function createStaticServer(rootDir, { log = false, tls } = {}) {
  const root = path.resolve(rootDir);
  const read = (name, parse) =>
    isFile(path.join(root, name)) ? parse(readFileSync(path.join(root, name), 'utf8')) : [];
  const rules = read('_headers', parseHeaders);
  const rewrites = read('_redirects', parseRewrites);
  const serve = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = parseUrl(req.url ?? '/');
    let resolved = url && resolveFile(root, url.pathname);
    const rewrite = resolved?.[1] === 404 && rewrites.find((r) => r.pattern.test(url.pathname));
    if (rewrite) resolved = resolveFile(root, rewrite.to);
    if (!resolved) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const [file, status] = resolved;
    const [encoding, body] = pickEncoding(file, req.headers['accept-encoding']);
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    for (const rule of rules) if (rule.pattern.test(url.pathname)) Object.assign(headers, rule.headers);
    if (encoding) headers['Content-Encoding'] = encoding;
    let data;
    try {
      data = readFileSync(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    headers['Content-Length'] = data.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
    if (log) console.log(status, url.pathname);
  };
  return tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, serve) : http.createServer(serve);
}

export function startStaticServer({ root = 'dist', port = 4173, host = '127.0.0.1', log = false, tls } = {}) {
  const server = createStaticServer(root, { log, tls });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);
  await startStaticServer({ root, port, log: process.argv.includes('--log') });
  console.log(`Site: http://127.0.0.1:${port}`);
}
