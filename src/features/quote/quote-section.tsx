import type { ReactNode } from 'react';
import { business } from '../../content/business.ts';
import { MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import classes from './quote-section.module.css';

interface Props {
  title?: string;
  lead?: ReactNode;
  /** id of the section; 'booking-form' is the target of every page's Get Free Quote. */
  id?: string;
  /**
   * The form it holds (SPEC section 3: quick contact, home, or full booking form). Passed in by the
   * page, so each page's script carries only the form it shows.
   */
  children: ReactNode;
}

/** The section every "Get Free Quote" button scrolls to. */
export function QuoteSection({ title = 'Get Your Free Quote', lead, id = 'booking-form', children }: Props) {
  return (
    <section id={id} className={`section ${classes.section}`} aria-labelledby={`${id}-heading`}>
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
          {children}
        </div>
      </div>
    </section>
  );
}
