import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { RESULTS_ID } from "~/utils/results-anchor";

/**
 * On a hydrated page, a navigation that lands at the results (a pager, a sort
 * or a filter link with #results) moves the focus there, as a page without
 * scripts moves the reader's place there: keyboard and screen-reader users
 * continue from the results, not from the link they pressed or the top.
 * ScrollRestoration has already scrolled the element into view.
 */
export function useResultsFocus() {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${RESULTS_ID}`) return;
    document.getElementById(RESULTS_ID)?.focus({ preventScroll: true });
  }, [key, hash]);
}
