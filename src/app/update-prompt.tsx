import { useEffect, useRef, useState } from 'react';
import { Workbox } from 'workbox-window';
import { isAnyFormDirty } from '../hooks/dirty-forms.ts';
import classes from './update-prompt.module.css';

const HOUR = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, offers to switch to it.
 * The page reloads only when this tab asked for it and no form holds unsent input.
 */
export function UpdatePrompt() {
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [blocked, setBlocked] = useState(false);
  const requested = useRef(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => setWorkbox(wb));
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate && requested.current) window.location.reload();
    });
    let timer: number | undefined;
    wb.register()
      .then((registration) => {
        timer = window.setInterval(() => void registration?.update(), HOUR);
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    return () => window.clearInterval(timer);
  }, []);

  if (!workbox) return null;

  const update = () => {
    if (isAnyFormDirty()) {
      setBlocked(true);
      return;
    }
    requested.current = true;
    workbox.messageSkipWaiting();
  };

  return (
    <div className={classes.prompt} role="status" data-testid="update-prompt">
      <p>
        {blocked
          ? 'Finish or send your form first, then update: nothing you typed will be lost.'
          : 'A new version of this site is ready.'}
      </p>
      <div className={classes.buttons}>
        <button type="button" className="btn btn-primary" onClick={update}>
          Update
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setWorkbox(null)}>
          Later
        </button>
      </div>
    </div>
  );
}
