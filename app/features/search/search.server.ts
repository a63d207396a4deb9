import { noteModelRead } from "~/features/cdn/headers.server";
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { onSiteDataChange } from "~/utils/data-changes.server";
import { singleLine } from "~/utils/single-line";
import type { Locale } from "~/i18n/locales";

export const SEARCH_PAGE_SIZE = 10;
export const QUERY_MAX_LENGTH = 100;
/**
 * The most matches a search ranks (docs/decisions/0093-the-sitemap-index-and-search-bounded.md):
 * a common word matched every article, and ranking them all cost 0.8–1.5 s at
 * 100×. Twenty pages of results; past that the page asks for another word.
 */
export const SEARCH_RANKED = 200;

/** Marks ts_headline puts around matches; control characters never occur in our text. */
const START = "\u0001";
const STOP = "\u0002";
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchHit {
  id: number;
  kind: string;
  title: string;
  description: string;
  url: string;
  /** The snippet as alternating plain and matched text: [plain, match, plain, …]. */
  snippet: string[];
  /** The document's language: English results on another language's search are marked so. */
  locale: string;
}

export interface SearchResults {
  query: string;
  hits: SearchHit[];
  /** How many results there are to page through: at most SEARCH_RANKED. */
  total: number;
  /** More than SEARCH_RANKED documents match: the results are the best of the first SEARCH_RANKED found. */
  more: boolean;
  page: number;
  /** A corrected query when the typed one found nothing and a spelling fix did. */
  suggestion: string | null;
}

/** Trimmed, spaces collapsed, at most 100 characters. */
export function normaliseQuery(raw: string | null | undefined): string {
  return singleLine(raw ?? "", QUERY_MAX_LENGTH);
}

/**
 * The query as a tsquery: websearch syntax (quotes, or, -not) for the whole
 * text, with the last word also matched as a prefix so "benef" finds
 * "beneficiaries". Only a bare run of letters and digits ever reaches
 * to_tsquery, so nothing the visitor types is parsed as tsquery syntax.
 */
