import { ESTIMATED_VOLUMES, PROPERTY_TYPES } from '@shared/options.ts';

// Every field a quote form can show, as data: its label, layout and the browser's keyboard and
// autofill hints. Its rule is the schema of the same name in form-schemas.ts (loaded when the
// visitor starts a form). quote-forms.ts lists each form's fields; field.tsx draws them.

/** Every field a quote form can hold; form-schemas.ts gives each its rule. */
export type FieldName =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'service'
  | 'message'
  | 'address'
  | 'city'
  | 'zipCode'
  | 'propertyType'
  | 'itemsToRemove'
  | 'estimatedVolume'
  | 'accessInstructions'
  | 'preferredDate'
  | 'arrivalWindow'
  | 'additionalNotes';

export interface Option {
  value: string;
  label: string;
}

interface Common {
  name: FieldName;
  /** Appended to the form's id prefix: `booking-zip`. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Spans both columns on a wide screen (a text area always does). */
  wide?: boolean;
}

export type FieldSpec =
  | (Common & {
      control: 'text';
      type?: 'text' | 'tel' | 'email' | 'date';
      inputMode?: 'text' | 'tel' | 'email' | 'numeric';
      autoComplete?: string;
      maxLength?: number;
      pattern?: string;
      /** A date field that starts at the visitor's today (Arizona), set once the page runs. */
      fromToday?: boolean;
    })
  | (Common & { control: 'textarea'; rows: number })
  | (Common & { control: 'select'; options: readonly (string | Option)[]; placeholder?: string })
  /** The arrival windows of the day chosen in `dateField`, with what is left in each. */
  | (Common & { control: 'windows'; dateField: FieldName });

export const firstName: FieldSpec = {
  name: 'firstName',
  id: 'first-name',
  label: 'First name',
  control: 'text',
  required: true,
  autoComplete: 'given-name',
};
export const lastName: FieldSpec = {
  name: 'lastName',
  id: 'last-name',
  label: 'Last name',
  control: 'text',
  required: true,
  autoComplete: 'family-name',
};
/** Phone and e-mail, with the keyboards and autofill a phone should offer. */
export const phone: FieldSpec = {
  name: 'phone',
  id: 'phone',
  label: 'Phone',
  control: 'text',
  type: 'tel',
  inputMode: 'tel',
  required: true,
  autoComplete: 'tel',
};
export const email: FieldSpec = {
  name: 'email',
  id: 'email',
  label: 'Email',
  control: 'text',
  type: 'email',
  inputMode: 'email',
  required: true,
  autoComplete: 'email',
};
export const service = (options: readonly string[], wide: boolean): FieldSpec => ({
  name: 'service',
  id: 'service',
  label: 'Service',
  control: 'select',
  required: true,
  placeholder: 'Select a service...',
  options,
  wide,
});
export const message: FieldSpec = {
  name: 'message',
  id: 'message',
  label: 'Message',
  control: 'textarea',
  rows: 4,
  hint: 'What needs to go, and anything we should know.',
};

export const address: FieldSpec = {
  name: 'address',
  id: 'address',
  label: 'Street address',
  control: 'text',
  required: true,
  autoComplete: 'street-address',
  wide: true,
};
export const city: FieldSpec = {
  name: 'city',
  id: 'city',
  label: 'City',
  control: 'text',
  required: true,
  autoComplete: 'address-level2',
};
export const zipCode: FieldSpec = {
  name: 'zipCode',
  id: 'zip',
  label: 'ZIP code',
  control: 'text',
  required: true,
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  maxLength: 5,
  pattern: '[0-9]{5}',
  hint: 'Arizona, 5 digits',
};
export const propertyType: FieldSpec = {
  name: 'propertyType',
  id: 'property-type',
  label: 'Property type',
  control: 'select',
  required: true,
  placeholder: 'Select a property type...',
  options: PROPERTY_TYPES,
};
export const itemsToRemove: FieldSpec = {
  name: 'itemsToRemove',
  id: 'items',
  label: 'Items to remove',
  control: 'textarea',
  required: true,
  rows: 3,
  hint: 'For example: sofa, old fridge, 10 boxes from the garage',
};
export const estimatedVolume: FieldSpec = {
  name: 'estimatedVolume',
  id: 'volume',
  label: 'Estimated volume',
  control: 'select',
  required: true,
  placeholder: 'Select an estimated volume...',
  options: ESTIMATED_VOLUMES,
  wide: true,
};
export const accessInstructions: FieldSpec = {
  name: 'accessInstructions',
  id: 'access',
  label: 'Access instructions',
  control: 'textarea',
  rows: 2,
  hint: 'Gate code, stairs, where to park',
};
export const preferredDate: FieldSpec = {
  name: 'preferredDate',
  id: 'date',
  label: 'Preferred date',
  control: 'text',
  type: 'date',
  fromToday: true,
};
/** Replaces the spec's free "Preferred time": a window is a time a crew can actually come. */
export const arrivalWindow: FieldSpec = {
  name: 'arrivalWindow',
  id: 'window',
  label: 'Arrival window',
  control: 'windows',
  dateField: 'preferredDate',
  wide: true,
};
export const additionalNotes: FieldSpec = {
  name: 'additionalNotes',
  id: 'notes',
  label: 'Additional notes',
  control: 'textarea',
  rows: 3,
};
/** The home form's one name field. */
export const fullName: FieldSpec = {
  name: 'name',
  id: 'name',
  label: 'Name',
  control: 'text',
  required: true,
  autoComplete: 'name',
  wide: true,
};

/** A form's values as typed: every field is text. */
export type Values = Partial<Record<FieldName, string>>;

/** Every field of a form empty, as the form starts (a select on its placeholder). */
export function emptyValues(fields: readonly FieldSpec[]): Values {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}
