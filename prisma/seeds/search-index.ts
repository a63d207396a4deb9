import { createHash } from "node:crypto";
import type { PrismaClient } from "../../app/generated/prisma/client";
import { announceSiteDataChange } from "../../app/utils/data-changes.server";
import { abbreviations } from "../../app/content/abbreviations";
import { allSearchDocs, sitePages, type SearchDoc } from "../../app/features/search/sources.server";
import { PREFIXED_LOCALES } from "../../app/i18n/locales";
import { pageWords } from "../../app/i18n/messages.server";
import { wordsOf } from "../../app/site/navigation";

/** The code's words for the search: the pages, their translations and short names the database's documents take, and the code's own documents. */
interface SearchSeed {
  pages: { path: string; title: string; description: string }[];
  translated: { path: string; locale: string; title: string; description: string | undefined }[];
  shortNames: { short: string; long: string }[];
  docs: (SearchDoc & { contentHash: string })[];
}

function searchSeed(pagesInDatabase: ReadonlySet<string>): SearchSeed {
  const pages = sitePages();
  // The same pages' words in each other language (app/i18n/pages), for their translations' results.
  const translated = PREFIXED_LOCALES.flatMap((locale) =>
    pages.map(({ path }) => {
      const words = wordsOf(pageWords[locale], path);
      return { path, locale, title: words.title ?? words.name, description: words.description };
    }),
  );
  const shortNames = Object.entries(abbreviations).map(([short, long]) => ({ short, long }));
  const docs = allSearchDocs({ pagesInDatabase }).map((doc) => ({
    ...doc,
    contentHash: createHash("sha256")
      .update(JSON.stringify([doc.kind, doc.title, doc.description, doc.body, doc.url]))
      .digest("hex"),
  }));
  return { pages, translated, shortNames, docs };
}

/**
 * Brings what the database's own documents take from the code in line with
 * it: site_page (the navigation tree's titles and descriptions, for the pages
 * whose body it holds) and search_abbreviation (the short names it adds).
 * New page words re-derive the pages' documents; new short names, every
 * collection's (each document carries the short names of what it mentions).
 */
async function seedSearchVocabulary(prisma: PrismaClient, { pages, translated, shortNames }: SearchSeed): Promise<boolean> {
  const [storedPages, storedShortNames, storedTranslated] = await Promise.all([
    prisma.sitePage.findMany(),
    prisma.searchAbbreviation.findMany(),
    prisma.$queryRaw<Record<string, string>[]>`SELECT path, locale, title, description FROM site_page_translation`,
  ]);
  const key = (rows: Record<string, string | undefined>[]) => JSON.stringify(rows.map((row) => Object.values(row)).sort());
  const pagesChanged = key(pages) !== key(storedPages) || key(translated) !== key(storedTranslated);
  const shortNamesChanged = key(shortNames) !== key(storedShortNames);
  if (!pagesChanged && !shortNamesChanged) return false;
  await prisma.$transaction([
    prisma.sitePage.deleteMany(),
    prisma.sitePage.createMany({ data: pages }),
    prisma.$executeRaw`INSERT INTO site_page_translation (path, locale, title, description)
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(translated)}::jsonb) AS t(path text, locale text, title text, description text)`,
    prisma.searchAbbreviation.deleteMany(),
    prisma.searchAbbreviation.createMany({ data: shortNames }),
    shortNamesChanged ? prisma.$queryRaw`SELECT content_search_sync()` : prisma.$queryRaw`SELECT content_search_sync('content_page')`,
    announceSiteDataChange(prisma),
  ]);
  return true;
}

/**
 * Brings search_document in line with the content modules: new rows are
 * inserted, changed ones (by hash) updated, vanished ones deleted. Rows of the
 * content collections in the database are the database's to keep (its
 * triggers, item by item), and left alone here, as are the pages whose body
 * is in content_page; the spelling lexicon follows every row by trigger.
 * What the code gives is hashed whole and the hash kept (search_seed): a
 * start with the same code reads that one row and writes nothing.
 */
export async function seedSearchIndex(prisma: PrismaClient, log: (line: string) => void): Promise<boolean> {
  const pagesInDatabase = new Set(
    (await prisma.contentPage.findMany({ select: { path: true }, distinct: ["path"] })).map((page) => page.path),
  );
  const seed = searchSeed(pagesInDatabase);
  const sourcesHash = createHash("sha256").update(JSON.stringify(seed)).digest("hex");
  const stored = await prisma.searchSeed.findUnique({ where: { onlyRow: true } });
  if (stored?.sourcesHash === sourcesHash) return false;

  const vocabularyChanged = await seedSearchVocabulary(prisma, seed);
  if (vocabularyChanged) log("Search index: page titles and short names brought in line with the code, their documents re-derived.");
  const { docs } = seed;
  const existing = new Map(
    (await prisma.searchDocument.findMany({ where: { managedBy: "seed" }, select: { key: true, contentHash: true } })).map((row) => [
      row.key,
      row.contentHash,
    ]),
  );
  const wanted = new Set(docs.map((doc) => doc.key));
  const changed = docs.filter((doc) => existing.get(doc.key) !== doc.contentHash);
  const gone = [...existing.keys()].filter((key) => !wanted.has(key));
  await prisma.$transaction([
    prisma.searchDocument.deleteMany({ where: { key: { in: gone } } }),
    ...changed.map(({ key, ...fields }) =>
      prisma.searchDocument.upsert({ where: { key }, create: { key, ...fields }, update: { ...fields, updatedAt: new Date() } }),
    ),
    prisma.searchSeed.upsert({ where: { onlyRow: true }, create: { sourcesHash }, update: { sourcesHash } }),
    ...(changed.length || gone.length ? [announceSiteDataChange(prisma)] : []),
  ]);
  if (changed.length || gone.length)
    log(`Search index: ${changed.length} added or updated, ${gone.length} removed (${docs.length} documents).`);
  return vocabularyChanged || changed.length > 0 || gone.length > 0;
}
