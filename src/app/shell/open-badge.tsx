import { useEffect, useState } from 'react';
import { openStatus, type OpenStatus } from '../../content/hours.ts';
import classes from './shell.module.css';

/**
 * The prerendered HTML cannot know the visitor's time, so the server renders an always-true
 * line and the browser swaps in the live status (Arizona time) once it runs, refreshing each minute.
 */
export function OpenBadge() {
  const [status, setStatus] = useState<OpenStatus | null>(null);
  useEffect(() => {
    const tick = () => setStatus(openStatus(new Date()));
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const state = status ? (status.open ? 'open' : 'closed') : 'unknown';
  return (
    <span className={classes.badge} data-state={state} role="status">
      <span className={classes.dot} aria-hidden="true" />
      <span className={classes.badgeLong}>{status ? status.label : 'Open 7 days'}</span>
      <span className={classes.badgeShort} aria-hidden="true">
        {status ? (status.open ? 'Open' : 'Closed') : '7 days'}
      </span>
    </span>
  );
}
