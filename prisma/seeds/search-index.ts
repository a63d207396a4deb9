import { createHash } from "node:crypto";
import type { PrismaClient } from "../../app/generated/prisma/client";
import { announceSiteDataChange } from "../../app/runtime/data-changes.server";
import { allSearchDocs, sitePages } from "../../app/features/search/sources.server";

/**
 * Brings site_page in line with the navigation tree, so that the database
 * indexes each page whose body it holds under the title and description the
 * code gives it; when one changed, the pages' documents are rebuilt.
 */
async function seedSitePages(prisma: PrismaClient): Promise<boolean> {
  const pages = sitePages();
  const stored = await prisma.sitePage.findMany();
  const same = (a: (typeof pages)[number], b: (typeof pages)[number] | undefined) =>
    b !== undefined && a.title === b.title && a.description === b.description;
  const byPath = new Map(stored.map((page) => [page.path, page]));
  const changed = pages.filter((page) => !same(page, byPath.get(page.path)));
  const gone = stored.filter((page) => !pages.some((one) => one.path === page.path)).map((page) => page.path);
  if (changed.length === 0 && gone.length === 0) return false;
  await prisma.$transaction([
    prisma.sitePage.deleteMany({ where: { path: { in: gone } } }),
    ...changed.map(({ path, ...fields }) => prisma.sitePage.upsert({ where: { path }, create: { path, ...fields }, update: fields })),
    prisma.$queryRaw`SELECT content_search_sync('content_page')`,
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
  const pagesChanged = await seedSitePages(prisma);
  if (pagesChanged) log("Search index: page titles and descriptions brought in line with the navigation tree.");
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
  if (changed.length === 0 && gone.length === 0) return pagesChanged;
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
