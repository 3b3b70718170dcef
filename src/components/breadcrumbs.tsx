import { Link } from '@tanstack/react-router';
import { breadcrumbs } from '../content/registry.ts';
import { usePage } from '../hooks/use-page.ts';
import classes from './breadcrumbs.module.css';

/** Shown only when there is more than one crumb; the last crumb is the current page. */
export function Breadcrumbs() {
  const page = usePage();
  if (!page || !page.indexable) return null;
  const crumbs = breadcrumbs(page.path);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={classes.bar}>
      <ol className={`container ${classes.list}`}>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
