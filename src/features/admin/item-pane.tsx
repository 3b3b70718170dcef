import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import ui from './admin.module.css';
import split from './split-view.module.css';
import type { OpenItem } from './use-open-item.ts';

interface Props<T> {
  open: OpenItem<T>;
  /** The pane's name, and the item's in messages: "request", "conversation". */
  what: string;
  /** The item has the screen to itself (a phone): its heading takes the focus. */
  alone: boolean;
  /** The way back to the list, shown when the item is alone. */
  back: ReactNode;
  onRetry: () => void;
  children: (item: T) => ReactNode;
}

/** The side of a split screen that shows the open item, or the whole screen on a phone; or why not. */
export function ItemPane<T extends { id: string }>({ open, what, alone, back, onRetry, children }: Props<T>) {
  const pane = useRef<HTMLElement>(null);
  const found = open.state === 'found' ? { item: open.item } : null;
  const foundId = found?.item.id;
  useEffect(() => {
    if (alone && foundId) pane.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [alone, foundId]);

  return (
    <section ref={pane} className={split.itemPane} aria-label={`Open ${what}`}>
      {found ? (
        <>
          {alone && back}
          {children(found.item)}
        </>
      ) : open.state === 'none' ? (
        <p className={ui.empty}>Choose a {what} to see it here.</p>
      ) : open.state === 'loading' ? (
        <p className={ui.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading the {what}…
        </p>
      ) : open.state === 'missing' ? (
        <div className={ui.empty} role="alert">
          {alone && back}
          <p>This {what} does not exist, or it was deleted.</p>
        </div>
      ) : (
        <div className={ui.empty} role="alert">
          {alone && back}
          <p>
            The {what} could not load: {open.state === 'failed' ? open.error : ''}
          </p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </section>
  );
}
