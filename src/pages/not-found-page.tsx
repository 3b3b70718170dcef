import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOnline } from '../hooks/use-online.ts';
import classes from './not-found-page.module.css';

export function NotFoundPage() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const offline = !useOnline();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className={`container ${classes.wrap}`}>
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <h1 className={classes.heading}>Oops! Page not found</h1>
      {offline ? (
        <p>You appear to be offline, and this page is not saved on your device yet.</p>
      ) : (
        <p>The page you were looking for has moved or never existed.</p>
      )}
      <Link to="/" className="btn btn-primary">
        Return to Home
      </Link>
    </section>
  );
}
