import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
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
  // One byte range ("bytes=0-31", "bytes=100-", "bytes=-500"), as hosted Storage serves them.
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  let start = 0;
  let end = metadata.size - 1;
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      if (range[2]) end = Math.min(Number(range[2]), end);
    } else start = Math.max(metadata.size - Number(range[2]), 0);
    if (start > end) {
      res.writeHead(416, { ...CORS_HEADERS, 'Content-Range': `bytes */${metadata.size}` });
      return void res.end();
    }
  }
  const partial = start > 0 || end < metadata.size - 1;
  res.writeHead(partial ? 206 : 200, {
    ...CORS_HEADERS,
    'Content-Type': metadata.mimetype,
    'Content-Length': String(end - start + 1),
    'Cache-Control': cacheControlHeader(metadata.cacheControl),
    'Accept-Ranges': 'bytes',
    ...(partial ? { 'Content-Range': `bytes ${start}-${end}/${metadata.size}` } : {}),
    ETag: metadata.eTag,
    // Uploaded bytes are the visitor's: never let a browser sniff them into HTML.
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD' || metadata.size === 0) return void res.end();
  createReadStream(join(ctx.storageDir, bucket, object.id), { start, end }).pipe(res);
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
