import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query.ts';

/** From a tablet in landscape up, the open item shows beside the list. */
const SIDE_BY_SIDE = '(min-width: 64em)';

/**
 * A list and its open item (a lead, a conversation). Wide: side by side, each pane scrolling on its
 * own. Narrow: the open item takes the screen, and closing it finds the list scrolled where it was.
 */
export function useSplitView(openId: string | undefined) {
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const alone = !!openId && !wide;
  const listPane = useRef<HTMLElement>(null);
  const listScroll = useRef(0);
  useLayoutEffect(() => {
    if (!alone) window.scrollTo({ top: listScroll.current });
    else window.scrollTo({ top: 0 });
  }, [alone]);
  return {
    wide,
    alone,
    listPane,
    /** Whether the reader has scrolled down the list (new items should then wait, not push it). */
    scrolledDown: () =>
      (listPane.current?.scrollTop ?? 0) > 0 ||
      (!wide && (listPane.current?.querySelector('ul')?.getBoundingClientRect().top ?? 0) < 0),
    /** Call as a row opens: on a phone, where the list was is kept for the way back. */
    rememberScroll: () => {
      if (!wide) listScroll.current = window.scrollY;
    },
  };
}

/** ↑ and ↓ move between a list's row links (marked data-row); Enter, the link's own key, opens one. */
export function moveThroughRows(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-row]')];
  const at = rows.indexOf(document.activeElement as HTMLAnchorElement);
  const next = rows[at === -1 ? 0 : at + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.scrollIntoView({ block: 'nearest' });
}
