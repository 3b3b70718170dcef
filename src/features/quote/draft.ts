import type { QuoteDraft } from '../../offline/quote-outbox.ts';

/** The payload without what the outbox adds at send time (photo URLs, request id). */
export function withoutDelivery<T extends { photoUrls?: unknown; requestId?: unknown }>(
  payload: T,
): QuoteDraft {
  const { photoUrls: _urls, requestId: _id, ...draft } = payload;
  return draft as unknown as QuoteDraft;
}
