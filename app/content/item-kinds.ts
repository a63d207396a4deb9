/** The words of a kind of item: its noun in the illustrative label and in the audit, and what the office supplies. */
export interface ProvenanceWords {
  noun: string;
  supply: string;
}

/**
 * The kinds of item kept in code, or shared by code and a collection (pages,
 * contact details). Each collection in the database names its own kind in its
 * manifest (app/features/<feature>/collection.ts). Apart from provenance.ts,
 * whose placeholder list is JSON, so that the manifests, and the browser
 * tests that import them, read these words without it.
 */
export const ITEM_KINDS = {
  page: { noun: "page", supply: "the page's facts, checked (those marked illustrative, rewritten)" },
  block: { noun: "details", supply: "the facts in this passage" },
  contact: { noun: "contact detail", supply: "the address, number or link, confirmed" },
  dataset: { noun: "figures", supply: "the office's own register file (npm run data:import-lga)" },
} as const satisfies Record<string, ProvenanceWords>;

export type ItemKind = keyof typeof ITEM_KINDS;

/** The label readers see (and hear) next to an illustrative item: a kind kept in code, or a collection's words. */
export function illustrativeLabel(kind: ItemKind | ProvenanceWords): string {
  const { noun } = typeof kind === "string" ? ITEM_KINDS[kind] : kind;
  return `Illustrative: to be replaced by the office's own ${noun}.`;
}
