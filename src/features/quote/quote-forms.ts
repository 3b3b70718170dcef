import { HOME_SERVICE_OPTIONS, SERVICE_OPTIONS } from '@shared/options.ts';
import { business } from '../../content/business.ts';
import * as field from './quote-fields.ts';

// Every quote form as data: what it is called, what it says, and its fields (quote-fields.ts) in
// the order it shows them. One renderer (quote-form.tsx) draws them all.

export interface QuoteFormSpec {
  /** The form's accessible name. */
  label: string;
  /** What the request becomes on the wire (form-schemas.ts turns the values into that draft). */
  draft: 'contact' | 'booking';
  /** The ids' prefix when a page does not give one. */
  idPrefix: string;
  buttonText: string;
  /** Shown once the request has reached us. */
  success: string;
  fields: readonly field.FieldSpec[];
}

const reply = `We'll get back to you within ${business.quoteReplyHours} hours`;

/** The home page's quote form: one name field and its own twelve-service list. */
export const HOME_FORM: QuoteFormSpec = {
  label: 'Free quote request',
  draft: 'contact',
  idPrefix: 'home',
  buttonText: 'Request Free Quote',
  success: `Thank you! Your request has been sent, and we'll get back to you within ${business.quoteReplyHours} hours. For the fastest response, text photos to ${business.phone.display} for an instant quote.`,
  fields: [
    field.fullName,
    field.phone,
    field.email,
    field.service(HOME_SERVICE_OPTIONS, true),
    field.message,
  ],
};

/** The quick quote form (contact section, service pages, and photos shared from the phone). */
export const CONTACT_FORM: QuoteFormSpec = {
  label: 'Quick quote request',
  draft: 'contact',
  idPrefix: 'contact',
  buttonText: 'Get My Free Quote',
  success: `Thank you! Your quote request has been sent successfully. ${reply}.`,
  fields: [
    field.firstName,
    field.lastName,
    field.phone,
    field.email,
    field.service(SERVICE_OPTIONS, true),
    field.message,
  ],
};

/** The full booking form of every #booking-form section. */
export const BOOKING_FORM: QuoteFormSpec = {
  label: 'Detailed quote request',
  draft: 'booking',
  idPrefix: 'booking',
  buttonText: 'Request My Free Estimate',
  success: `Thank you! Your detailed quote request has been sent successfully. ${reply} with a comprehensive estimate.`,
  fields: [
    field.firstName,
    field.lastName,
    field.phone,
    field.email,
    field.address,
    field.city,
    field.zipCode,
    field.propertyType,
    field.service(SERVICE_OPTIONS, false),
    field.itemsToRemove,
    field.estimatedVolume,
    field.accessInstructions,
    field.preferredDate,
    field.arrivalWindow,
    field.additionalNotes,
  ],
};

/** The forms by name: a page names the form it shows, and its table loads with the form's code. */
export const QUOTE_FORMS = { home: HOME_FORM, contact: CONTACT_FORM, booking: BOOKING_FORM } as const;
export type QuoteFormName = keyof typeof QUOTE_FORMS;
