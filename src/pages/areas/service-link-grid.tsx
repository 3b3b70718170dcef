import { Link } from '@tanstack/react-router';
import { CheckIcon } from '../../components/icons.tsx';
import classes from './areas.module.css';

interface ServiceLink {
  title: string;
  path?: string;
}

/** A compact grid of service names, each linking to its service page. */
export function ServiceLinkGrid({ services }: { services: readonly ServiceLink[] }) {
  return (
    <ul className={classes.serviceLinks}>
      {services.map((s) => (
        <li key={s.title}>
          {s.path ? (
            <Link to={s.path}>
              <CheckIcon size={18} /> {s.title}
            </Link>
          ) : (
            <span>
              <CheckIcon size={18} /> {s.title}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
