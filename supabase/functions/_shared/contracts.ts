// What each edge function answers, as one type per function that the function returns and the site
// reads: a change to an answer is a type error on both sides.

/** A request or lead id as the functions and the service worker check it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any function's answer to a request it refuses or cannot serve (4xx, 5xx). */
export interface ErrorAnswer {
  error: string;
  /** Which fields were refused, and why (400). */
  issues?: { field: string; message: string }[];
  /** Seconds to wait (429, 503); also in the Retry-After header. */
  retryAfter?: number;
}

/** What became of the arrival window a booking asked for: held, or not (full; closed or past the cut-off). */
export type WindowStatus = 'held' | 'full' | 'closed';
/** What the lead's row says of its window: also cancelled, by the customer from their own link. */
export type WindowState = WindowStatus | 'cancelled';

/** `send-contact-email`: the lead is stored (now, or by an earlier try of the same request id). */
export interface QuoteAnswer {
  ok: true;
  id: string;
  duplicate: boolean;
  /** For a booking that asked for an arrival window. */
  window?: WindowStatus;
}

/** `chatbot`: the reply to the visitor's last message. */
export interface ChatAnswer {
  message: string;
}

/** `maintenance`: what one scheduled run did. */
export interface MaintenanceAnswer {
  ok: true;
  emailsSent: number;
  emailsFailed: number;
  /** Customers' confirmations of a held window, retried after a failure. */
  confirmationsSent: number;
  confirmationsFailed: number;
  digested: number;
  pruned: number;
  /** Booking photos no lead references, removed (row and file). */
  photosRemoved: number;
  /** Staff alerts of new leads sent, and failed (due again later or given up). */
  alertsSent: number;
  alertsFailed: number;
}

/** The `test-alert` function's answer: whether this device's push service took the test alert. */
export interface TestAlertAnswer {
  ok: boolean;
  sent: number;
}

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null;

/** A captive portal can answer 200 with a login page: only this shape counts as a stored lead. */
export function isQuoteAnswer(body: unknown): body is QuoteAnswer {
  return (
    isObject(body) && body.ok === true && typeof body.id === 'string' && typeof body.duplicate === 'boolean'
  );
}

export function isChatAnswer(body: unknown): body is ChatAnswer {
  return isObject(body) && typeof body.message === 'string';
}

/** The refusal's own words, when the body is a function's error answer. */
export function errorText(body: unknown): string | undefined {
  return isObject(body) && typeof body.error === 'string' ? body.error : undefined;
}
