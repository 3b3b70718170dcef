import type * as v from 'valibot';
import { SERVICE_OPTIONS } from '@shared/options.ts';
import { business } from '../../content/business.ts';
import { SelectField, TextAreaField } from './field.tsx';
import type { contactFormSchema } from './form-schemas.ts';
import { FormShell } from './form-shell.tsx';
import { NameFields, ReachFields } from './person-fields.tsx';
import { useQuoteForm } from './use-quote-form.ts';
import type { SharedStart } from './use-quote-submission.ts';

type Input = v.InferInput<typeof contactFormSchema>;

const loadEngine = () => import('./form-engine.tsx').then((m) => m.contactEngine);

const SUCCESS = `Thank you! Your quote request has been sent successfully. We'll get back to you within ${business.quoteReplyHours} hours.`;
const empty: Input = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  service: '',
  message: '',
};

interface Props {
  idPrefix?: string;
  /** Photos (used up when the request is saved) and a message shared from the phone's gallery. */
  share?: SharedStart;
  initialMessage?: string;
}

/** The quick quote form (contact section, service pages, and photos shared from the phone). */
export function ContactForm({ idPrefix = 'contact', share, initialMessage }: Props) {
  const { register, errors: e, shell } = useQuoteForm(loadEngine, empty, SUCCESS, share);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <FormShell label="Quick quote request" {...shell} buttonText="Get My Free Quote">
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
      <SelectField
        id={id('service')}
        label="Service"
        required
        placeholder="Select a service..."
        options={SERVICE_OPTIONS}
        registration={register('service')}
        error={e.service}
        wide
      />
      <TextAreaField
        id={id('message')}
        label="Message"
        rows={4}
        registration={register('message')}
        defaultValue={initialMessage}
        error={e.message}
        hint="What needs to go, and anything we should know."
      />
    </FormShell>
  );
}
