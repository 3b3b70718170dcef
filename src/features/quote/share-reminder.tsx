import { useState } from 'react';
import { shareTarget } from '../../content/share-target.ts';
import type { WaitingShare } from '../../offline/outbox-signal.ts';
import classes from './outbox-indicator.module.css';

/**
 * Photos shared to the app earlier but never sent as a quote: offered again, or discarded. (After a
 * week they are removed anyway.)
 */
export function ShareReminder({ share }: { share: WaitingShare }) {
  const [state, setState] = useState<'open' | 'discarding' | 'gone'>('open');
  if (state === 'gone') return null;
  const photos = share.photos === 1 ? '1 photo' : `${share.photos} photos`;
  return (
    <aside className={classes.box} aria-label="Shared photos">
      <p>
        <strong>You shared {photos}. Finish your quote?</strong>
      </p>
      <p>
        <a className="btn btn-cta" href={`${shareTarget.path}?share=${encodeURIComponent(share.id)}`}>
          Finish my quote
        </a>{' '}
        <button
          type="button"
          className="btn btn-outline"
          disabled={state === 'discarding'}
          onClick={() => {
            setState('discarding');
            void import('../../offline/shared-photos.ts')
              .then((m) => m.discardShare(share.id))
              .finally(() => setState('gone'));
          }}
        >
          Discard
        </button>
      </p>
    </aside>
  );
}
