import { Link } from '@tanstack/react-router';
import { MapPinIcon } from '../../components/icons.tsx';
import type { NamedPlace } from '../../content/area-pages/area-types.ts';
import classes from './areas.module.css';

/** Place names as pills: linked when they have a path, plain text otherwise. */
export function PlaceList({ places, label }: { places: readonly NamedPlace[]; label?: string }) {
  return (
    <ul className={classes.places} aria-label={label}>
      {places.map((p) => (
        <li key={p.name}>
          {p.path ? (
            <Link to={p.path} className={classes.placeLink}>
              <MapPinIcon size={16} /> {p.name}
            </Link>
          ) : (
            <span className={classes.placeText}>
              <MapPinIcon size={16} /> {p.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
