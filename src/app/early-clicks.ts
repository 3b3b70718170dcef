import { EARLY_CLICKS, REACT_PROPS } from '../features/quote/starter-keys.ts';

// A page's own content hydrates after the shell (its template is a lazy chunk in a Suspense boundary),
// so a button may still be plain HTML when the shell is live.
const isLive = (button: Element) => Object.keys(button).some((k) => k.startsWith(REACT_PROPS));
/** How long a held tap waits for its button to hydrate before it is dropped. */
const WAIT_MS = 10_000;

/**
 * Takes over the taps the page's starter holds on buttons that are still plain HTML
 * (scripts/deferred-start.ts): those held before the app ran, and any made on a part of the page that
 * hydrates after the shell. Each goes through once, in order, as soon as its button has hydrated: a
 * visitor who opened the menu or an FAQ question while it was plain HTML sees it open as soon as the
 * app can. A second tap on the same button while the first waits is the same tap. Called once, after
 * the shell has hydrated.
 */
export function replayEarlyClicks() {
  const early = window as unknown as Record<
    typeof EARLY_CLICKS,
    { push(button: HTMLElement): void } | HTMLElement[] | undefined
  >;
  const held = Array.isArray(early[EARLY_CLICKS]) ? early[EARLY_CLICKS] : [];
  const pending: { button: HTMLElement; until: number }[] = [];
  let scheduled = false;
  const step = () => {
    scheduled = false;
    const now = performance.now();
    while (pending[0]) {
      const { button, until } = pending[0];
      if (button.isConnected && !isLive(button) && now < until) break;
      pending.shift();
      // A button still plain HTML after the wait, or gone, would do nothing: the tap is dropped.
      if (button.isConnected && isLive(button)) button.click();
    }
    if (pending.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(step);
  };
  const hold = (button: HTMLElement) => {
    if (pending.at(-1)?.button !== button) pending.push({ button, until: performance.now() + WAIT_MS });
    schedule();
  };
  held.forEach(hold);
  early[EARLY_CLICKS] = { push: hold };
}
