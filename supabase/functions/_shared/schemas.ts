import * as v from 'valibot';
import {
  ESTIMATED_VOLUMES,
  HOME_SERVICE_OPTIONS,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_CHAT_MESSAGES,
  MAX_MESSAGE_LENGTH,
  MAX_PHOTOS,
  PREFERRED_TIME_VALUES,
  PROPERTY_TYPES,
  SERVICE_OPTIONS,
  todayInArizona,
} from './options.ts';
import { SOURCE_HOST, SOURCE_PAGE, SOURCE_TEXT } from './lead-source-rules.ts';

// The wire contract of the edge functions, and the field rules the browser's forms reuse.
// Depends on valibot only. Form-only schemas and mappings live in src/features/quote/.

export {
  ESTIMATED_VOLUMES,
  HOME_SERVICE_OPTIONS,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_CHAT_MESSAGES,
  MAX_MESSAGE_LENGTH,
  MAX_PHOTOS,
  PREFERRED_TIME_VALUES,
  PROPERTY_TYPES,
  SERVICE_OPTIONS,
  todayInArizona,
};

const TAG = /<\s*\/?\s*[a-z!?][^>]*>?/i;
const noMarkup = v.check<string, string>(
  (s) => !TAG.test(s),
  'Please remove HTML tags (< and >) from this field.',
);

// Postgres text cannot hold NUL; refuse it here so it is a 400, not a database error.
const noNul = v.check<string, string>(
  (s) => !s.includes('\u0000'),
  'This field contains an invalid character.',
);
/** A real calendar day: isoDate alone lets "2025-02-30" through. */
const isRealDate = (d: string) => {
  const time = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
};

export const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    noMarkup,
    noNul,
  );
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text.`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters.`),
      noMarkup,
      noNul,
    ),
    '',
  );

