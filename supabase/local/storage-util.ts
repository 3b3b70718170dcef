import { HttpError } from './http-util.ts';

export const storageError = (status: number, error: string, message: string, statusCode = String(status)) =>
  new HttpError(status, { statusCode, error, message });

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  mimetype: string;
  cacheControl: string;
  size: number;
  eTag: string;
}

const hasControlOrBackslash = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c === '\\');

/** Decodes `<bucket>/<a>/<b>.jpg` from a percent-encoded path; refuses traversal and odd names. */
export function parseObjectPath(encoded: string): { bucket: string; name: string } {
  let segments: string[];
  try {
    segments = encoded.split('/').map((s) => decodeURIComponent(s));
  } catch {
    throw storageError(400, 'InvalidKey', 'Invalid key');
  }
  const [bucket = '', ...rest] = segments;
  const name = rest.join('/');
  const bad = rest.some((s) => s === '' || s === '.' || s === '..' || hasControlOrBackslash(s));
  if (!bucket || !name || bad || name.length > 1024)
    throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  return { bucket, name };
}

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((a) => a === mime || (a.endsWith('/*') && mime.startsWith(a.slice(0, -1))));
}

export const cacheControlHeader = (value: string) => (/^\d+$/.test(value) ? `max-age=${value}` : value);
