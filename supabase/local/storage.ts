import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PHOTO_BUCKET } from '@shared/photo-urls.ts';
import type { Database } from './database.ts';
import { CORS_HEADERS, HttpError, readBody, sendJson } from './http-util.ts';
import { authenticate, type RequestAuth } from './request-auth.ts';
import { uploadObject } from './storage-upload.ts';
import {
  cacheControlHeader,
  parseObjectPath,
  storageError,
  type BucketRow,
  type ObjectMetadata,
} from './storage-util.ts';

export interface StorageContext {
  db: Database;
  jwtSecret: string;
  storageDir: string;
}

async function bucketOf(db: Database, id: string): Promise<BucketRow> {
  const row = (
    await db.pg.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    )
  ).rows[0];
  if (!row) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return row;
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, 64 * 1024, () =>
    storageError(413, 'Payload too large', 'Request body too large'),
  );
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw storageError(400, 'InvalidRequest', 'Invalid JSON body');
  }
  // `null`, arrays and numbers parse fine but have no options to read: a 400, not a TypeError.
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw storageError(400, 'InvalidRequest', 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: StorageContext,
) {
  const path = url.pathname.replace(/^\/storage\/v1\/object\/?/, '');
  try {
    const publicRead = /^public\/(.+)$/.exec(path);
    if (publicRead && (req.method === 'GET' || req.method === 'HEAD'))
      return await servePublic(req, res, publicRead[1]!, ctx);
    const auth = authenticate(req.headers, ctx.jwtSecret);
    if (!auth) throw storageError(403, 'Unauthorized', 'Invalid JWT');
    const list = /^list\/([^/]+)$/.exec(path);
    if (list && req.method === 'POST') return sendJson(res, 200, await listObjects(req, auth, list[1]!, ctx));
    if (req.method === 'DELETE' && !path.includes('/'))
      return sendJson(res, 200, await removeObjects(req, auth, path, ctx));
    const { bucket, name } = parseObjectPath(path.replace(/^authenticated\//, ''));
    if (req.method === 'POST' || req.method === 'PUT') {
      const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
      const row = await bucketOf(ctx.db, bucket);
      return sendJson(res, 200, await uploadObject(req, ctx.db, auth, ctx.storageDir, row, name, upsert));
    }
    if (req.method === 'GET') {
      const visible = await ctx.db.asRole(auth.role, auth.claims, (tx) =>
        tx.query<{ id: string; metadata: ObjectMetadata }>(
          'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
          [bucket, name],
        ),
      );
      return streamObject(req, res, bucket, visible.rows[0], ctx);
    }
    throw storageError(405, 'MethodNotAllowed', `${req.method} is not supported here`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const http =
      code === '42501'
        ? storageError(403, 'Unauthorized', 'new row violates row-level security policy')
        : error;
    if (!(http instanceof HttpError)) throw error;
    sendJson(res, http.status, http.body);
  }
}

async function servePublic(req: IncomingMessage, res: ServerResponse, encoded: string, ctx: StorageContext) {
  const { bucket, name } = parseObjectPath(encoded);
  const row = await bucketOf(ctx.db, bucket);
  if (!row.public) throw storageError(400, 'Bucket not found', 'Bucket not found', '404');
  const found = await ctx.db.pg.query<{ id: string; metadata: ObjectMetadata }>(
    'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  streamObject(req, res, bucket, found.rows[0], ctx);
}

function streamObject(
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  object: { id: string; metadata: ObjectMetadata } | undefined,
  ctx: StorageContext,
) {
  if (!object) throw storageError(404, 'not_found', 'Object not found');
  const { metadata } = object;
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': metadata.mimetype,
    'Content-Length': String(metadata.size),
    'Cache-Control': cacheControlHeader(metadata.cacheControl),
    ETag: metadata.eTag,
    // Uploaded bytes are the visitor's: never let a browser sniff them into HTML.
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(join(ctx.storageDir, bucket, object.id)).pipe(res);
}

async function listObjects(req: IncomingMessage, auth: RequestAuth, bucket: string, ctx: StorageContext) {
  const input = await jsonBody(req);
  const prefix =
    typeof input.prefix === 'string' && input.prefix ? `${input.prefix.replace(/\/$/, '')}/` : '';
  const limit = Math.min(Number(input.limit ?? 100) || 100, 1000);
  const offset = Math.max(Number(input.offset ?? 0) || 0, 0);
  const rows = await ctx.db.asRole(auth.role, auth.claims, (tx) =>
    tx.query<{ id: string; name: string }>(
      `select id, substr(name, length($2) + 1) as name, created_at, updated_at, last_accessed_at, metadata
         from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name limit $3 offset $4`,
      [bucket, prefix, limit, offset],
    ),
  );
  const folders = new Set<string>();
  return rows.rows.flatMap((r): Record<string, unknown>[] => {
    const slash = r.name.indexOf('/');
    if (slash < 0) return [r];
    const folder = r.name.slice(0, slash);
    if (folders.has(folder)) return [];
    folders.add(folder);
    return [
      { name: folder, id: null, created_at: null, updated_at: null, last_accessed_at: null, metadata: null },
    ];
  });
}

/** Deletes under the caller's role; only rows RLS let go are removed from disk. */
async function removeObjects(req: IncomingMessage, auth: RequestAuth, bucket: string, ctx: StorageContext) {
  const input = await jsonBody(req);
  const names = Array.isArray(input.prefixes)
    ? input.prefixes.filter((p): p is string => typeof p === 'string')
    : [];
  const before = await ctx.db.pg.query<{ id: string; name: string }>(
    'select id, name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucket, names],
  );
  await ctx.db.asRole(auth.role, auth.claims, (tx) =>
    tx.query('delete from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, names]),
  );
  const after = await ctx.db.pg.query<{ id: string }>(
    'select id from storage.objects where id = any($1::uuid[])',
    [before.rows.map((r) => r.id)],
  );
  const kept = new Set(after.rows.map((r) => r.id));
  const deleted = before.rows.filter((r) => !kept.has(r.id));
  await Promise.all(deleted.map((r) => rm(join(ctx.storageDir, bucket, r.id), { force: true })));
  return deleted.map((r) => ({ bucket_id: bucket, name: r.name, id: r.id }));
}

const PUBLIC_PHOTOS = `/storage/v1/object/public/${PHOTO_BUCKET}/`;

/** The object name a lead's photo URL points at. The host is ignored: the gateway's may change. */
function photoName(value: string): string | null {
  try {
    const { pathname } = new URL(value);
    const at = pathname.indexOf(PUBLIC_PHOTOS);
    if (at < 0) return null;
    return pathname
      .slice(at + PUBLIC_PHOTOS.length)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
  } catch {
    return null;
  }
}

/**
 * Deletes booking photos older than `olderThanMs` that no lead's photo_urls points at (forms that
 * were abandoned after the upload, or sent without the photo), row and file. Returns the count.
 * Hosted Supabase needs a scheduled job doing the same through the Storage API
 * (`storage.from('booking-photos').remove(names)` with the service-role key): deleting
 * storage.objects rows in SQL there would leave the files in the object store.
 */
export async function sweepOrphanPhotos({
  db,
  storageDir,
  log = () => {},
  olderThanMs = 86_400_000,
  now = Date.now(),
}: {
  db: Database;
  storageDir: string;
  log?: (line: string) => void;
  olderThanMs?: number;
  now?: number;
}): Promise<number> {
  // One transaction without I/O: no lead can arrive between reading the references and the delete.
  const removed = await db.pg.transaction(async (tx) => {
    const old = await tx.query<{ id: string; name: string }>(
      'select id, name from storage.objects where bucket_id = $1 and created_at < $2',
      [PHOTO_BUCKET, new Date(now - olderThanMs).toISOString()],
    );
    if (old.rows.length === 0) return [];
    const urls = await tx.query<{ url: string }>(
      'select distinct unnest(photo_urls) as url from public.quote_requests',
    );
    const referenced = new Set(urls.rows.map((r) => photoName(r.url)));
    const orphans = old.rows.filter((r) => !referenced.has(r.name));
    await tx.query('delete from storage.objects where id = any($1::uuid[])', [orphans.map((r) => r.id)]);
    return orphans;
  });
  await Promise.all(removed.map((r) => rm(join(storageDir, PHOTO_BUCKET, r.id), { force: true })));
  if (removed.length) log(`Removed ${removed.length} booking photo(s) no lead references`);
  return removed.length;
}
