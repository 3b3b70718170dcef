import { useSyncExternalStore } from 'react';
import { OwnBookingView } from '../features/quote/own-booking.tsx';
import { useAfterHydration } from '../hooks/use-after-hydration.ts';
import { usePage } from '../hooks/use-page.ts';
import classes from '../features/quote/quote-section.module.css';

function onHashChange(change: () => void) {
  window.addEventListener('hashchange', change);
  return () => window.removeEventListener('hashchange', change);
}

/**
 * /booking#<token>: a customer's own booking, from the link in their confirmation e-mail. The token
 * is only on the device (the fragment), so the page opens the booking once it runs.
 */
export function BookingPage() {
  const page = usePage();
  const ready = useAfterHydration();
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => '',
  );
  const token = ready ? hash.slice(1) : '';
  return (
    <section className={`section ${classes.section}`} aria-labelledby="booking-heading">
      <div className="container">
        <div className={classes.panel}>
          <h1 id="booking-heading">{page?.heading}</h1>
          <p className={classes.lead}>{page?.intro}</p>
          {!ready ? (
            <p role="status">Opening your booking…</p>
          ) : token ? (
            <OwnBookingView key={token} token={token} />
          ) : (
            <p role="alert">
              This page opens the booking in the link of your confirmation e-mail. Please use that link.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
