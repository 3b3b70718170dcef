import type { ReactNode } from 'react';
import { business } from '../content/business.ts';
import { MessageIcon, PhoneIcon } from './icons.tsx';
import classes from './quote-section.module.css';

export type QuoteFormKind = 'home' | 'contact' | 'booking';

interface Props {
  title?: string;
  lead?: ReactNode;
  /** Which form the section will hold (the forms themselves arrive with the quote feature). */
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
              `Tell us what needs to go and we will reply with an upfront, volume-based price within ${business.quoteReplyHours} hours. For the fastest answer, text a few photos.`}
          </p>
          <div className={classes.buttons}>
            <a className="btn btn-cta" href={business.phone.sms}>
              <MessageIcon size={18} /> Text photos for a quote
            </a>
            <a className="btn btn-outline" href={business.phone.tel}>
              <PhoneIcon size={18} /> Call {business.phone.display}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
