import { business } from '../content/business.ts';
import { MessageIcon, PhoneIcon } from './icons.tsx';
import classes from './sections.module.css';

interface Props {
  title: string;
  text: string;
  /** The page's own #booking-form, or the home page's when the page has none. */
  quoteHref?: string;
}

/** Closing call to action: Get Free Quote, Call Now and Text for Quote. */
export function CtaBand({ title, text, quoteHref = '/#booking-form' }: Props) {
  return (
    <section className={classes.cta} aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{title}</h2>
        <p>{text}</p>
        <div className={classes.ctaButtons}>
          <a className="btn btn-cta" href={quoteHref}>
            Get Free Quote
          </a>
          <a className="btn btn-light" href={business.phone.tel}>
            <PhoneIcon size={18} /> Call Now
          </a>
          <a className="btn btn-light" href={business.phone.sms}>
            <MessageIcon size={18} /> Text for Quote
          </a>
        </div>
      </div>
    </section>
  );
}
