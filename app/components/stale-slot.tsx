/**
 * Where a page's last good copy may carry its notice (decision 0078): the
 * launcher serves that copy while the database is down, and the site's
 * features/stale-pages/stale-notice.server.ts fills this slot.
 */
export const STALE_SLOT_CLASS = "stale-slot";

/**
 * Empty at the top of every page's <main>, for the notice a last good copy
 * may carry. Its inner HTML is React's to leave alone: hydrating, React keeps
 * what the server's copy holds, so the notice stays with JavaScript on and no
 * mismatch makes React render the page again.
 */
export function StaleSlot() {
  return <div className={STALE_SLOT_CLASS} dangerouslySetInnerHTML={{ __html: "" }} />;
}
