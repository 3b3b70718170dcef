import type * as v from 'valibot';
import { HOME_SERVICE_OPTIONS } from '@shared/options.ts';
import { business } from '../../content/business.ts';
import { SelectField, TextAreaField, TextField } from './field.tsx';
import type { homeContactFormSchema } from './form-schemas.ts';
import { FormShell } from './form-shell.tsx';
import { ReachFields } from './person-fields.tsx';
import { useQuoteForm } from './use-quote-form.ts';

type Input = v.InferInput<typeof homeContactFormSchema>;

const loadEngine = () => import('./form-engine.tsx').then((m) => m.homeEngine);

const SUCCESS = `Thank you! Your request has been sent, and we'll get back to you within ${business.quoteReplyHours} hours. For the fastest response, text photos to ${business.phone.display} for an instant quote.`;
const empty: Input = { name: '', phone: '', email: '', service: '', message: '' };

/** The home page's quote form: one name field and its own twelve-service list. */
export function HomeForm() {
  const { register, errors: e, shell } = useQuoteForm(loadEngine, empty, SUCCESS);

  return (
    <FormShell label="Free quote request" {...shell} buttonText="Request Free Quote">
      <TextField
        id="home-name"
        label="Name"
        required
        autoComplete="name"
        registration={register('name')}
        error={e.name}
        wide
      />
      <ReachFields
        idPrefix={'home'}
        phone={{ registration: register('phone'), error: e.phone }}
        email={{ registration: register('email'), error: e.email }}
      />
      <SelectField
        id="home-service"
        label="Service"
        required
        placeholder="Select a service..."
        options={HOME_SERVICE_OPTIONS}
        registration={register('service')}
        error={e.service}
        wide
      />
      <TextAreaField
        id="home-message"
        label="Message"
        rows={4}
        registration={register('message')}
        error={e.message}
        hint="What needs to go, and anything we should know."
      />
    </FormShell>
  );
}
