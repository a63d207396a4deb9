import type { Provenance, PublicSource } from "~/content/provenance";

/** The provenance columns every content row carries (content_collection_register()). */
export interface ProvenanceColumns {
  provenance: string;
  sourceUrl: string | null;
  sourceAsAt: Date | null;
  /** Where a collection has it (0029): the report gives only the year, which is all readers see. */
  sourceAsAtYearOnly?: boolean;
}

/** A row's provenance as the site's components take it. The database's checks allow only these values. */
export function provenanceOf({ provenance, sourceUrl, sourceAsAt, sourceAsAtYearOnly }: ProvenanceColumns): {
  provenance: Provenance;
  source: PublicSource | null;
} {
  const asAt = sourceAsAt?.toISOString().slice(0, sourceAsAtYearOnly ? 4 : 10);
  return { provenance: provenance as Provenance, source: sourceUrl && asAt ? { url: sourceUrl, asAt } : null };
}

/** The columns provenanceOf() reads, for a Prisma select. */
export const PROVENANCE_FIELDS = { provenance: true, sourceUrl: true, sourceAsAt: true } as const;
