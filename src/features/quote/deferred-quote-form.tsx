import { memo, Suspense, use, useEffect, useRef, type ComponentProps } from 'react';
import { formInUse } from '../../hooks/dirty-forms.ts';
import { isHeld, QUOTE_FORM_ATTRIBUTE } from './early-submit.ts';
import type { QuoteFormName } from './quote-forms.ts';
import classes from './quote-section.module.css';
// The form's styles load with the page: its prerendered HTML looks as it will once it runs.
import './quote-form.module.css';

type FormModule = typeof import('./quote-form.tsx');
/** QuoteForm's props, with the form named rather than given: its table loads with its code. */
type Props = Omit<ComponentProps<FormModule['QuoteForm']>, 'form'> & { form: QuoteFormName };

/**
 * A page's quote form is plain HTML until the visitor comes near it: its code (the form renderer,
 * its checks and its photo picker) is fetched when the form is about a screen away from view, or at
 * the first focus, tap, change or submit inside it, whichever comes first. A visitor who only reads the top
 * of the page downloads none of it, and the page's hydration does less. Nothing typed or sent in the
 * meantime is lost: typing stays in the fields, and early-submit.ts holds a submit until the form
 * runs. A form the browser renders itself (a page opened inside the app) loads at once.
 */
let loaded: FormModule | undefined;
let loading: Promise<FormModule> | undefined;

/** Fetches the quote form's code once; the server renderer awaits it before rendering a page. */
export function loadQuoteForm(): Promise<FormModule> {
  loading ??= import('./quote-form.tsx').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

let openedInApp = false;
/** Called at the app's first render: from then on, pages are opened by the app, not prerendered. */
export function pagesOpenInApp() {
  openedInApp = true;
}
/**
 * A route loader for the pages that show a quote form: a page the app opens itself brings the form's
 * code with it (also when preloaded on a link's hover or touch), so the page is shown whole at once,
 * with nothing popping in above an in-page target such as #contact. The first page does not need it.
 */
export async function formCodeForPage(): Promise<void> {
  if (openedInApp) await loadQuoteForm();
}

// What a form still in server HTML waits for: the code, asked for by a form of this page. Code that
// came for another page (a link's preload) does not wake this page's forms before they are needed.
let resolveReady: (m: FormModule) => void = () => {};
const ready = new Promise<FormModule>((resolve) => (resolveReady = resolve));
const start = () => void loadQuoteForm().then(resolveReady, retryWhenUsed);

/** How far ahead of the screen a form starts loading: a screen's height of scrolling. */
const AHEAD = '100% 0px';
// A change counts too: photos dropped on the picker or set by a script come with no focus or tap.
const USE_EVENTS = ['focusin', 'pointerdown', 'input', 'change', 'submit'] as const;
const inAQuoteForm = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest(`form[${QUOTE_FORM_ATTRIBUTE}]`);

/** The code did not come (the signal went): the next use of a form, or the signal's return, asks again. */
function retryWhenUsed() {
  const again = (event: Event) => {
    if (event.type !== 'online' && !inAQuoteForm(event.target)) return;
    USE_EVENTS.forEach((type) => document.removeEventListener(type, again, true));
    removeEventListener('online', again);
    start();
  };
  USE_EVENTS.forEach((type) => document.addEventListener(type, again, true));
  addEventListener('online', again);
}

/** Starts loading when `form` (still server HTML) nears the screen or is used; returns a stop. */
function loadWhenNeeded(form: HTMLFormElement): () => void {
  const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
    rootMargin: AHEAD,
  });
  near.observe(form);
  // One code serves every quote form: the use of any of them wakes them all.
  const used = (event: Event) => inAQuoteForm(event.target) && wake();
  USE_EVENTS.forEach((type) => document.addEventListener(type, used, true));
  const stop = () => {
    near.disconnect();
    USE_EVENTS.forEach((type) => document.removeEventListener(type, used, true));
  };
  function wake() {
    stop();
    start();
  }
  return stop;
}

/**
 * A quote form (QuoteForm's props) whose code loads when the visitor needs it. Memoised: a
 * re-render of the page must not reach the form while it is still server HTML, or React would
 * drop that HTML and show nothing until the code is in.
 */
export const DeferredQuoteForm = memo(function DeferredQuoteForm(props: Props) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loaded) return;
    const prerendered = slot.current?.querySelector<HTMLFormElement>(`form[${QUOTE_FORM_ATTRIBUTE}]`);
    // Rendered here, or used before the app ran (focused, typed into, sent): needed now.
    if (!prerendered || formInUse(prerendered) || isHeld(prerendered)) return start();
    return loadWhenNeeded(prerendered);
  }, []);
  return (
    <div ref={slot} className={classes.formSlot}>
      <Suspense fallback={null}>
        <LoadedForm {...props} />
      </Suspense>
    </div>
  );
});

function LoadedForm({ form, ...props }: Props) {
  const { QuoteForm, QUOTE_FORMS } = loaded ?? use(ready);
  return <QuoteForm form={QUOTE_FORMS[form]} {...props} />;
}
