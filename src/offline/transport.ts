import type { QuoteAnswer } from '@shared/contracts.ts';
import type { QuotePayload } from '@shared/schemas.ts';

/** Worth trying again later: no network, a 5xx, a 429, a captive portal's answer. */
export class TransientError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs = 0,
  ) {
    super(message);
    this.name = 'TransientError';
  }
}

/** The server refused the request for good (bad input, 4xx): retrying cannot help. */
export class PermanentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PermanentError';
  }
}

export type UploadOutcome = 'uploaded' | 'exists' | 'refused';

/** How the outbox reaches the backend; supabase-adapter.ts implements it with supabase-js. */
export interface QuoteTransport {
  /** Throws TransientError when it may work later. */
  upload(path: string, file: Blob): Promise<UploadOutcome>;
  publicUrl(path: string): string;
  /** Throws TransientError or PermanentError. */
  send(payload: QuotePayload): Promise<Pick<QuoteAnswer, 'id' | 'duplicate' | 'window'>>;
}
