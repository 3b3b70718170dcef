import { EARLY_CLICKS } from '../features/quote/starter-keys.ts';

// React puts a node's props on it under this prefix when it hydrates the node: the button then has its
// handlers. A page's own content hydrates after the shell (its template is a lazy chunk in a Suspense
// boundary), so a button may still be plain HTML when the shell is live.
const REACT_PROPS = '__reactProps$';
const isLive = (button: HTMLElement) => Object.keys(button).some((k) => k.startsWith(REACT_PROPS));
/** How long a held tap waits for its button to hydrate before it is replayed anyway. */
const WAIT_MS = 10_000;

/**
 * Replays, once and in order, the taps on buttons that the page's starter held before the app was
 * live (scripts/deferred-start.ts), each as soon as its button has hydrated: a visitor who opened the
 * menu or an FAQ question while the page was still plain HTML sees it open as soon as the app can.
 * Called once, after the shell has hydrated.
 */
export function replayEarlyClicks() {
  const early = window as unknown as Record<typeof EARLY_CLICKS, HTMLElement[] | undefined>;
  const pending = early[EARLY_CLICKS] ?? [];
  // From now on taps reach the app directly.
  early[EARLY_CLICKS] = undefined;
  const giveUp = performance.now() + WAIT_MS;
  const step = () => {
    while (pending[0] && (isLive(pending[0]) || performance.now() > giveUp)) {
      const button = pending.shift()!;
      if (button.isConnected) button.click();
    }
    if (pending.length) requestAnimationFrame(step);
  };
  step();
}
