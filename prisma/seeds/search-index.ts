import { createHash } from "node:crypto";
import type { PrismaClient } from "../../app/generated/prisma/client";
import { announceSiteDataChange } from "../../app/runtime/data-changes.server";
import { allSearchDocs } from "../../app/features/search/sources.server";

/**
 * Brings search_document in line with the content modules: new rows are
 * inserted, changed ones (by hash) updated, vanished ones deleted. Rows of the
 * content collections in the database are the database's to keep
 * (content_search_sync()), and left alone here. The spelling lexicon is
 * refreshed only when something changed.
 */
export async function seedSearchIndex(prisma: PrismaClient, log: (line: string) => void): Promise<boolean> {
  const docs = allSearchDocs().map((doc) => ({
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
  if (changed.length === 0 && gone.length === 0) return false;
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
