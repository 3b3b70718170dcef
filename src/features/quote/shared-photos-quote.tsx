import { useEffect, useState } from 'react';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '@shared/options.ts';
import { onSavedRequest } from '../../offline/outbox-signal.ts';
import { discardShare, findShare, sharedFiles, type SharedPhotos } from '../../offline/shared-photos.ts';
import { QuoteForm } from './quote-form.tsx';
import { CONTACT_FORM } from './quote-forms.ts';
import classes from './quote-form.module.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'gone' }
  | { kind: 'unreadable' }
  | { kind: 'refused' }
  | { kind: 'found'; share: SharedPhotos; files: File[] };

/** "2 photos were left out: a request holds up to 5." and "report.pdf was left out: only photos can be sent." */
export function leftOutNotes(share: Pick<SharedPhotos, 'leftOut'>): string[] {
  const extra = share.leftOut.filter((f) => f.reason === 'too-many').length;
  const limit = `${Math.round(MAX_PHOTO_BYTES / 1024 / 1024)} MB`;
  const notes = share.leftOut
    .filter((f) => f.reason !== 'too-many')
    .map((f) =>
      f.reason === 'too-large'
        ? `${f.name} was left out: a photo can be up to ${limit}.`
        : `${f.name} was left out: only photos can be sent.`,
    );
  if (extra)
    notes.unshift(
      `${extra} ${extra === 1 ? 'photo was' : 'photos were'} left out: a request holds up to ${MAX_PHOTOS}.`,
    );
  return notes;
}

/**
 * The quick quote with what the visitor shared from another app (`?share=<id>`, set by the service
 * worker) attached: the photos, the shared text as the message, and a note of what was left out.
 * Saving the quote in the outbox uses the share up (in the same transaction); "Discard these
 * photos" forgets it.
 */
export function SharedPhotosQuote({ shareId }: { shareId: string | null }) {
  // The service worker sends ?share=unreadable when a share could not be read, and ?share=refused
  // when another web site posted it.
  const [loaded, setLoaded] = useState<Loaded>(
    !shareId
      ? { kind: 'none' }
      : shareId === 'unreadable' || shareId === 'refused'
        ? { kind: shareId }
        : { kind: 'loading' },
  );

  useEffect(() => {
    if (!shareId || shareId === 'unreadable' || shareId === 'refused') return;
    let live = true;
    findShare(shareId).then(
      (share) =>
        live && setLoaded(share ? { kind: 'found', share, files: sharedFiles(share) } : { kind: 'gone' }),
      () => live && setLoaded({ kind: 'unreadable' }),
    );
    return () => {
      live = false;
    };
  }, [shareId]);

  // Once the request is saved, the share is used up: its notes and Discard button go.
  const [used, setUsed] = useState(false);
  useEffect(() => onSavedRequest(() => setUsed(true)), []);

  if (loaded.kind === 'loading') return <p role="status">Opening your photos…</p>;
  const share = loaded.kind === 'found' && !used ? loaded.share : null;
  const notes = share ? leftOutNotes(share) : [];

  return (
    <>
      <div className={classes.shareNote} role="status">
        {share && (
          <p>
            {share.photos.length === 1
              ? 'Your photo is attached.'
              : `${share.photos.length} photos are attached.`}{' '}
            They stay on this device until your request is sent.
          </p>
        )}
        {loaded.kind === 'gone' && (
          <p>
            Those photos are no longer on this device (sent, discarded or over a week old). Add them again
            below.
          </p>
        )}
        {loaded.kind === 'unreadable' && (
          <p>Your photos could not be opened here. Please add them again below.</p>
        )}
        {loaded.kind === 'refused' && (
          <p>
            Those files were sent from another website, not shared from your phone, so they were not kept. Add
            your own photos below.
          </p>
        )}
        {notes.map((note) => (
          <p key={note} className={classes.shareWarning}>
            {note}
          </p>
        ))}
      </div>
      <QuoteForm
        form={CONTACT_FORM}
        key={loaded.kind === 'found' ? loaded.share.id : 'new'}
        idPrefix="share"
        share={loaded.kind === 'found' ? { id: loaded.share.id, photos: loaded.files } : undefined}
        initial={loaded.kind === 'found' && loaded.share.text ? { message: loaded.share.text } : undefined}
      />
      {share && (
        <button
          type="button"
          className={`btn btn-outline ${classes.discardShare}`}
          onClick={() => {
            void discardShare(share.id).then(() => setLoaded({ kind: 'none' }));
          }}
        >
          Discard these photos
        </button>
      )}
    </>
  );
}
