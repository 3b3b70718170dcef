// What the page's inline starter (scripts/deferred-start.ts) leaves for the app, by name. No imports:
// the build's prerender step reads it too.

/** On `window`: quote forms whose submit the starter held before the app ran (early-submit.ts takes them). */
export const EARLY_SUBMITS = '__quoteSubmits';

/**
 * In sessionStorage: where the visit landed, `[location.search, document.referrer]`, kept by the
 * starter so that a visitor who leaves the first page before the app runs keeps the visit's source
 * (visit-source.ts reads it).
 */
export const LANDING = 'visit-landing';

/**
 * On `window`: where the starter puts taps on buttons only React handles (the menu, an FAQ question)
 * while they are still plain HTML: a list until the app runs, then the app's own queue, which replays
 * each once its button has hydrated (src/app/early-clicks.ts).
 */
export const EARLY_CLICKS = '__earlyClicks';

/** On `window`: set once the starter has added the app's entry, so it adds it once. */
export const APP_STARTED = '__appStart';

/** React keeps a hydrated node's props on it under a key with this prefix: that button is live. */
export const REACT_PROPS = '__reactProps$';
