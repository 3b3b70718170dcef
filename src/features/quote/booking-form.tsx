import type * as v from 'valibot';
import {
  ESTIMATED_VOLUMES,
  PROPERTY_TYPES,
  SERVICE_OPTIONS,
  PREFERRED_TIME_VALUES,
  todayInArizona,
} from '@shared/options.ts';
import { business } from '../../content/business.ts';
import { useAfterHydration } from '../../hooks/use-after-hydration.ts';
import { SelectField, TextAreaField, TextField } from './field.tsx';
import type { bookingFormSchema } from './form-schemas.ts';
import { FormShell } from './form-shell.tsx';
import { NameFields, ReachFields } from './person-fields.tsx';
import { useQuoteForm } from './use-quote-form.ts';

type Input = v.InferInput<typeof bookingFormSchema>;

/** Preferred-time choices; '' is "Any time". */
const PREFERRED_TIMES = [
  { value: '', label: 'Any time' },
  { value: 'Morning (8am-12pm)', label: 'Morning (8am-12pm)' },
  { value: 'Afternoon (12pm-4pm)', label: 'Afternoon (12pm-4pm)' },
  { value: 'Evening (4pm-7pm)', label: 'Evening (4pm-7pm)' },
] as const satisfies readonly { value: (typeof PREFERRED_TIME_VALUES)[number]; label: string }[];

const loadEngine = () => import('./form-engine.tsx').then((m) => m.bookingEngine);

const SUCCESS = `Thank you! Your detailed quote request has been sent successfully. We'll get back to you within ${business.quoteReplyHours} hours with a comprehensive estimate.`;
const empty: Input = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  zipCode: '',
  propertyType: '',
  service: '',
  itemsToRemove: '',
  estimatedVolume: '',
  accessInstructions: '',
  preferredDate: '',
  preferredTime: '',
  additionalNotes: '',
};

/** The full booking form of every #booking-form section. */
export function BookingForm({ idPrefix = 'booking' }: { idPrefix?: string }) {
  const { register, errors: e, shell } = useQuoteForm(loadEngine, empty, SUCCESS);
  // "Today" is the visitor's, not the build's: set once the page runs in a browser.
  const today = useAfterHydration() ? todayInArizona() : undefined;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <FormShell label="Detailed quote request" {...shell} buttonText="Request My Free Estimate">
      <NameFields
        idPrefix={idPrefix}
        first={{ registration: register('firstName'), error: e.firstName }}
        last={{ registration: register('lastName'), error: e.lastName }}
      />
      <ReachFields
        idPrefix={idPrefix}
        phone={{ registration: register('phone'), error: e.phone }}
        email={{ registration: register('email'), error: e.email }}
      />
      <TextField
        id={id('address')}
        label="Street address"
        required
        autoComplete="street-address"
        registration={register('address')}
        error={e.address}
        wide
      />
      <TextField
        id={id('city')}
        label="City"
        required
        autoComplete="address-level2"
        registration={register('city')}
        error={e.city}
      />
      <TextField
        id={id('zip')}
        label="ZIP code"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        pattern="[0-9]{5}"
        registration={register('zipCode')}
        error={e.zipCode}
        hint="Arizona, 5 digits"
      />
      <SelectField
        id={id('property-type')}
        label="Property type"
        required
        placeholder="Select a property type..."
        options={PROPERTY_TYPES}
        registration={register('propertyType')}
        error={e.propertyType}
      />
      <SelectField
        id={id('service')}
        label="Service"
        required
        placeholder="Select a service..."
        options={SERVICE_OPTIONS}
        registration={register('service')}
        error={e.service}
      />
      <TextAreaField
        id={id('items')}
        label="Items to remove"
        required
        rows={3}
        registration={register('itemsToRemove')}
        error={e.itemsToRemove}
        hint="For example: sofa, old fridge, 10 boxes from the garage"
      />
      <SelectField
        id={id('volume')}
        label="Estimated volume"
        required
        placeholder="Select an estimated volume..."
        options={ESTIMATED_VOLUMES}
        registration={register('estimatedVolume')}
        error={e.estimatedVolume}
        wide
      />
      <TextAreaField
        id={id('access')}
        label="Access instructions"
        rows={2}
        registration={register('accessInstructions')}
        error={e.accessInstructions}
        hint="Gate code, stairs, where to park"
      />
      <TextField
        id={id('date')}
        label="Preferred date"
        type="date"
        min={today}
        registration={register('preferredDate')}
        error={e.preferredDate}
      />
      <SelectField
        id={id('time')}
        label="Preferred time"
        options={PREFERRED_TIMES}
        registration={register('preferredTime')}
        error={e.preferredTime}
      />
      <TextAreaField
        id={id('notes')}
        label="Additional notes"
        rows={3}
        registration={register('additionalNotes')}
        error={e.additionalNotes}
      />
    </FormShell>
  );
}
