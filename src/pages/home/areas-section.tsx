import { Link } from '@tanstack/react-router';
import { emergencyHours, openingHours, primaryCities } from '../../content/business.ts';
import { ClockIcon, MapPinIcon } from '../../components/icons.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import classes from './home.module.css';

// SPEC: the home page links six city pages here; Gilbert is reached from the menu and /service-areas.
const cities = primaryCities.filter((c) => c.name !== 'Gilbert');

export function AreasSection() {
  return (
    <section id="areas" className="section" aria-labelledby="areas-heading">
      <div className={`container ${classes.areas}`}>
        <div>
          <SectionHeading
            id="areas-heading"
            eyebrow="Service areas"
            title="Serving Scottsdale and the Whole Valley"
            lead="Based in Scottsdale, our trucks cover the Phoenix Valley every day. Find your city:"
          />
          <ul className={classes.cityLinks}>
            {cities.map((c) => (
              <li key={c.path}>
                <Link to={c.path}>
                  <MapPinIcon size={18} /> {c.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/service-areas" className={`btn btn-outline ${classes.allAreas}`}>
            View All Service Areas
          </Link>
        </div>
        <div className={classes.hoursPanel}>
          <h3>
            <ClockIcon size={22} /> Hours
          </h3>
          <dl>
            {openingHours.map((h) => (
              <div key={h.label}>
                <dt>{h.label}</dt>
                <dd>{h.text}</dd>
              </div>
            ))}
          </dl>
          <p className={classes.emergencyLine}>{emergencyHours}</p>
        </div>
      </div>
    </section>
  );
}
