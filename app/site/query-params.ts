import { NEWSLETTER_PARAM, NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { splitLocale } from "~/i18n/locales";
import { paths } from "./paths";

/**
 * The names of parameters that belong to an address as much as its path does: links in mail and on
 * other pages carry them. They live here, below the features that read them, so that the table
 * below can name them without app/site/ importing a feature.
 */

/** Every parameter a view of the LGA table reads, in canonical order (features/register/view.ts). */
export const LGA_VIEW_PARAMS = ["q", "state", "sort", "dir", "size", "page"] as const;

/** The parameter of a gallery's grid that holds the item open in the lightbox (features/galleries). */
export const OPEN_PARAM = "open";

/** The names of the status page's fields, in its form and in the link the acknowledgement carries. */
export const STATUS_FIELDS = { reference: "reference", code: "code" } as const;

/** The answer a "Was it fixed?" mail link carries (yes or no), beside its secret: the page it opens puts that button first. */
export const FIX_ANSWER_PARAM = "answer";

/** The parameter of the grievance form that preselects a category ("Report a scam" sets it to fraud). */
export const GRIEVANCE_CATEGORY_PARAM = "category";
/** The grievance form's parameters that fill in a place: an LGA's payment page links with both. */
export const GRIEVANCE_PLACE_PARAMS = { state: "state", lga: "lga" } as const;

/** The parameter of the payment progress page and file that names a cycle ("2026-2"). */
export const PROGRESS_CYCLE_PARAM = "cycle";

/** The payment alerts page's: the LGA by its state's and its own slug, and `sent` once the text asking YES has gone. */
export const PAYMENT_ALERT_PARAMS = { state: "state", lga: "lga", sent: "sent" } as const;
/** What `sent` says was sent: a text to a number, or a mail to an address. */
export const ALERT_SENT = { sms: "1", email: "email" } as const;

/** One segment below an address: `${path}/*` in the table stands for each of its item pages. */
const BELOW = "/*";

/** The parameter the payment pages' calendar files and feeds, and the status feed, read for their words' language: they have one address each. */
export const FILE_LANGUAGE_PARAM = "lang";

/**
 * The query parameters each address reads (paths.ts); any other is noise
 * (tracking tags, typos, cache-busting), answered with a 301 to the address
 * without it, so that a page has one URL and one cache entry.
 */
const PARAMS: [readonly string[], readonly string[]][] = [
  [[paths.home], [NEWSLETTER_PARAM]],
  [[paths.lgaTable, paths.lgaTableCsv, paths.lgaTableCsvIllustrative], LGA_VIEW_PARAMS],
  // The news pages by key (features/news/list-place.ts); ?page= of an old address leads to its key.
  [[paths.news], ["older", "newer", "month", "page"]],
  [[paths.documents, paths.tenders], ["page"]],
  [[paths.coverage], ["sort", "dir"]],
  [
    [paths.photoGallery, paths.videoGallery],
    ["category", "page", OPEN_PARAM],
  ],
  [[paths.photoGallery + BELOW, paths.videoGallery + BELOW], ["category"]],
  [
    [paths.photoGalleryTiles, paths.videoGalleryTiles],
    ["category", "page"],
  ],
  [[paths.search], ["query", "page"]],
  [[paths.apiSearch], ["query"]],
  [[paths.newsletterConfirm, paths.newsletterUnsubscribe, paths.paymentsAlertsConfirm, paths.paymentsAlertsStop], [NEWSLETTER_TOKEN_PARAM]],
  // The acknowledgement's link fills in the status page's form.
  [[paths.darStatus], [STATUS_FIELDS.reference, STATUS_FIELDS.code]],
  [[paths.grievanceStatus], [STATUS_FIELDS.reference, STATUS_FIELDS.code]],
  [[paths.grievanceFixed], [NEWSLETTER_TOKEN_PARAM, FIX_ANSWER_PARAM]],
  // "Report a scam" opens the form on its category.
  [[paths.grievanceForm], [GRIEVANCE_CATEGORY_PARAM, GRIEVANCE_PLACE_PARAMS.state, GRIEVANCE_PLACE_PARAMS.lga]],
  // Open311's list of a partner's requests: by reference, or changed since.
  [[paths.open311Requests], ["service_request_id", "start_date", "end_date", "status"]],
  // A hydrated page's words: which of them, for which language and page, and their digest (i18n/words.ts).
  [[paths.pageWords], ["locale", "path", "words", "v"]],
  // "Report a problem with this page" fills in the page; an answer to "Was this page useful?" names its page.
  [[paths.contact, paths.pageFeedback], ["page"]],
  // Payment progress: which cycle, for the page and its file.
  [[paths.paymentsProgress, paths.paymentsProgressCsv], [PROGRESS_CYCLE_PARAM]],
  [[paths.paymentsAlerts], Object.values(PAYMENT_ALERT_PARAMS)],
  [[paths.statusFeed], [FILE_LANGUAGE_PARAM]],
];

const byAddress = new Map(PARAMS.flatMap(([addresses, params]) => addresses.map((address) => [address, params] as const)));

/** Those files: the country's feed, and a state's or an LGA's calendar file and feed. */
const PAYMENT_FILES = new RegExp(`^${paths.payments}(?:/[^/]+){0,2}/(?:calendar\\.ics|rss\\.xml)$`);
/** The parameter of an LGA's payment page that names where its page of past windows starts. */
export const PAST_WINDOWS_PARAM = "older";
/** An LGA's payment page ("/payments/kano/dala"): its files are matched above. */
const PAYMENT_LGA_PAGE = new RegExp(`^${paths.payments}/[^/]+/[^/]+$`);

/** A page reads the same parameters in every language: /ha/search as /search. */
export function knownQueryParams(path: string): readonly string[] {
  const { path: english } = splitLocale(path);
  // An address of its own first: /payments/alerts/confirm has the shape of an LGA's page.
  const exact = byAddress.get(english);
  if (exact) return exact;
  if (PAYMENT_FILES.test(english)) return [FILE_LANGUAGE_PARAM];
  if (PAYMENT_LGA_PAGE.test(english)) return [PAST_WINDOWS_PARAM];
  const item = /^(\/.+)\/[^/]+$/.exec(english);
  return (item ? byAddress.get(item[1] + BELOW) : undefined) ?? [];
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