export const phoneSchema = v.pipe(
  v.string('Phone must be text.'),
  v.trim(),
  v.nonEmpty('Please enter your phone number.'),
  v.regex(/^[0-9()+.\-\s]{7,25}$/, 'Please enter a valid phone number.'),
  v.check((s) => /^1?\d{10}$/.test(s.replace(/\D/g, '')), 'Please enter a valid 10-digit phone number.'),
);
export const emailSchema = v.pipe(
  v.string('Email must be text.'),
  v.trim(),
  v.nonEmpty('Please enter your email address.'),
  v.maxLength(254, 'Email is too long.'),
  v.email('Please enter a valid email address.'),
);
export const zipCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{5}$/, 'ZIP code must be exactly 5 digits.'),
);
export const preferredDateSchema = v.optional(
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.isoDate('Please choose a valid date.'),
        v.check(isRealDate, 'Please choose a valid date.'),
        v.check((d) => d >= todayInArizona(), 'The preferred date cannot be in the past.'),
      ),
    ],
    'Please choose a valid date.',
  ),
  '',
);
export const serviceSchema = v.picklist(
  [...SERVICE_OPTIONS, ...HOME_SERVICE_OPTIONS],
  'Please select a service.',
);
export const preferredTimeSchema = v.optional(
  v.picklist(PREFERRED_TIME_VALUES, 'Please choose a preferred time.'),
  '',
);
const photoUrlsSchema = v.optional(
  v.pipe(
    v.array(
      v.pipe(v.string(), v.url('Photo links must be URLs.'), v.maxLength(1024)),
      'photoUrls must be a list.',
    ),
    v.maxLength(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos can be attached.`),
  ),
  [],
);
const requestIdSchema = v.optional(v.pipe(v.string(), v.uuid('requestId must be a UUID.')));

/**
 * Optional data never costs a lead (DESIGN.md): a value the server cannot use is dropped, silently,
 * and the lead is stored. Only what a person typed into the form is ever refused.
 */
const dropIfInvalid = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const blankIfInvalid = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.fallback(v.optional(schema, ''), '');

const sourceText = blankIfInvalid(v.pipe(v.string(), v.trim(), v.regex(SOURCE_TEXT)));

/**
 * Where a lead came from, as the device saw it when the form was sent: the page, the referring
 * site's host (never a full URL), the landing page's utm_* tags, and whether the site was installed.
 * Nothing personal; unknown keys are left out, and a field that is not valid is stored blank.
 */
export const leadSourceSchema = v.object({
  page: blankIfInvalid(v.pipe(v.string(), v.regex(SOURCE_PAGE))),
  referrer: blankIfInvalid(v.pipe(v.string(), v.maxLength(253), v.regex(SOURCE_HOST))),
  utmSource: sourceText,
  utmMedium: sourceText,
  utmCampaign: sourceText,
  installed: v.fallback(v.optional(v.boolean(), false), false),
});
export type LeadSource = v.InferOutput<typeof leadSourceSchema>;
/**
 * How long the request waited on the device before this attempt, measured by the device's clock
 * alone (so a phone whose clock is wrong still reports it right); the server dates the save from it.
 */
const waitedMsSchema = dropIfInvalid(
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366 * 24 * 60 * 60 * 1000)),
);
/** When the device saved the request, by its own clock: what clients before waitedMs sent. */
const savedAtSchema = dropIfInvalid(v.pipe(v.string(), v.isoTimestamp()));

// ---- What a visitor's quote holds (the outbox keeps this while it waits) ----
const contactFields = {
  formType: v.literal('contact'),
  name: text('your name', 120),
  phone: phoneSchema,
  email: emailSchema,
  service: serviceSchema,
  message: optionalText('Message', MAX_MESSAGE_LENGTH),
  source: dropIfInvalid(leadSourceSchema),
};
const bookingFields = {
  formType: v.literal('booking'),
  name: text('your name', 120),
  phone: phoneSchema,
  email: emailSchema,
  service: serviceSchema,
  address: v.pipe(
    text('your address', 300),
    v.regex(/, AZ \d{5}$/, 'The address must end with ", AZ" and a 5-digit ZIP code.'),
  ),
  propertyType: v.picklist(PROPERTY_TYPES, 'Please select a property type.'),
  itemsToRemove: text('the items to remove', 2000),
  estimatedVolume: v.picklist(ESTIMATED_VOLUMES, 'Please select an estimated volume.'),
  accessInstructions: optionalText('Access instructions', 1000),
  preferredDate: preferredDateSchema,
  preferredTime: preferredTimeSchema,
  /**
   * An arrival window on the preferred date, by its code (the windows are data: the database checks
   * it). Never refuses a lead: anything else is left out and the booking is stored without a window.
   */
  arrivalWindow: dropIfInvalid(v.pipe(v.string(), v.regex(/^[a-z]{1,20}$/))),
  additionalNotes: optionalText('Additional notes', 2000),
  source: dropIfInvalid(leadSourceSchema),
};
/** What the sender adds when it delivers a draft: the request id the server deduplicates on, photo links, and how long it waited. */
const deliveryFields = {
  requestId: requestIdSchema,
  photoUrls: photoUrlsSchema,
  waitedMs: waitedMsSchema,
  savedAt: savedAtSchema,
};

// ---- What is sent to send-contact-email (SPEC section 3): a draft plus its delivery fields ----
export const contactPayloadSchema = v.object({ ...contactFields, ...deliveryFields });
export const bookingPayloadSchema = v.object({ ...bookingFields, ...deliveryFields });
export const quotePayloadSchema = v.variant(
  'formType',
  [contactPayloadSchema, bookingPayloadSchema],
  'formType must be "contact" or "booking".',
);

export const chatPayloadSchema = v.object({
  sessionId: v.pipe(
    v.string('sessionId must be text.'),
    v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'sessionId is invalid.'),
  ),
  messages: v.pipe(
    v.array(
      v.object({
        role: v.picklist(['user', 'assistant'], 'role must be "user" or "assistant".'),
        content: v.pipe(
          v.string('content must be text.'),
          v.maxLength(MAX_CHAT_MESSAGE_LENGTH * 2, 'A message is too long.'),
          noNul,
        ),
      }),
      'messages must be a list.',
    ),
    v.minLength(1, 'Please type a message.'),
    v.maxLength(MAX_CHAT_MESSAGES, 'This conversation is too long; please call us.'),
    v.check((m) => m[m.length - 1]?.role === 'user', 'The last message must be from the user.'),
    v.check((m) => (m[m.length - 1]?.content.trim().length ?? 0) > 0, 'Please type a message.'),
    v.check(
      (m) => (m[m.length - 1]?.content.length ?? 0) <= MAX_CHAT_MESSAGE_LENGTH,
      `Please keep messages under ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
    ),
  ),
});

export type ContactDraft = v.InferOutput<v.ObjectSchema<typeof contactFields, undefined>>;
export type BookingDraft = v.InferOutput<v.ObjectSchema<typeof bookingFields, undefined>>;
/** A quote as the visitor filled it in; the request id and photo links are added when it is sent. */
export type QuoteDraft = ContactDraft | BookingDraft;
export type QuotePayload = v.InferOutput<typeof quotePayloadSchema>;
export type ChatPayload = v.InferOutput<typeof chatPayloadSchema>;
export type ChatMessage = ChatPayload['messages'][number];
