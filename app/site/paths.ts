import { states } from "~/content/states";
import { slugify } from "~/utils/slug";

/**
 * Addresses the code links to by name. Pages of the navigation tree are
 * found there (app/content/navigation.ts); these are the ones code builds
 * links, redirects and files from.
 */
export const paths = {
  home: "/",
  search: "/search",
  /** The search as JSON (docs/product.md, "Calls"). */
  apiSearch: "/api/search",
  /** A hydrated page's words, fetched by its first script (routes/page-words[.]json.ts, decision 0098). */
  pageWords: "/page-words.json",
  lgaTable: "/where-we-work/nsr-summary-by-lga",
  lgaTableCsv: "/where-we-work/nsr-summary-by-lga.csv",
  stateTableCsv: "/where-we-work/nsr-summary-by-state.csv",
  /** The same two files while they hold the illustrative sample, named so (features/register/files.ts). */
  lgaTableCsvIllustrative: "/where-we-work/nsr-summary-by-lga-illustrative.csv",
  stateTableCsvIllustrative: "/where-we-work/nsr-summary-by-state-illustrative.csv",
  /** CSV on the Web metadata describing both CSV files: what they are, their status and their as-at date. */
  registerMetadata: "/where-we-work/nsr-summary-metadata.json",
  stateOffices: "/where-we-work/our-state-offices",
  coverage: "/nsr/nsr-coverage-across-nigeria",
  /** How organisations ask for the register's data; the acknowledgement of a request links here. */
  accessingTheNsr: "/nsr/accessing-the-nsr",
  darForm: "/nsr/data-access-request-form",
  darReceipt: "/nsr/data-access-request-form/submitted",
  /** Where a requester sees how their request stands, with its reference and the code from their acknowledgement. */
  darStatus: "/nsr/data-access-request-form/status",
  darPdf: "/data-access-request-form.pdf",
  news: "/resource-hub/news",
  documents: "/resource-hub/policy-and-governance-documents",
  tenders: "/get-involved/tenders",
  /** RSS 2.0 of the published tenders, beside the news feed (utils/rss.ts). */
  tendersFeed: "/get-involved/tenders/rss.xml",
  faqs: "/resource-hub/faqs",
  /** Each gallery's grid; an item's own page is one segment below (features/galleries). */
  photoGallery: "/resource-hub/photo-gallery",
  videoGallery: "/resource-hub/video-gallery",
  /** One grid page's tiles as JSON, for the lightbox's walk across pages (features/galleries/lightbox-walk.ts). */
  photoGalleryTiles: "/resource-hub/photo-gallery.json",
  videoGalleryTiles: "/resource-hub/video-gallery.json",
  careers: "/get-involved/careers",
  /** RSS 2.0 of the open vacancies. */
  careersFeed: "/get-involved/careers/rss.xml",
  privacyPolicy: "/resource-hub/privacy-policy",
  /** Where the links in newsletter mail lead: each shows a page with one button, which posts. */
  newsletterConfirm: "/newsletter/confirm",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  /** The page-view beacon: an empty 204 that every page asks for once. */
  pageView: "/pv",
  /** The health check: the status to anyone, what the server holds to the machine itself. */
  health: "/healthz",
  /** The office's details, the state offices, and the form for a problem with a page or a question. */
  contact: "/contact",
  /** The receipt of a message from the contact page: its reference, from a signed cookie. */
  contactSent: "/contact/sent",
  /** Where "Was this page useful?" posts; its thank-you leads back to the page. */
  pageFeedback: "/page-feedback",
  /** Where the consent banner posts its answer. */
  analyticsConsent: "/analytics-consent",
  /** The pages outside the sections that a government site owes its readers (content/site-pages.ts), with contact above. */
  accessibility: "/accessibility",
  siteMap: "/sitemap",
  /** Grievances (issue 50): the form (`?category=` preselects one), its answer, and the status page by reference and code. */
  grievanceForm: "/grievances/new",
  grievanceReceipt: "/grievances/new/submitted",
  grievanceStatus: "/grievances/status",
  /** Where the two links of a "Was it fixed?" mail lead (decision 0110). */
  grievanceFixed: "/grievances/fixed",
  /** How fast the office resolves grievances: the published figures, and the same as CSV. */
  grievanceStatistics: "/grievances/statistics",
  grievanceStatisticsCsv: "/grievances/statistics.csv",
  /** The office's real channels, the rule that it never charges, and the known fakes: one tap from every footer. */
  isThisReal: "/is-this-real",
  /** Whether each channel a household uses is working, its 90 days, the office's notices (decision 0113), and their RSS. */
  status: "/status",
  statusFeed: "/status/rss.xml",
  /** When the cash transfer is paid, by state and LGA (decision 0108): the country's windows, then a page a state and an LGA. */
  payments: "/payments",
  /** Households due and paid in a cycle, by state, with the chart and the files (?cycle=2026-2). */
  paymentsProgress: "/payments/progress",
  /** The same cycle's figures per LGA as CSV, described at its own address with -metadata.json added. */
  paymentsProgressCsv: "/payments/progress.csv",
  /** Payment alerts by SMS or e-mail for an LGA (?state=kano&lga=dala): the forms' own page, and where they post. */
  paymentsAlerts: "/payments/alerts",
  /** The links in an e-mail alert's mails (?token=): confirm the subscription, and stop it. */
  paymentsAlertsConfirm: "/payments/alerts/confirm",
  paymentsAlertsStop: "/payments/alerts/stop",
  /** The partners' grievance API, in Open311 GeoReport v2's shape (features/grievance-api). */
  open311Services: "/open311/v2/services.json",
  open311Requests: "/open311/v2/requests.json",
} as const;

/** A state's payment page, by the state's slug ("kano"). */
export const paymentsOfState = (stateSlug: string) => `${paths.payments}/${stateSlug}`;
/** An LGA's payment page ("/payments/kano/dala"). */
export const paymentsOfLga = (stateSlug: string, lgaSlug: string) => `${paymentsOfState(stateSlug)}/${lgaSlug}`;
/**
 * An LGA's payment page from a list that names its state as the register does ("Kano", "FCT") and
 * knows the LGA's slug (register_lga): the register's table.
 */
export const lgaPaymentsPath = (registerState: string, lgaSlug: string) =>
  paymentsOfLga(states.find((state) => state.registerName === registerState)?.slug ?? slugify(registerState), lgaSlug);
/** The iCalendar file of a state's or an LGA's windows, at one address whatever the language (?lang= for its words). */
export const paymentsCalendar = (placePath: string) => `${placePath}/calendar.ics`;
/** The RSS feed of the country's (paths.payments), a state's or an LGA's windows, at one address (?lang= for its words). */
export const paymentsFeed = (placePath: string) => `${placePath}/rss.xml`;
