import { useEffect, useLayoutEffect, useRef } from 'react';

/** How soon staff see what arrived while the admin is open: leads and chats are polled this often. */
export const POLL_MS = 10_000;

/**
 * Calls `poll` every POLL_MS while the page is visible, and at once when the tab or window comes back;
 * never in a hidden tab. The latest `poll` is used without restarting the timer.
 */
export function useVisiblePoll(poll: () => void): void {
  const latest = useRef(poll);
  useLayoutEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const timer = window.setInterval(onShow, POLL_MS);
    window.addEventListener('focus', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onShow);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, []);
}
