/**
 * What a page says of itself for its last good copy (decision 0078): the
 * launcher serves that copy while the database is down, and the site's
 * notice (stale-notice.server.ts) reads these marks in the stored HTML.
 */

/** On what shows a closing date (a vacancy's, a tender's): a reader may act on it, so an old copy says it may have changed. */
export const closingDateMark = { "data-closing-date": "" } as const;

/**
 * On a POST form that asks nothing a reader relies on ("Was this page
 * useful?"): on every content page, it would put the notice on all of them.
 */
export const quietFormMark = { "data-stale-quiet": "" } as const;
