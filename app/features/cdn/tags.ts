import { collectionManifests, manifestOf } from "~/features/content-pages/collections";
import { splitLocale } from "~/i18n/locales";

/**
 * The cache tags of a public answer (decision 0076): what a purge names to
 * empty a shared cache of exactly the answers a change made stale. Each is
 * printable ASCII with no space or comma, so one spelling suits Cloudflare's
 * Cache-Tag (comma-separated, case-insensitive, 16 KB a header) and Fastly's
 * Surrogate-Key (space-separated, 1,024 bytes a key, 16 KB a header), and
 * lower-case, so Cloudflare's case-folding changes nothing. The database
 * spells the same tags when it queues a purge (migration 20261228090000):
 * a rule changed here is changed there.
 */

/** Every public answer: purging it empties the CDN of the whole site (a new release, a furniture change). */
export const ALL_TAG = "all";

/** The most bytes Fastly takes for one key; Cloudflare takes more. */
export const MAX_TAG_BYTES = 1024;

/** Whether both CDNs accept the tag as it is: 1 to 1,024 printable ASCII characters, none a space or a comma. */
export function isValidTag(tag: string): boolean {
  return /^[\x21-\x2b\x2d-\x7e]{1,1024}$/.test(tag);
}

/** A collection's tag: every answer that read its table carries it, and a change to a live item purges it. */
export const collectionTag = (table: string) => `collection:${table}`;

/** A language's tag: every page in it (its furniture's review state shows on each). */
export const languageTag = (locale: string) => `lang:${locale}`;

/**
 * A page's own tag: its path as the address has it (lower-case, canonical),
 * with a comma written %2C; a path too long for one key is not tagged by
 * itself (its collection and language tags still purge it).
 */
export function pageTag(path: string): string | null {
  const tag = `page:${encodeURI(decodeURISafely(path)).replace(/,/g, "%2C").toLowerCase()}`;
  return isValidTag(tag) ? tag : null;
}

function decodeURISafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The tables whose reads tag an answer, and the collection each stands for:
 * every content collection (its manifest), the search index (rebuilt from
 * the searchable collections, so it is a collection of its own, "search"),
 * the register's figures (lga_summary, published as one dataset) and payment
 * progress (payment_progress, likewise).
 */
export const SEARCH_COLLECTION = "search";
export const REGISTER_COLLECTION = "lga_summary";
/** Payment progress (decision 0108), published as one dataset a cycle at a time. */
export const PROGRESS_COLLECTION = "payment_progress";

const TABLE_COLLECTIONS: ReadonlyMap<string, string> = new Map([
  ...collectionManifests.map((manifest) => [manifest.table, manifest.table] as const),
  // The sitemap index's news files, kept from the articles by triggers.
  ["news_sitemap_file", "news_article"],
  // The news list's functions, which read the articles by key (decision 0091).
  ["news_list_page", "news_article"],
  ["news_list_keys", "news_article"],
  ["news_list_span", "news_article"],
  ["news_list_key", "news_article"],
  ["search_document", SEARCH_COLLECTION],
  ["search_word", SEARCH_COLLECTION],
  ["lga_summary", REGISTER_COLLECTION],
  ["lga_dataset", REGISTER_COLLECTION],
  // A window's changes show with it; the register's LGAs change only as its files do.
  ["payment_window_change", "payment_window"],
  ["register_lga", REGISTER_COLLECTION],
  ["payment_progress", PROGRESS_COLLECTION],
  ["payment_progress_total", PROGRESS_COLLECTION],
]);

const MODEL_COLLECTIONS: ReadonlyMap<string, string> = new Map([
  ...collectionManifests.map((manifest) => [manifest.model, manifest.table] as const),
  ["newsSitemapFile", "news_article"],
  ["searchDocument", SEARCH_COLLECTION],
  ["searchWord", SEARCH_COLLECTION],
  ["lgaSummary", REGISTER_COLLECTION],
  ["lgaDataset", REGISTER_COLLECTION],
  ["paymentWindowChange", "payment_window"],
  ["registerLga", REGISTER_COLLECTION],
  ["paymentProgress", PROGRESS_COLLECTION],
  ["paymentProgressTotal", PROGRESS_COLLECTION],
]);

/** The collection a Prisma model's read stands for (its model name, either case of its first letter), or null. */
export function collectionOfModel(model: string): string | null {
  return MODEL_COLLECTIONS.get(model.charAt(0).toLowerCase() + model.slice(1)) ?? null;
}

const TABLE_NAMES = new RegExp(`\\b(${[...TABLE_COLLECTIONS.keys()].join("|")})\\b`, "g");

/** The collections a raw SQL text names (a search's query): each table it names that stands for one. */
export function collectionsInSql(sql: string): string[] {
  return [...new Set([...sql.matchAll(TABLE_NAMES)].map((match) => TABLE_COLLECTIONS.get(match[1]!)!))];
}

/**
 * An answer's tags: its page, each collection it read (sorted, so the same
 * reads give the same header), its language (from the address), and all.
 */
export function answerTags(path: string, collections: Iterable<string>): string[] {
  const page = pageTag(path);
  return [...(page ? [page] : []), ...[...new Set(collections)].sort().map(collectionTag), languageTag(splitLocale(path).locale), ALL_TAG];
}

/**
 * Collections whose answers may show them without reading them: the national
 * office's channels, in every page's footer, are read once and kept in memory
 * until a data change (office-contact.server.ts), so no answer notes them.
 */
const SHOWN_FROM_MEMORY: ReadonlySet<string> = new Set(["contact_channel"]);

/** The payload content_schedule_reached() announces with. */
const SCHEDULE_REACHED = "schedule";

/**
 * The tags of the answers a notice on nassco_site_data_changed made stale,
 * by its payload: a content collection's table, its tag and, where search
 * shows its items, the search's (as cdn_purge_collection_tags() names them
 * for a CDN); the register's figures and payment progress, theirs. Null for anything that cannot
 * be narrowed, where every answer may have changed: `content_locale` (a
 * language's furniture), `all` or any other payload, a collection shown from
 * memory.
 *
 * None (the fresh answers go, the last good copies stay: decision 0078) for
 * two notices that take down nothing an editor took down:
 * - an empty payload, the notice listener's own once it listens again after
 *   losing its connection (server/database/pg.ts): a notice may have been
 *   missed in the gap, but the gap is almost always the database's outage,
 *   when nothing changed and readers are served those copies;
 * - `schedule`: an item's planned time came (an instance reaches any that fell
 *   while none was up as it starts). A page an editor withdraws at once is
 *   unpublished or deleted, which names its collection.
 */
export function tagsChangedBy(payload: string): string[] | null {
  if (payload === "" || payload === SCHEDULE_REACHED) return [];
  if (payload === REGISTER_COLLECTION || payload === PROGRESS_COLLECTION) return [collectionTag(payload)];
  const manifest = manifestOf(payload);
  if (!manifest || SHOWN_FROM_MEMORY.has(manifest.table)) return null;
  return [collectionTag(manifest.table), ...(manifest.searchKind ? [collectionTag(SEARCH_COLLECTION)] : [])];
}
