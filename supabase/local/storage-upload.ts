import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { readBody } from './http-util.ts';
import type { RequestAuth } from './request-auth.ts';
import {
  cacheSeconds,
  mimeAllowed,
  storageError,
  type BucketRow,
  type ObjectMetadata,
} from './storage-util.ts';

const MULTIPART_OVERHEAD = 64 * 1024;

async function readFilePart(req: IncomingMessage, limit: number) {
  const tooLarge = () =>
    storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  const raw = await readBody(req, limit + MULTIPART_OVERHEAD, tooLarge);
  const type = req.headers['content-type'] ?? 'application/octet-stream';
  if (type.startsWith('multipart/form-data')) {
    // undici's parser handles the unnamed file part supabase-js sends.
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    })
      .formData()
      .catch(() => {
        throw storageError(400, 'InvalidRequest', 'Malformed multipart body');
      });
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) throw storageError(400, 'InvalidRequest', 'No file in the request');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mime: file.type || 'application/octet-stream',
      cacheControl: cacheSeconds(typeof cacheControl === 'string' ? cacheControl : undefined, false),
    };
  }
  return { bytes: raw, mime: type, cacheControl: cacheSeconds(req.headers['cache-control'], true) };
}

/**
 * Upload under the caller's role, so the bucket's RLS policies decide (insert for a new object; an
 * upsert also needs update). File bytes are written first and moved into place only after commit.
 */
export async function uploadObject(
  req: IncomingMessage,
  db: Database,
  auth: RequestAuth,
  storageDir: string,
  bucket: BucketRow,
  name: string,
  upsert: boolean,
) {
  const limit = Number(bucket.file_size_limit ?? 50 * 1024 * 1024);
  const file = await readFilePart(req, limit);
  if (file.bytes.length > limit)
    throw storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  const mime = file.mime.split(';')[0]!.trim().toLowerCase();
  if (!mimeAllowed(mime, bucket.allowed_mime_types)) {
    throw storageError(415, 'invalid_mime_type', `mime type ${mime} is not supported`);
  }
  const metadata: ObjectMetadata = {
    mimetype: mime,
    cacheControl: file.cacheControl,
    size: file.bytes.length,
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
  };
  const dir = join(storageDir, bucket.id);
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.upload-${randomUUID()}`);
  await writeFile(tmp, file.bytes);
  try {
    const id = randomUUID();
    await db.asRole(auth.role, auth.claims, (tx) =>
      tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, metadata) values ($1, $2, $3, $4, $5::jsonb)` +
          (upsert
            ? ' on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()'
            : ''),
        [
          id,
          bucket.id,
          name,
          typeof auth.claims.sub === 'string' ? auth.claims.sub : null,
          JSON.stringify(metadata),
        ],
      ),
    );
    const stored = await db.pg.query<{ id: string }>(
      'select id from storage.objects where bucket_id = $1 and name = $2',
      [bucket.id, name],
    );
    const finalId = stored.rows[0]?.id ?? id;
    await rename(tmp, join(dir, finalId));
    return { Key: `${bucket.id}/${name}`, Id: finalId };
  } catch (error) {
    await rm(tmp, { force: true });
    const code = (error as { code?: string }).code;
    if (code === '23505') throw storageError(400, 'Duplicate', 'The resource already exists', '409');
    if (code === '42501')
      throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    throw error;
  }
}
