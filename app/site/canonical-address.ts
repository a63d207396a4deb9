import { redirects } from "~/content/redirects";
import { canonicalQueryKey, withoutUnknownParams } from "./query-params";

const OPEN311_PREFIX = "/open311/";

/**
 * Where an address that is not the canonical one goes (a 301), or null: old
 * addresses (app/content/redirects.ts), capital letters, trailing slashes and
 * query parameters a page does not read. Every address of ours is lower case,
 * so /NSR and /Who-We-Are/About-Us are typing, not different pages.
 */
export function canonicalAddress(address: URL): string | null {
  // The partners' API is not a page: its addresses are its spec's (references in capitals), and an
  // Open311 client sends parameters we do not read (jurisdiction_id); a redirect would only lose its call.
  if (address.pathname.startsWith(OPEN311_PREFIX)) return null;
  const trimmed = address.pathname.length > 1 ? address.pathname.replace(/\/+$/, "") || "/" : address.pathname;
  const pathname = redirects[trimmed] ?? redirects[trimmed.toLowerCase()] ?? trimmed.toLowerCase();
  const params = withoutUnknownParams(pathname, address.searchParams) ?? address.searchParams;
  const search = [...params].length ? `?${params}` : "";
  return pathname === address.pathname && search === address.search ? null : pathname + search;
}

/** One key per page: the canonical path and query, and whether it was asked for as a lite page. */
export function pageKey(address: URL, saveData: boolean): string {
  return `${saveData ? "lite" : "full"} ${canonicalQueryKey(address.pathname, address.searchParams)}`;
}
