import { useNavigate } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSettled } from '../../hooks/use-settled.ts';
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

/**
 * A list's search, kept in the address (`?q=…` and the rest of `search`): the box sends its text when
 * typing pauses (dropping what `reset` names, such as the page count), and follows the address when
 * back or forward change it. Returns the box's text, its setter, and a setter for the whole search.
 */
export function useAddressSearch<S extends { q?: string }>(search: S, reset: Partial<S> = {}) {
  const navigate = useNavigate();
  const q = search.q ?? '';
  const [typed, setTyped] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setTyped(q);
  }
  const settled = useSettled(typed.trim());
  const setSearch = (next: S) => void navigate({ to: '.', search: next, replace: true, resetScroll: false });
  useEffect(() => {
    if (settled !== q) setSearch({ ...search, ...reset, q: settled || undefined });
    // Only a pause in typing changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return { q, typed, setTyped, setSearch };
}
