import type { Provenance, PublicSource } from "~/content/provenance";

/** The provenance columns every content row carries (content_collection_register()). */
export interface ProvenanceColumns {
  provenance: string;
  sourceUrl: string | null;
  sourceAsAt: Date | null;
}

/** A row's provenance as the site's components take it. The database's checks allow only these values. */
export function provenanceOf({ provenance, sourceUrl, sourceAsAt }: ProvenanceColumns): {
  provenance: Provenance;
  source: PublicSource | null;
} {
  return {
    provenance: provenance as Provenance,
    source: sourceUrl && sourceAsAt ? { url: sourceUrl, asAt: sourceAsAt.toISOString().slice(0, 10) } : null,
  };
}

/** The columns provenanceOf() reads, for a Prisma select. */
export const PROVENANCE_FIELDS = { provenance: true, sourceUrl: true, sourceAsAt: true } as const;
