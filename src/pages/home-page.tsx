import { Link } from '@tanstack/react-router';
import { business, emergencyHours, openingHours, primaryCities } from '../content/business.ts';
import { services } from '../content/services.ts';
import { MessageIcon, PhoneIcon, StarIcon } from '../components/icons.tsx';
import classes from './home-page.module.css';

export function HomePage() {
  return (
    <>
      <section className={classes.hero}>
        <div className="container">
          <p className={classes.rating}>
            <StarIcon size={18} /> {business.rating.value.toFixed(1)} from {business.rating.count}{' '}
            {business.rating.source} reviews
          </p>
          <h1 className={classes.headline}>{business.headline}</h1>
          <p className={classes.tagline}>{business.tagline}</p>
          <div className={classes.actions}>
            <a className="btn btn-cta" href="#booking-form">
              BOOK ONLINE
            </a>
            <a className="btn btn-light" href={business.phone.tel}>
              <PhoneIcon size={18} /> {business.phone.display}
            </a>
          </div>
        </div>
      </section>

      <section id="booking-form" className="section" aria-labelledby="quote-heading">
        <div className="container">
          <h2 id="quote-heading">Get Your Free Quote</h2>
          <p>
            Call or text {business.phone.display} with a few photos and we will reply with an upfront price.
            Quotes are free and answered within {business.quoteReplyHours} hours.
          </p>
          <div className={classes.actions}>
            <a className="btn btn-primary" href={business.phone.sms}>
              <MessageIcon size={18} /> Text photos
            </a>
            <a className="btn btn-outline" href={business.phone.tel}>
              <PhoneIcon size={18} /> Call us
            </a>
          </div>
        </div>
      </section>

      <section id="services" className="section section-alt" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading">Our Services</h2>
          <ul className={classes.linkGrid}>
            {services.map((s) => (
              <li key={s.path}>
                <Link to={s.path}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" className="section" aria-labelledby="about-heading">
        <div className="container">
          <h2 id="about-heading">About Us</h2>
          <p>
            {business.legalTagline}. Licensed, bonded and insured, with uniformed crews, upfront volume-based
            pricing and eco-friendly disposal: we donate and recycle whatever we can.
          </p>
        </div>
      </section>

      <section id="areas" className="section section-alt" aria-labelledby="areas-heading">
        <div className="container">
          <h2 id="areas-heading">Service Areas</h2>
          <ul className={classes.linkGrid}>
            {primaryCities
              .filter((c) => c.name !== 'Gilbert')
              .map((c) => (
                <li key={c.path}>
                  <Link to={c.path}>{c.name}</Link>
                </li>
              ))}
            <li>
              <Link to="/service-areas">View All Service Areas</Link>
            </li>
          </ul>
          <h3>Hours</h3>
          <ul>
            {openingHours.map((h) => (
              <li key={h.label}>
                {h.label}: {h.text}
              </li>
            ))}
            <li>{emergencyHours}</li>
          </ul>
        </div>
      </section>

      <section id="contact" className="section" aria-labelledby="contact-heading">
        <div className="container">
          <h2 id="contact-heading">Contact Us</h2>
          <p>
            Call <a href={business.phone.tel}>{business.phone.display}</a> or{' '}
            <a href={business.phone.sms}>text us photos</a> for an instant quote.
          </p>
        </div>
      </section>
    </>
  );
}
