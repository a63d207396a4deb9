import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { paths } from "~/site/paths";

const beacon = (pathname: string, search: string, extra = "") => `${paths.pageView}?p=${encodeURIComponent(pathname + search)}${extra}`;

/**
 * Counts this page view (server/page-view-beacon.ts) with no script at all:
 * every browser loads the first image; one without JavaScript also loads the
 * one in <noscript>. Each is one request that no cache answers, from a page
 * that every cache may keep.
 */
export function PageViewBeacon() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // A hydrated page's own links change the page without loading one: count those here.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    new Image().src = beacon(pathname, search);
  }, [pathname, search]);
  return (
    <>
      <img className="page-view" src={beacon(pathname, search)} alt="" width={1} height={1} />
      <noscript>
        <img className="page-view" src={beacon(pathname, search, "&js=0")} alt="" width={1} height={1} />
      </noscript>
    </>
  );
}
