import { Link } from '@tanstack/react-router';
import { business, emergencyHours, openingHours } from '../../content/business.ts';
import { menuGroups } from '../../content/registry.ts';
import { LogoMark, MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import classes from './footer.module.css';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={`container ${classes.footerGrid}`}>
        <section aria-labelledby="footer-contact">
          <p className={classes.footerBrand}>
            <LogoMark size={36} /> {business.name}
          </p>
          <h2 id="footer-contact" className={classes.footerHeading}>
            Contact
          </h2>
          <ul className={classes.footerList}>
            <li>
              <a href={business.phone.tel}>
                <PhoneIcon size={16} /> Call {business.phone.display}
              </a>
            </li>
            <li>
              <a href={business.phone.sms}>
                <MessageIcon size={16} /> Text photos for a quote
              </a>
            </li>
            <li>
              Based in {business.address.locality}, {business.address.region}, serving the{' '}
              {business.serviceRegion}
            </li>
          </ul>
          <h2 className={classes.footerHeading}>Hours</h2>
          <ul className={classes.footerList}>
            {openingHours.map((h) => (
              <li key={h.label}>
                {h.label}: {h.text}
              </li>
            ))}
            <li>{emergencyHours}</li>
          </ul>
        </section>
        {menuGroups.map((group) => (
          <nav key={group.label} aria-label={`Footer: ${group.label}`}>
            <h2 className={classes.footerHeading}>{group.label}</h2>
            <ul className={classes.footerList}>
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} hash={link.hash}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {group.label === 'Service Areas' && (
                <li>
                  <Link to="/service-areas">All service areas</Link>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${classes.footerBottom}`}>
        <p>
          Licensed, bonded and insured · {business.legalTagline} · Rated {business.rating.value.toFixed(1)}{' '}
          from {business.rating.count} {business.rating.source} reviews
        </p>
        <p suppressHydrationWarning>
          © {business.foundedYear}–{new Date().getFullYear()} {business.name}. Payment on completion: cash,
          check or credit card.
        </p>
      </div>
    </footer>
  );
}
