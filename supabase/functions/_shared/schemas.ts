import * as v from 'valibot';

// Shared by the browser forms and the edge functions: depends on valibot only.

/** Service choices of the full contact and booking forms (SPEC section 3). */
export const SERVICE_OPTIONS = [
  'Residential Cleanout',
  'Commercial Junk Removal',
  'Office Cleanout',
  'Estate Cleanout',
  'Garage Cleanout',
  'Construction Debris',
  'Furniture Removal',
  'Shed Removal',
  'Hot Tub Removal',
  'Mattress Removal',
  'Appliance Removal',
  'E-Waste Recycling',
  'Yard Waste Removal',
  'Other',
] as const;

/** The home-page quick form's list: "Commercial Removal", no E-Waste or Yard Waste (twelve). */
export const HOME_SERVICE_OPTIONS = [
  'Residential Cleanout',
  'Commercial Removal',
  'Office Cleanout',
  'Estate Cleanout',
  'Garage Cleanout',
  'Construction Debris',
  'Furniture Removal',
  'Shed Removal',
  'Hot Tub Removal',
  'Mattress Removal',
  'Appliance Removal',
  'Other',
] as const;

export const PROPERTY_TYPES = [
  'Residential Home',
  'Apartment/Condo',
  'Commercial Business',
  'Office Building',
  'Storage Unit',
  'Construction Site',
  'Other',
] as const;

export const ESTIMATED_VOLUMES = [
  'Single item',
  'Few items (fits in car trunk)',
  '1/4 truck load',
  '1/2 truck load',
  '3/4 truck load',
  'Full truck load',
  'Multiple truck loads',
  'Not sure - need assessment',
] as const;

/** Value '' is "Any time". */
export const PREFERRED_TIMES = [
  { value: '', label: 'Any time' },
  { value: 'Morning (8am-12pm)', label: 'Morning (8am-12pm)' },
  { value: 'Afternoon (12pm-4pm)', label: 'Afternoon (12pm-4pm)' },
  { value: 'Evening (4pm-7pm)', label: 'Evening (4pm-7pm)' },
] as const;

export const MAX_PHOTOS = 5;
export const MAX_CHAT_MESSAGES = 100;
export const MAX_CHAT_MESSAGE_LENGTH = 1000;

/** Today's date (YYYY-MM-DD) in Arizona, which is UTC-7 all year (no daylight saving time). */
export function todayInArizona(now: Date = new Date()): string {
  return new Date(now.getTime() - 7 * 3600 * 1000).toISOString().slice(0, 10);
}

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

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    noMarkup,
    noNul,
  );
const optionalText = (label: string, max: number) =>
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
const serviceSchema = v.picklist([...SERVICE_OPTIONS, ...HOME_SERVICE_OPTIONS], 'Please select a service.');
const preferredTimeSchema = v.optional(
  v.picklist(
    PREFERRED_TIMES.map((t) => t.value),
    'Please choose a preferred time.',
  ),
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

// ---- What the forms hold (react-hook-form values) ----
export const contactFormSchema = v.object({
  firstName: text('your first name', 60),
  lastName: text('your last name', 60),
  phone: phoneSchema,
  email: emailSchema,
  service: serviceSchema,
  message: optionalText('Message', 2000),
});
export const homeContactFormSchema = v.object({
  name: text('your name', 120),
  phone: phoneSchema,
  email: emailSchema,
  service: serviceSchema,
  message: optionalText('Message', 2000),
});
export const bookingFormSchema = v.object({
  firstName: text('your first name', 60),
  lastName: text('your last name', 60),
  phone: phoneSchema,
  email: emailSchema,
  address: text('your street address', 200),
  city: text('your city', 60),
  zipCode: zipCodeSchema,
  propertyType: v.picklist(PROPERTY_TYPES, 'Please select a property type.'),
  service: serviceSchema,
  itemsToRemove: text('the items to remove', 2000),
  estimatedVolume: v.picklist(ESTIMATED_VOLUMES, 'Please select an estimated volume.'),
  accessInstructions: optionalText('Access instructions', 1000),
  preferredDate: preferredDateSchema,
  preferredTime: preferredTimeSchema,
  additionalNotes: optionalText('Additional notes', 2000),
});

// ---- What is sent to send-contact-email (SPEC section 3) ----
export const contactPayloadSchema = v.object({
  formType: v.literal('contact'),
  requestId: requestIdSchema,
  name: text('your name', 120),
  phone: phoneSchema,
  email: emailSchema,
  service: serviceSchema,
  message: optionalText('Message', 2000),
  photoUrls: photoUrlsSchema,
});
export const bookingPayloadSchema = v.object({
  formType: v.literal('booking'),
  requestId: requestIdSchema,
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
  additionalNotes: optionalText('Additional notes', 2000),
  photoUrls: photoUrlsSchema,
});
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

export type ContactForm = v.InferOutput<typeof contactFormSchema>;
export type HomeContactForm = v.InferOutput<typeof homeContactFormSchema>;
export type BookingForm = v.InferOutput<typeof bookingFormSchema>;
export type ContactPayload = v.InferOutput<typeof contactPayloadSchema>;
export type BookingPayload = v.InferOutput<typeof bookingPayloadSchema>;
export type QuotePayload = v.InferOutput<typeof quotePayloadSchema>;
export type ChatPayload = v.InferOutput<typeof chatPayloadSchema>;
export type ChatMessage = ChatPayload['messages'][number];

/** The address line the booking payload carries: street, city, AZ and ZIP joined. */
export const joinAddress = (form: Pick<BookingForm, 'address' | 'city' | 'zipCode'>): string =>
  `${form.address.trim()}, ${form.city.trim()}, AZ ${form.zipCode.trim()}`;

export function toBookingPayload(form: BookingForm, photoUrls: string[], requestId?: string): BookingPayload {
  const { firstName, lastName, address, city, zipCode, ...rest } = form;
  return {
    ...rest,
    formType: 'booking',
    requestId,
    name: `${firstName.trim()} ${lastName.trim()}`,
    address: joinAddress({ address, city, zipCode }),
    photoUrls,
  };
}

export function toContactPayload(
  form: ContactForm | HomeContactForm,
  photoUrls: string[],
  requestId?: string,
): ContactPayload {
  const name = 'name' in form ? form.name.trim() : `${form.firstName.trim()} ${form.lastName.trim()}`;
  return {
    formType: 'contact',
    requestId,
    name,
    phone: form.phone,
    email: form.email,
    service: form.service,
    message: form.message,
    photoUrls,
  };
}
