import { business, emergencyHours, openingHours } from '../../content/business.ts';
import { trustPoints } from '../../content/home.ts';
import { iconByName, MessageIcon, PhoneIcon, StarIcon } from '../../components/icons.tsx';
import { scrollOnClick } from './scroll-to-section.ts';
import classes from './hero.module.css';

/** Text and CSS only, so the headline is the largest paint and appears with the HTML. */
export function Hero() {
  const { rating } = business;
  return (
    <section className={classes.hero} aria-labelledby="home-heading">
      <div className={`container ${classes.grid}`}>
        <div>
          <p className={classes.rating}>
            <span className={classes.stars} aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <StarIcon key={i} size={16} />
              ))}
            </span>
            <span>
              <strong>{rating.value.toFixed(1)}</strong> from {rating.count} {rating.source} reviews
            </span>
          </p>
          <h1 id="home-heading" className={classes.headline}>
            {business.headline}
          </h1>
          <p className={classes.tagline}>{business.tagline}</p>
          <div className={classes.actions}>
            <a
              className={`btn btn-cta ${classes.big}`}
              href="#booking-form"
              onClick={scrollOnClick('booking-form')}
            >
              BOOK ONLINE
            </a>
            <a className={`btn btn-light ${classes.big}`} href={business.phone.tel}>
              <PhoneIcon size={18} /> Call {business.phone.display}
            </a>
          </div>
          <ul className={classes.trust}>
            {trustPoints.map((t) => {
              const Icon = iconByName[t.icon];
              return (
                <li key={t.label}>
                  <Icon size={18} /> {t.label}
                </li>
              );
            })}
          </ul>
        </div>
        <div className={classes.card}>
          <p className={classes.cardTitle}>Call before {business.sameDayCutoff} for same-day pickup</p>
          <dl className={classes.hours}>
            {openingHours.map((h) => (
              <div key={h.label}>
                <dt>{h.label}</dt>
                <dd>{h.text}</dd>
              </div>
            ))}
          </dl>
          <p className={classes.emergency}>{emergencyHours}</p>
          <a className={`btn btn-primary ${classes.cardButton}`} href={business.phone.sms}>
            <MessageIcon size={18} /> Text photos for a quote
          </a>
        </div>
      </div>
    </section>
  );
}
