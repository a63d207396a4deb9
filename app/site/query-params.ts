import { LGA_VIEW_PARAMS } from "~/features/register/view";
import { NEWSLETTER_PARAM, NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { OPEN_PARAM } from "~/features/galleries/gallery";
import { STATUS_FIELDS } from "~/features/requests/status-page";
import { splitLocale } from "~/i18n/locales";

/**
 * The query parameters each address reads; any other is noise (tracking
 * tags, typos, cache-busting), answered with a 301 to the address without
 * it, so that a page has one URL and one cache entry.
 */
const PARAMS: [RegExp, readonly string[]][] = [
  [/^\/$/, [NEWSLETTER_PARAM]],
  [/^\/where-we-work\/nsr-summary-by-lga(\.csv|-illustrative\.csv)?$/, LGA_VIEW_PARAMS],
  [/^\/(resource-hub\/news|resource-hub\/policy-and-governance-documents|get-involved\/tenders)$/, ["page"]],
  [/^\/nsr\/nsr-coverage-across-nigeria$/, ["sort", "dir"]],
  [/^\/resource-hub\/(photo|video)-gallery$/, ["category", "page", OPEN_PARAM]],
  [/^\/resource-hub\/(photo|video)-gallery\/[^/]+$/, ["category"]],
  [/^\/search$/, ["query", "page"]],
  [/^\/api\/search$/, ["query"]],
  [/^\/newsletter\/(confirm|unsubscribe)$/, [NEWSLETTER_TOKEN_PARAM]],
  // The acknowledgement's link fills in the status page's form.
  [/^\/nsr\/data-access-request-form\/status$/, [STATUS_FIELDS.reference, STATUS_FIELDS.code]],
  // "Report a problem with this page" fills in the page; an answer to "Was this page useful?" names its page.
  [/^\/(contact|page-feedback)$/, ["page"]],
];

/** A page reads the same parameters in every language: /ha/search as /search. */
export function knownQueryParams(path: string): readonly string[] {
  const { path: english } = splitLocale(path);
  return PARAMS.find(([pattern]) => pattern.test(english))?.[1] ?? [];
}

/** The parameters of `search` this path reads, in their original order; null when nothing would be dropped. */
export function withoutUnknownParams(path: string, search: URLSearchParams): URLSearchParams | null {
  const known = knownQueryParams(path);
  const kept = new URLSearchParams([...search].filter(([key]) => known.includes(key)));
  return [...kept].length === [...search].length ? null : kept;
}

/** One key per page: the known parameters, sorted, so their order never makes a second copy. */
export function canonicalQueryKey(path: string, search: URLSearchParams): string {
  const known = knownQueryParams(path);
  const params = [...search].filter(([key]) => known.includes(key)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${path}?${new URLSearchParams(params)}` : path;
}
