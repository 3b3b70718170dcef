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

const SECONDS = /^\d{1,9}$/;

/**
 * The object's cache lifetime in seconds, from the multipart `cacheControl` field ("3600") or a raw
 * upload's `cache-control: max-age=3600` header. It is replayed as a response header on every GET,
 * so anything else (a CRLF above all) is refused rather than stored.
 */
export function cacheSeconds(value: string | undefined, fromHeader: boolean): string {
  if (value === undefined) return '3600';
  const seconds = fromHeader ? (/^max-age=(\d+)$/.exec(value)?.[1] ?? value) : value;
  if (!SECONDS.test(seconds))
    throw storageError(400, 'InvalidRequest', 'cacheControl must be a number of seconds');
  return seconds;
}

/** Objects stored before cacheSeconds() may hold "max-age=N" or anything: never replay the latter. */
export function cacheControlHeader(value: string): string {
  if (SECONDS.test(value)) return `max-age=${value}`;
  return /^max-age=\d{1,9}$/.test(value) ? value : 'no-cache';
}
