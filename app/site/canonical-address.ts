import { redirects } from "~/content/redirects";
import { apiSurfaceOf } from "../../server/http/api-surfaces";
import { canonicalQueryKey, withoutUnknownParams } from "./query-params";
import { PREFIXED_LOCALES } from "~/i18n/locales";

/**
 * A language's home with a slash after it (/ha/), as links from elsewhere write it: served as it
 * is, not sent on by a 301 (another round trip, 2 s on slow 2G; decision 0098). The page names
 * /ha as its canonical address, and the page cache keeps it under that key.
 */
const LANGUAGE_HOME_WITH_SLASH = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})/$`);

/**
 * Where an address that is not the canonical one goes (a 301), or null: old
 * addresses (app/content/redirects.ts), capital letters, trailing slashes and
 * query parameters a page does not read. Every address of ours is lower case,
 * so /NSR and /Who-We-Are/About-Us are typing, not different pages.
 */
export function canonicalAddress(address: URL): string | null {
  if (apiSurfaceOf(address.pathname)?.canonicalRedirects === false) return null;
  const trimmed =
    address.pathname.length > 1 && !LANGUAGE_HOME_WITH_SLASH.test(address.pathname)
      ? address.pathname.replace(/\/+$/, "") || "/"
      : address.pathname;
  const pathname = redirects[trimmed] ?? redirects[trimmed.toLowerCase()] ?? trimmed.toLowerCase();
  const params = withoutUnknownParams(pathname, address.searchParams) ?? address.searchParams;
  const search = [...params].length ? `?${params}` : "";
  return pathname === address.pathname && search === address.search ? null : pathname + search;
}

/** One key per page: the canonical path and query, and whether it was asked for as a lite page. */
export function pageKey(address: URL, saveData: boolean): string {
  const pathname = LANGUAGE_HOME_WITH_SLASH.test(address.pathname) ? address.pathname.slice(0, -1) : address.pathname;
  return `${saveData ? "lite" : "full"} ${canonicalQueryKey(pathname, address.searchParams)}`;
}
