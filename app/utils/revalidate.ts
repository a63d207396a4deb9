import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The root's data (the banner's notices, the reader's analytics choice) is
 * the same for every query of one page. So moving within a page (opening a
 * photo, turning a filter) asks the server only for that page's own data, if
 * anything: a lightbox opens without a round trip, even on 2G or when the
 * server is busy. A form sent, or another page, reads it again.
 */
export const revalidateSiteData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
