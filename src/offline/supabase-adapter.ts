import { FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { errorText, isQuoteAnswer } from '@shared/contracts.ts';
import { PHOTO_BUCKET } from '@shared/photo-urls.ts';
import type { QuotePayload } from '@shared/schemas.ts';
import { parseRetryAfter } from './backoff.ts';
import { PermanentError, TransientError, type QuoteTransport, type UploadOutcome } from './transport.ts';

const retryable = (status: number | undefined) =>
  !status || status >= 500 || status === 408 || status === 429;

async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    // The function's own words (ErrorAnswer), else the platform's ({ message } from the gateway).
    const platform = (body as { message?: unknown } | null)?.message;
    return (
      errorText(body) ?? (typeof platform === 'string' ? platform : `The server answered ${response.status}.`)
    );
  } catch {
    return `The server answered ${response.status}.`;
  }
}

/** The outbox's way to the backend, through supabase-js (storage upload, then send-contact-email). */
export function supabaseQuoteTransport(client: SupabaseClient): QuoteTransport {
  const bucket = () => client.storage.from(PHOTO_BUCKET);
  return {
    async upload(path: string, file: Blob): Promise<UploadOutcome> {
      const { error } = await bucket().upload(path, file, {
        cacheControl: '3600',
        upsert: false,
        contentType: file.type,
      });
      if (!error) return 'uploaded';
      const status = 'status' in error ? (error.status as number | undefined) : undefined;
      const code = 'statusCode' in error ? String(error.statusCode) : '';
      // Storage says "already exists" as HTTP 400 with statusCode "409": our own earlier upload.
      if (code === '409' || status === 409) return 'exists';
      if (retryable(status)) throw new TransientError(error.message);
      return 'refused';
    },

    publicUrl(path: string): string {
      return bucket().getPublicUrl(path).data.publicUrl;
    },

    async send(payload: QuotePayload) {
      const { data, error } = await client.functions.invoke('send-contact-email', { body: payload });
      if (error instanceof FunctionsHttpError) {
        const response = error.context as Response;
        const message = await errorMessage(response.clone());
        if (retryable(response.status)) {
          throw new TransientError(message, parseRetryAfter(response.headers.get('Retry-After')));
        }
        throw new PermanentError(message, response.status);
      }
      if (error instanceof FunctionsFetchError || error) throw new TransientError(error.message);
      // A captive portal answers 200 with a login page: only the function's own answer counts.
      if (!isQuoteAnswer(data)) throw new TransientError('Unexpected answer from the server.');
      return { id: data.id, duplicate: data.duplicate, window: data.window };
    },
  };
}
