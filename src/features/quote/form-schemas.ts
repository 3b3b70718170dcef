import * as v from 'valibot';
import {
  emailSchema,
  ESTIMATED_VOLUMES,
  MAX_MESSAGE_LENGTH,
  optionalText,
  phoneSchema,
  preferredDateSchema,
  PROPERTY_TYPES,
  serviceSchema,
  text,
  zipCodeSchema,
  type BookingDraft,
  type ContactDraft,
  type QuoteDraft,
} from '@shared/schemas.ts';
import type { FieldName, Values } from './quote-fields.ts';
import type { QuoteFormSpec } from './quote-forms.ts';

// Each quote field's rule, and how a form's values become a draft for the outbox. Loaded when a
// visitor starts a form. Field rules come from the wire contract, so a form refuses exactly what
// the function would.

/** A select starts empty (''): it accepts any text, and only a listed option passes. */
const chosen = <T extends v.GenericSchema<string>>(schema: T) => v.pipe(v.string(), schema);

/** The rule of every field a form can hold, by its name (quote-fields.ts). */
export const FIELD_RULES = {
  name: text('your name', 120),
  firstName: text('your first name', 60),
  lastName: text('your last name', 60),
  phone: phoneSchema,
  email: emailSchema,
  service: chosen(serviceSchema),
  message: optionalText('Message', MAX_MESSAGE_LENGTH),
  address: text('your street address', 200),
  city: text('your city', 60),
  zipCode: zipCodeSchema,
  propertyType: chosen(v.picklist(PROPERTY_TYPES, 'Please select a property type.')),
  itemsToRemove: text('the items to remove', 2000),
  estimatedVolume: chosen(v.picklist(ESTIMATED_VOLUMES, 'Please select an estimated volume.')),
  accessInstructions: optionalText('Access instructions', 1000),
  preferredDate: preferredDateSchema,
  // A radio group: nothing chosen reads as null. Any time ('') unless a window's code.
  arrivalWindow: v.pipe(
    v.nullish(v.string()),
    v.transform((code) => (code && /^[a-z]{1,20}$/.test(code) ? code : '')),
  ),
  additionalNotes: optionalText('Additional notes', 2000),
} satisfies Record<FieldName, v.GenericSchema<string | null | undefined, string>>;

/** A form's values once its schema passed: each field as its rule outputs it. */
export type Checked = { [K in FieldName]: v.InferOutput<(typeof FIELD_RULES)[K]> };

/** The schema of one form: its fields' rules, in the order the form shows them. */
export function formSchema(form: QuoteFormSpec) {
  const rules = Object.fromEntries(form.fields.map((field) => [field.name, FIELD_RULES[field.name]]));
  return v.object(rules) as v.GenericSchema<Values, Partial<Checked>>;
}

const fullName = (form: Pick<Checked, 'firstName' | 'lastName'>) =>
  `${form.firstName.trim()} ${form.lastName.trim()}`;

type BookingValues = Pick<
  Checked,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'address'
  | 'city'
  | 'zipCode'
  | 'propertyType'
  | 'service'
  | 'itemsToRemove'
  | 'estimatedVolume'
  | 'accessInstructions'
  | 'preferredDate'
  | 'arrivalWindow'
  | 'additionalNotes'
>;
type ContactValues = Pick<Checked, 'phone' | 'email' | 'service' | 'message'> &
  (Pick<Checked, 'name'> | Pick<Checked, 'firstName' | 'lastName'>);

export function toBookingDraft(form: BookingValues): BookingDraft {
  const { firstName, lastName, address, city, zipCode, arrivalWindow, ...rest } = form;
  return {
    ...rest,
    // A window is of a day: without a preferred date there is none to hold.
    ...(arrivalWindow && rest.preferredDate ? { arrivalWindow } : {}),
    // The spec's free time of day, which the arrival window replaced on the form (kept on the wire).
    preferredTime: '',
    formType: 'booking',
    name: fullName({ firstName, lastName }),
    address: `${address.trim()}, ${city.trim()}, AZ ${zipCode.trim()}`,
  };
}

export function toContactDraft(form: ContactValues): ContactDraft {
  return {
    formType: 'contact',
    name: 'name' in form ? form.name.trim() : fullName(form),
    phone: form.phone,
    email: form.email,
    service: form.service,
    message: form.message,
  };
}

/** A form's checked values (what its schema output) as the draft its table names. */
export function toDraft(form: QuoteFormSpec, values: Partial<Checked>): QuoteDraft {
  // The schema built from this form's table has passed, so every field it lists is present.
  return form.draft === 'booking'
    ? toBookingDraft(values as BookingValues)
    : toContactDraft(values as ContactValues);
}
