import { business } from '../../content/business.ts';
import { easyWays } from '../../content/home.ts';
import { iconByName, MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { scrollOnClick } from './scroll-to-section.ts';
import classes from './home.module.css';

const CalendarIcon = iconByName.calendar;

/** SPEC's three-part promise line, right under the home quote form. */
export function EasyWays() {
  const { text, call, book } = easyWays;
  return (
    <section className={`section section-alt ${classes.easyWays}`} aria-labelledby="easy-ways-heading">
      <div className="container">
        <SectionHeading id="easy-ways-heading" title="3 Easy Ways to Get Your Free Quote" center />
        <ol className={classes.ways}>
          <li className={classes.way}>
            <span className={classes.wayIcon}>
              <MessageIcon size={26} />
            </span>
            <h3>{text.title}</h3>
            <p>{text.description}</p>
            <a className="btn btn-primary" href={business.phone.sms}>
              {text.action}
            </a>
          </li>
          <li className={classes.way}>
            <span className={classes.wayIcon}>
              <PhoneIcon size={26} />
            </span>
            <h3>{call.title}</h3>
            <p>{call.description}</p>
            <a className="btn btn-outline" href={business.phone.tel}>
              {call.action}
            </a>
          </li>
          <li className={classes.way}>
            <span className={classes.wayIcon}>
              <CalendarIcon size={26} />
            </span>
            <h3>{book.title}</h3>
            <p>{book.description}</p>
            <button type="button" className="btn btn-cta" onClick={scrollOnClick('booking-form')}>
              {book.action}
            </button>
          </li>
        </ol>
      </div>
    </section>
  );
}
