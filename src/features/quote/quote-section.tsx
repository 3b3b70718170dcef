import type { ReactNode } from 'react';
import { business } from '../../content/business.ts';
import { BookingForm } from './booking-form.tsx';
import { ContactForm } from './contact-form.tsx';
import { HomeForm } from './home-form.tsx';
import { MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import classes from './quote-section.module.css';

export type QuoteFormKind = 'home' | 'contact' | 'booking';

interface Props {
  title?: string;
  lead?: ReactNode;
  /** Which form the section holds (SPEC section 3: quick contact, home, or full booking form). */
  form: QuoteFormKind;
  /** id of the section; 'booking-form' is the target of every page's Get Free Quote. */
  id?: string;
}

/** The section every "Get Free Quote" button scrolls to. */
export function QuoteSection({ title = 'Get Your Free Quote', lead, form, id = 'booking-form' }: Props) {
  return (
    <section
      id={id}
      className={`section ${classes.section}`}
      aria-labelledby={`${id}-heading`}
      data-form={form}
    >
      <div className="container">
        <div className={classes.panel}>
          <h2 id={`${id}-heading`}>{title}</h2>
          <p className={classes.lead}>
            {lead ??
              `Tell us what needs to go and we will reply with an upfront, volume-based price within ${business.quoteReplyHours} hours. Your request is saved on this device even with no signal, and sent as soon as you are back online.`}
          </p>
          <div className={classes.buttons}>
            <a className="btn btn-outline" href={business.phone.sms}>
              <MessageIcon size={18} /> Text photos instead
            </a>
            <a className="btn btn-outline" href={business.phone.tel}>
              <PhoneIcon size={18} /> Call {business.phone.display}
            </a>
          </div>
          {form === 'home' && <HomeForm />}
          {form === 'contact' && <ContactForm idPrefix={id} />}
          {form === 'booking' && <BookingForm idPrefix={id} />}
        </div>
      </div>
    </section>
  );
}
