import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { collectionManifests, manifestOf } from "./collections";

/**
 * What the manifests say of a collection that only a migration can do:
 * register its table (content_collection_register), name the function
 * that writes its search documents, and mark it untranslated.
 */
describe("the collections' manifests and the database", () => {
  it("name exactly the tables the database registers as content", async () => {
    const rows = await prisma.$queryRaw<{ table_name: string }[]>`SELECT table_name FROM content_collection`;
    expect(rows.map((row) => row.table_name).sort()).toEqual(collectionManifests.map((manifest) => manifest.table).sort());
  });

  it("give a search kind to exactly the collections the database indexes, and it is the kind their documents carry", async () => {
    const registered = await prisma.$queryRaw<{ table_name: string; searched: boolean }[]>`
      SELECT table_name, search_documents IS NOT NULL AS searched FROM content_collection`;
    for (const row of registered) expect(manifestOf(row.table_name)?.searchKind !== null, row.table_name).toBe(row.searched);
    const kinds = await prisma.$queryRaw<{ collection: string; kind: string }[]>`
      SELECT DISTINCT collection, kind FROM search_document WHERE collection IS NOT NULL`;
    expect(kinds.length).toBeGreaterThan(0);
    for (const { collection, kind } of kinds) expect(kind, collection).toBe(manifestOf(collection)?.searchKind);
  });

  it("mark untranslated exactly the collections the database does (content_collection.translated)", async () => {
    const rows = await prisma.$queryRaw<
      { table_name: string; translated: boolean }[]
    >`SELECT table_name, translated FROM content_collection`;
    for (const row of rows) expect(manifestOf(row.table_name)?.translated !== false, row.table_name).toBe(row.translated);
  });
});
