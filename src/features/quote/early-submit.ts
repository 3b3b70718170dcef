import { EARLY_SUBMITS } from './starter-keys.ts';

/**
 * A quote form is plain HTML until its page's code has hydrated it. A tap on its submit button in
 * that moment would make the browser send the form itself: a GET of the same page with every
 * field in the address, which reloads an empty form and loses what the customer typed. The entry
 * holds such a submit here, and the form sends it as soon as it runs.
 */
/** The attribute FormShell puts on every quote form, in the prerendered HTML too. */
export const QUOTE_FORM_ATTRIBUTE = 'data-quote-form';

const live = new WeakSet<HTMLFormElement>();
const held = new WeakSet<HTMLFormElement>();

function holdUntilLive(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute(QUOTE_FORM_ATTRIBUTE)) return;
  if (live.has(form)) return;
  event.preventDefault();
  held.add(form);
}

/**
 * Called once by the entry, before hydration starts: takes over the submits the page's starter held
 * before the app ran (scripts/deferred-start.ts), and holds any more until their form is live.
 */
export function holdEarlySubmits() {
  const early = window as unknown as Record<typeof EARLY_SUBMITS, HTMLFormElement[] | undefined>;
  for (const form of early[EARLY_SUBMITS] ?? []) held.add(form);
  early[EARLY_SUBMITS] = undefined;
  document.addEventListener('submit', holdUntilLive, true);
}

/** Whether a submit of `form` waits for the form to run. */
export const isHeld = (form: HTMLFormElement): boolean => held.has(form);

/** Called by a form once React runs it: from now on its own handler sends; a held submit goes now. */
export function formIsLive(form: HTMLFormElement) {
  live.add(form);
  if (held.delete(form)) form.requestSubmit();
}
