import { HttpError } from './http-util.ts';

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's SQLSTATE to HTTP status mapping (see notes/supabase-http-contract.md). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code.startsWith('08')) return 503;
  if (/^(28|0L|0P)/.test(code)) return 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (/^(09|25|2D|38|39|3B|40|5[4-8]|F0|HV|XX)/.test(code)) return 500;
  return 400;
}

export function toHttpError(error: unknown, role: string): HttpError {
  if (error instanceof HttpError) return error;
  const pg = error as PgError;
  if (typeof pg?.code !== 'string') throw error;
  return new HttpError(statusForSqlState(pg.code, role), {
    code: pg.code,
    details: pg.detail ?? null,
    hint: pg.hint ?? null,
    message: pg.message ?? 'Database error',
  });
}

export const restError = (status: number, code: string, message: string, details: string | null = null) =>
  new HttpError(status, { code, details, hint: null, message });
