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
 * On `window`: buttons tapped before the app was live (the menu, an FAQ question), which only React
 * handles; the starter holds the taps and the app replays them once it has hydrated
 * (src/app/early-clicks.ts).
 */
export const EARLY_CLICKS = '__earlyClicks';
