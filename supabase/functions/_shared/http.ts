import type { ErrorAnswer } from './contracts.ts';

// Responses of the edge functions: JSON everywhere, CORS on every answer (a browser app calls them).
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** A JSON answer; `T` is the function's contract type (contracts.ts). */
export function json<T>(body: T, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export const errorResponse = (
  status: number,
  error: string,
  extra: Omit<ErrorAnswer, 'error'> = {},
  headers = {},
) => json<ErrorAnswer>({ error, ...extra }, status, headers);

/** What went wrong, for the function's log (never for the visitor). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type Parsed = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads a JSON body with a size cap; a bad body is the client's fault (4xx), never a 500. */
export async function readJson(req: Request, maxBytes: number): Promise<Parsed> {
  if (req.method !== 'POST') return { ok: false, response: errorResponse(405, 'Use POST.') };
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: errorResponse(413, 'The request is too large.') };
  let raw: string;
  try {
    raw = await req.text();
  } catch {
    return { ok: false, response: errorResponse(400, 'Could not read the request body.') };
  }
  if (new TextEncoder().encode(raw).length > maxBytes)
    return { ok: false, response: errorResponse(413, 'The request is too large.') };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, response: errorResponse(400, 'The request body must be valid JSON.') };
  }
}

/**
 * The client's address as the platform's own proxy recorded it: the last X-Forwarded-For entry, which
 * the proxy appends to whatever the client sent (the leftmost entries are the client's to choose). The
 * local gateway does the same from the socket. CLIENT_IP_HEADER names a header the platform sets
 * instead, where it documents one.
 */
export function clientAddress(req: Request, header?: string): string {
  if (header) return req.headers.get(header)?.trim() || 'unknown';
  return req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
