import { Link } from '@tanstack/react-router';
import { MapPinIcon } from '../../components/icons.tsx';
import { primaryCities } from '../../content/business.ts';
import type { CityPageContent } from '../../content/area-pages/area-types.ts';
import classes from './areas.module.css';

/** Nearby city pages and, where the page has them, Explore More links: side by side on wide screens. */
export function CityRelated({ content }: { content: CityPageContent }) {
  const nearby = primaryCities.filter((c) => content.nearby.includes(c.name));
  return (
    <div className={`section ${classes.related}`}>
      <div className={`container ${classes.relatedGrid}`}>
        <section aria-labelledby="nearby-heading" className={classes.relatedBox}>
          <h2 id="nearby-heading" className={classes.h3like}>
            Nearby Service Areas
          </h2>
          <ul className={classes.linkList}>
            {nearby.map((c) => (
              <li key={c.path}>
                <Link to={c.path}>
                  <MapPinIcon size={18} /> {c.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/service-areas">
                <MapPinIcon size={18} /> All service areas
              </Link>
            </li>
          </ul>
        </section>
        {content.explore && (
          <section aria-labelledby="explore-heading" className={classes.relatedBox}>
            <h2 id="explore-heading" className={classes.h3like}>
              {content.explore.title}
            </h2>
            <ul className={classes.linkList}>
              {content.explore.links.map((l) => (
                <li key={l.path}>
                  <Link to={l.path}>{l.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
