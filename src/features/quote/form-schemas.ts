import * as v from 'valibot';
import {
  emailSchema,
  ESTIMATED_VOLUMES,
  MAX_MESSAGE_LENGTH,
  optionalText,
  phoneSchema,
  preferredDateSchema,
  preferredTimeSchema,
  PROPERTY_TYPES,
  serviceSchema,
  text,
  zipCodeSchema,
  type BookingDraft,
  type ContactDraft,
} from '@shared/schemas.ts';

// What the forms hold (react-hook-form values) and how each becomes a draft for the outbox.
// Field rules come from the wire contract, so a form refuses exactly what the function would.

/** A select starts empty (''): it accepts any text, and only a listed option passes. */
const chosen = <T extends v.GenericSchema<string>>(schema: T) => v.pipe(v.string(), schema);

export const contactFormSchema = v.object({
  firstName: text('your first name', 60),
  lastName: text('your last name', 60),
  phone: phoneSchema,
  email: emailSchema,
  service: chosen(serviceSchema),
  message: optionalText('Message', MAX_MESSAGE_LENGTH),
});
export const homeContactFormSchema = v.object({
  name: text('your name', 120),
  phone: phoneSchema,
  email: emailSchema,
  service: chosen(serviceSchema),
  message: optionalText('Message', MAX_MESSAGE_LENGTH),
});
export const bookingFormSchema = v.object({
  firstName: text('your first name', 60),
  lastName: text('your last name', 60),
  phone: phoneSchema,
  email: emailSchema,
  address: text('your street address', 200),
  city: text('your city', 60),
  zipCode: zipCodeSchema,
  propertyType: chosen(v.picklist(PROPERTY_TYPES, 'Please select a property type.')),
  service: chosen(serviceSchema),
  itemsToRemove: text('the items to remove', 2000),
  estimatedVolume: chosen(v.picklist(ESTIMATED_VOLUMES, 'Please select an estimated volume.')),
  accessInstructions: optionalText('Access instructions', 1000),
  preferredDate: preferredDateSchema,
  preferredTime: preferredTimeSchema,
  additionalNotes: optionalText('Additional notes', 2000),
});

export type ContactForm = v.InferOutput<typeof contactFormSchema>;
export type HomeContactForm = v.InferOutput<typeof homeContactFormSchema>;
export type BookingForm = v.InferOutput<typeof bookingFormSchema>;

const fullName = (form: { firstName: string; lastName: string }) =>
  `${form.firstName.trim()} ${form.lastName.trim()}`;

export function toBookingDraft(form: BookingForm): BookingDraft {
  const { firstName, lastName, address, city, zipCode, ...rest } = form;
  return {
    ...rest,
    formType: 'booking',
    name: fullName({ firstName, lastName }),
    address: `${address.trim()}, ${city.trim()}, AZ ${zipCode.trim()}`,
  };
}

export function toContactDraft(form: ContactForm | HomeContactForm): ContactDraft {
  return {
    formType: 'contact',
    name: 'name' in form ? form.name.trim() : fullName(form),
    phone: form.phone,
    email: form.email,
    service: form.service,
    message: form.message,
  };
}