function tsquery(query: string, config: "english_unaccent" | "simple_unaccent"): Prisma.Sql {
  const words = query.split(" ");
  const last = foldForSearch(words.at(-1)!).replace(/[^a-z0-9]/g, "");
  // The other languages' documents are folded (search_fold() in the translations migration): so is the query.
  const text = (value: string) => (config === "simple_unaccent" ? Prisma.sql`search_fold(${value})` : Prisma.sql`${value}`);
  const cfg = Prisma.raw(`'${config}'`);
  const whole = Prisma.sql`websearch_to_tsquery(${cfg}, ${text(query)})`;
  if (last.length < 2 || /["-]/.test(query)) return whole;
  const rest = words.slice(0, -1).join(" ");
  return Prisma.sql`(${whole} || (websearch_to_tsquery(${cfg}, ${text(rest)}) && to_tsquery(${cfg}, ${`${last}:*`})))`;
}

/**
 * A word as the index of the other languages holds it: lower case, without
 * tone marks and with Hausa's hooked letters as plain ones, so "ọ̀rọ̀" is "oro"
 * and "ƙasa" is "kasa" (the same fold as search_fold() in the database).
 */
export function foldForSearch(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFD")
    .replace(/[ɓɗƙƴ]/g, (letter) => ({ ɓ: "b", ɗ: "d", ƙ: "k", ƴ: "y" })[letter]!)
    .replace(/[\u0300-\u036f]/g, "");
}

function snippetParts(headline: string): string[] {
  // "a \u0001b\u0002 c" → ["a ", "b", " c"]: even indexes plain, odd ones matched.
  return headline.split(new RegExp(`[${START}${STOP}]`));
}

/**
 * English searches English documents. Another language searches its own
 * documents first (simple_unaccent: no stemmer exists for them), then the
 * English ones, which its pages show where they have no translation.
 *
 * Two passes, so a common word costs what a rare one does: the first takes up
 * to SEARCH_RANKED + 1 matches in the order the table or the index gives
 * them (the language's own first), ranking none: the query is written out in
 * it, so the planner sees how common its words are and reads a common word's
 * first matches from the table, a rare word's from the index; the second
 * ranks only
 * the first SEARCH_RANKED of those, title > description > body, and
 * highlights one page of them. One more than are ranked tells whether there
 * are more.
 */
export function searchStatement(query: string, page: number, locale: Locale): Prisma.Sql {
  const english = tsquery(query, "english_unaccent");
  const own = locale === "en" ? english : tsquery(query, "simple_unaccent");
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const found = SEARCH_RANKED + 1;
  const ownMatches =
    locale === "en"
      ? Prisma.empty
      : Prisma.sql`(SELECT d.id, true AS own FROM search_document d WHERE d.locale = ${locale} AND d.document @@ ${own} LIMIT ${found})
        UNION ALL`;
  return Prisma.sql`
    WITH query AS (SELECT ${english} AS english, ${own} AS own),
    found AS (
      SELECT f.id, f.own, row_number() OVER () AS n
      FROM (SELECT * FROM (${ownMatches}
              (SELECT d.id, false AS own FROM search_document d WHERE d.locale = 'en' AND d.document @@ ${english} LIMIT ${found})) AS u
            LIMIT ${found}) AS f
    ),
    matches AS (
      SELECT d.id, d.kind, d.title, d.description, d.url, d.body, d.locale, f.own,
             CASE WHEN d.locale = 'en' THEN query.english ELSE query.own END AS q,
             ts_rank('{0.1, 0.3, 0.6, 1.0}', d.document, CASE WHEN d.locale = 'en' THEN query.english ELSE query.own END)
               * (CASE d.kind WHEN 'page' THEN 2 ELSE 1 END) AS rank
      FROM found f JOIN search_document d ON d.id = f.id, query
      WHERE f.n <= ${SEARCH_RANKED}
      ORDER BY f.own DESC, rank DESC, d.title
      LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
    )
    SELECT m.id, m.kind, m.title, m.description, m.url, m.locale, (SELECT count(*) FROM found) AS total,
           CASE WHEN m.locale = 'en'
             THEN ts_headline('english_unaccent', m.description || ' ' || m.body, m.q, ${HEADLINE})
             ELSE ts_headline('simple_unaccent', m.description || ' ' || m.body, m.q, ${HEADLINE}) END AS headline
    FROM matches m
    ORDER BY m.own DESC, m.rank DESC, m.title`;
}

async function fullText(query: string, page: number, locale: Locale): Promise<{ hits: SearchHit[]; total: number; more: boolean }> {
  const rows = await prisma.$queryRaw<(Omit<SearchHit, "snippet"> & { headline: string; total: bigint })[]>(
    searchStatement(query, page, locale),
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    hits: rows.map(({ headline, total: _total, ...hit }) => ({ ...hit, snippet: snippetParts(headline) })),
    total: Math.min(total, SEARCH_RANKED),
    more: total > SEARCH_RANKED,
  };
}

/** Each word the site does not use, swapped for the closest word it does, in one query; null when nothing changes. */
async function correctedQuery(query: string): Promise<string | null> {
  const words = query.toLowerCase().split(" ").slice(0, 8);
  const checked = words.flatMap((word, index) => (word.length >= 3 && !/[^\p{L}\p{N}]/u.test(word) ? [{ word, index }] : []));
  if (!checked.length) return null;
  const rows = await prisma.$queryRaw<{ index: number; word: string }[]>`
    SELECT typed.index, best.word
    FROM unnest(${checked.map((c) => c.word)}::text[], ${checked.map((c) => c.index)}::int[]) AS typed(word, index)
    CROSS JOIN LATERAL (
      SELECT w.word FROM search_word w
      WHERE w.word % lower(unaccent(typed.word))
      ORDER BY w.word = lower(unaccent(typed.word)) DESC, similarity(w.word, lower(unaccent(typed.word))) DESC, w.word
      LIMIT 1
    ) AS best
    WHERE best.word <> lower(unaccent(typed.word))`;
  if (!rows.length) return null;
  const corrected = [...words];
  for (const row of rows) corrected[row.index] = row.word;
  return corrected.join(" ");
}

/** Titles that look like the query, for when even the corrected query finds nothing. */
async function similarTitles(query: string, locale: Locale): Promise<SearchHit[]> {
  const rows = await prisma.$queryRaw<Omit<SearchHit, "snippet">[]>`
    SELECT id, kind, title, description, url, locale
    FROM search_document
    WHERE locale IN ('en', ${locale}) AND word_similarity(lower(${query}), lower(title)) > 0.35
    ORDER BY word_similarity(lower(${query}), lower(title)) DESC, title
    LIMIT ${SEARCH_PAGE_SIZE}`;
  return rows.map((row) => ({ ...row, snippet: [row.description] }));
}

/**
 * Searches run a few at a time: a flood of searches (those that find nothing
 * cost three queries) then waits here, in memory, instead of taking every
 * database connection from the forms. Past the queue it is refused (503).
 */
const searchSlots = pLimit(3);
const SEARCH_QUEUE = 200;

function searchSlot<T>(task: () => Promise<T>): Promise<T> {
  if (searchSlots.pendingCount >= SEARCH_QUEUE) return Promise.reject(new Error("Too many searches are waiting"));
  return searchSlots(task);
}

/**
 * Full-text search, ranked title > description > body. When the query finds
 * nothing, a spelling-corrected query is tried, then titles by trigram
 * similarity: one query at a time.
 */
export async function searchSite(rawQuery: string, page = 1, locale: Locale = "en"): Promise<SearchResults> {
  const query = normaliseQuery(rawQuery);
  if (!query) return { query, hits: [], total: 0, more: false, page: 1, suggestion: null };
  const key = `${locale} ${page} ${query}`;
  const cached = recentSearches.get(key);
  if (cached) {
    // Noted as the query's read would be: the answer is tagged with the index it came from (features/cdn).
    noteModelRead("searchDocument");
    return cached;
  }
  const results = await searchDatabase(query, page, locale);
  recentSearches.set(key, results);
  return results;
}

/** The database's answer every time, past the cache: what the benchmark times. */
export function searchDatabase(query: string, page = 1, locale: Locale = "en"): Promise<SearchResults> {
  return searchSlot(() => search(normaliseQuery(query), page, locale));
}

/**
 * Answers to recent searches, by normalised query and page. The index changes
 * when content is written, a scheduled time comes or the seed changes it, each
 * announced, which empties this; a minute's life bounds what an instance that
 * missed the notice can show.
 */
const recentSearches = new LRUCache<string, SearchResults>({ max: 500, ttl: 60_000 });
onSiteDataChange(() => recentSearches.clear());

async function search(query: string, page: number, locale: Locale): Promise<SearchResults> {
  const found = await fullText(query, page, locale);
  if (found.total > 0 || page > 1) return { query, ...found, page, suggestion: null };
  const suggestion = await correctedQuery(query);
  if (suggestion) {
    const corrected = await fullText(suggestion, 1, locale);
    if (corrected.total > 0) return { query, ...corrected, page: 1, suggestion };
  }
  const similar = await similarTitles(query, locale);
  return { query, hits: similar, total: similar.length, more: false, page: 1, suggestion };
}
