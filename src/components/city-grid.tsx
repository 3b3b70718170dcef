import { Link } from '@tanstack/react-router';
import { primaryCities } from '../content/business.ts';
import { MapPinIcon } from './icons.tsx';
import classes from './sections.module.css';

/** City names; those with a page of their own link to it. */
export function CityGrid({ cities }: { cities: readonly string[] }) {
  return (
    <ul className={classes.cityGrid}>
      {cities.map((city) => {
        const page = primaryCities.find((c) => c.name === city);
        return (
          <li key={city}>
            <MapPinIcon size={18} />
            {page ? <Link to={page.path}>{city}</Link> : <span>{city}</span>}
          </li>
        );
      })}
    </ul>
  );
}
