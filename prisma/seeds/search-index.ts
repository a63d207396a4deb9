import { createHash } from "node:crypto";
import type { PrismaClient } from "../../app/generated/prisma/client";
import { announceSiteDataChange } from "../../app/runtime/data-changes.server";
import { abbreviations } from "../../app/content/abbreviations";
import { allSearchDocs, sitePages } from "../../app/features/search/sources.server";
import { PREFIXED_LOCALES } from "../../app/i18n/locales";
import { pageWords } from "../../app/i18n/messages.server";
import { wordsOf } from "../../app/site/navigation";

/**
 * Brings what the database's own documents take from the code in line with
 * it: site_page (the navigation tree's titles and descriptions, for the pages
 * whose body it holds) and search_abbreviation (the short names it adds).
 * When either changed, every collection's documents are rebuilt.
 */
async function seedSearchVocabulary(prisma: PrismaClient): Promise<boolean> {
  const pages = sitePages();
  const shortNames = Object.entries(abbreviations).map(([short, long]) => ({ short, long }));
  // The same pages' words in each other language (app/i18n/pages), for their translations' results.
  const translated = PREFIXED_LOCALES.flatMap((locale) =>
    pages.map(({ path }) => {
      const words = wordsOf(pageWords[locale], path);
      return { path, locale, title: words.title ?? words.name, description: words.description };
    }),
  );
  const [storedPages, storedShortNames, storedTranslated] = await Promise.all([
    prisma.sitePage.findMany(),
    prisma.searchAbbreviation.findMany(),
    prisma.$queryRaw<Record<string, string>[]>`SELECT path, locale, title, description FROM site_page_translation`,
  ]);
  const key = (rows: Record<string, string>[]) => JSON.stringify(rows.map((row) => Object.values(row)).sort());
  if (key(pages) === key(storedPages) && key(shortNames) === key(storedShortNames) && key(translated) === key(storedTranslated))
    return false;
  await prisma.$transaction([
    prisma.sitePage.deleteMany(),
    prisma.sitePage.createMany({ data: pages }),
    prisma.$executeRaw`INSERT INTO site_page_translation (path, locale, title, description)
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(translated)}::jsonb) AS t(path text, locale text, title text, description text)`,
    prisma.searchAbbreviation.deleteMany(),
    prisma.searchAbbreviation.createMany({ data: shortNames }),
    prisma.$queryRaw`SELECT content_search_sync()`,
    announceSiteDataChange(prisma),
  ]);
  return true;
}

/**
 * Brings search_document in line with the content modules: new rows are
 * inserted, changed ones (by hash) updated, vanished ones deleted. Rows of the
 * content collections in the database are the database's to keep
 * (content_search_sync()), and left alone here, as are the pages whose body
 * is in content_page. The spelling lexicon is refreshed only when something changed.
 */
export async function seedSearchIndex(prisma: PrismaClient, log: (line: string) => void): Promise<boolean> {
  const vocabularyChanged = await seedSearchVocabulary(prisma);
  if (vocabularyChanged) log("Search index: page titles and short names brought in line with the code, documents rebuilt.");
  const pagesInDatabase = new Set(
    (await prisma.contentPage.findMany({ select: { path: true }, distinct: ["path"] })).map((page) => page.path),
  );
  const docs = allSearchDocs({ pagesInDatabase }).map((doc) => ({
    ...doc,
    contentHash: createHash("sha256")
      .update(JSON.stringify([doc.kind, doc.title, doc.description, doc.body, doc.url]))
      .digest("hex"),
  }));
  const existing = new Map(
    (await prisma.searchDocument.findMany({ where: { managedBy: "seed" }, select: { key: true, contentHash: true } })).map((row) => [
      row.key,
      row.contentHash,
    ]),
  );
  const changed = docs.filter((doc) => existing.get(doc.key) !== doc.contentHash);
  const gone = [...existing.keys()].filter((key) => !docs.some((doc) => doc.key === key));
  if (changed.length === 0 && gone.length === 0) return vocabularyChanged;
  await prisma.$transaction([
    prisma.searchDocument.deleteMany({ where: { key: { in: gone } } }),
    ...changed.map(({ key, ...fields }) =>
      prisma.searchDocument.upsert({ where: { key }, create: { key, ...fields }, update: { ...fields, updatedAt: new Date() } }),
    ),
    prisma.$executeRaw`REFRESH MATERIALIZED VIEW search_word`,
    announceSiteDataChange(prisma),
  ]);
  log(`Search index: ${changed.length} added or updated, ${gone.length} removed (${docs.length} documents).`);
  return true;
}
