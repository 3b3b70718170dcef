import { useSearch } from '@tanstack/react-router';
import { useAfterHydration } from '../hooks/use-after-hydration.ts';
import { usePage } from '../hooks/use-page.ts';
import { SharedPhotosQuote } from '../features/quote/shared-photos-quote.tsx';
import classes from '../features/quote/quote-section.module.css';

/**
 * /send-photos: where photos shared from the phone's gallery land, and the app's "Send photos"
 * shortcut. The photos live on the device, so the form appears once the page runs.
 */
export function SendPhotosPage() {
  const page = usePage();
  const ready = useAfterHydration();
  const { share: shareId } = useSearch({ strict: false }) as { share?: unknown };
  return (
    <section className={`section ${classes.section}`} aria-labelledby="send-photos-heading">
      <div className="container">
        <div className={classes.panel}>
          <h1 id="send-photos-heading">{page?.heading}</h1>
          <p className={classes.lead}>{page?.intro}</p>
          {ready ? (
            <SharedPhotosQuote key={String(shareId)} shareId={typeof shareId === 'string' ? shareId : null} />
          ) : (
            <p role="status">Opening your photos…</p>
          )}
        </div>
      </div>
    </section>
  );
}
