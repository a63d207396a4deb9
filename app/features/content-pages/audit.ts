import type { PrismaClient } from "~/generated/prisma/client";
import { plainPageBody } from "~/features/content-pages/page-body.server";
import { accessibilityStatement } from "~/content/accessibility-statement";
import { privacyPolicy } from "~/content/privacy-policy";
import { LGA_SAMPLE } from "~/content/register-sample";
import type { AuditedRow, CollectionManifest } from "~/features/content/collection-manifest";
import { collectionManifests } from "~/features/content-pages/collections";
import { pageCollection } from "~/features/content-pages/page-collection";
import { ITEM_KINDS, type ItemKind } from "~/content/item-kinds";
import { placeholderFiles, type Provenance } from "~/content/provenance";

export interface AuditEntry {
  kind: string;
  provenance: Provenance;
  /** The item, as a reader would name it. */
  item: string;
  /** Where to change it. */
  file: string;
  /** What the office has to give us. */
  supply: string;
}

const item = (kind: ItemKind, name: string, file: string, provenance: Provenance): AuditEntry => ({
  kind: ITEM_KINDS[kind].noun,
  provenance,
  item: name,
  file,
  supply: ITEM_KINDS[kind].supply,
});

/** What the audit reads of every row of a collection in the database, besides what names it. */
interface AuditedColumns {
  id: string;
  status: string;
  provenance: string;
}
type Row = AuditedColumns & AuditedRow;

/** Each collection's English rows, whatever their status, in its audit's order (prisma[model] is the collection's table). */
function rowsOf(prisma: PrismaClient, { model, audit }: CollectionManifest): Promise<Row[]> {
  const table = prisma[model] as unknown as { findMany(query: object): Promise<Row[]> };
  const select = Object.fromEntries(["id", "status", "provenance", ...audit.fields].map((field) => [field, true]));
  return table.findMany({ where: { locale: "en" }, orderBy: [...audit.orderBy], select });
}

/** An item of a collection, named as its manifest names it, with its id and status. */
const entryOf = (manifest: CollectionManifest, row: Row): AuditEntry => ({
  kind: manifest.provenance.noun,
  provenance: row.provenance as Provenance,
  item: `${manifest.audit.name(row)} (${row.id}, ${row.status})`,
  file: `the ${manifest.table} table`,
  supply: manifest.provenance.supply,
});

/** Each passage of a page's body marked illustrative (docs/content-markdown.md). */
function illustrativePassages(manifest: CollectionManifest, row: Row): AuditEntry[] {
  if (manifest !== pageCollection) return [];
  return plainPageBody(String(row.lead ?? ""), String(row.body ?? "")).blocks.flatMap((block, index) =>
    block.provenance
      ? [item("block", `${String(row.path)}, block ${index + 1} (${block.type})`, `the ${manifest.table} table`, block.provenance)]
      : [],
  );
}

/**
 * The collections in the database (collectionManifests), every item whatever
 * its status, read as the owner: the office edits these rows, not files. A
 * page is followed by its illustrative passages.
 */
export async function databaseContentAudit(prisma: PrismaClient): Promise<AuditEntry[]> {
  const collections = await Promise.all(
    collectionManifests.map(async (manifest) =>
      (await rowsOf(prisma, manifest)).flatMap((row) => [entryOf(manifest, row), ...illustrativePassages(manifest, row)]),
    ),
  );
  return collections.flat();
}

/**
 * Every content item kept in code, with its provenance: what
 * `npm run content:audit` prints (all but the confirmed ones), and what the
 * test reads to make sure nothing lacks a provenance.
 */
export function contentAudit(): AuditEntry[] {
  return [
    item("page", "/resource-hub/privacy-policy", "app/content/privacy-policy.ts", privacyPolicy.provenance),
    item("page", "/accessibility", "app/content/accessibility-statement.ts", accessibilityStatement.provenance),
    {
      kind: ITEM_KINDS.dataset.noun,
      provenance: LGA_SAMPLE.illustrative ? "illustrative" : "confirmed",
      item: "the NSR summary by LGA shipped with the site (and the state totals made from it)",
      file: LGA_SAMPLE.file,
      supply: ITEM_KINDS.dataset.supply,
    },
    ...Object.entries(placeholderFiles).map(([href, file]) => ({
      kind: file.kind === "pdf" ? "placeholder PDF" : "placeholder video",
      provenance: "illustrative" as const,
      item: href,
      file: `public${href} (and its line in app/content/placeholder-files.json)`,
      supply: "the real file, under the same name",
    })),
  ];
}
