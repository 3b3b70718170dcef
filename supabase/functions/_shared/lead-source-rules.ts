// What a lead's attribution may hold, as plain patterns: the schema (schemas.ts) and the page that
// records a visit's source (which must not pull valibot into every page) both read them here.

/** Attribution text as stored: short, one line, no markup, no control characters. */
export const SOURCE_TEXT = /^[^<>\p{Cc}]{0,100}$/u;
/** A referring site's host name ('' when the visit came from no other site). */
export const SOURCE_HOST = /^(([a-z0-9-]+\.)*[a-z0-9-]+)?$/i;
/** A path on this site, as a browser's address bar holds it. */
export const SOURCE_PAGE = /^\/[^\s<>"'\\]{0,299}$/;
