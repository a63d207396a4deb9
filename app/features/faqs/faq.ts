import type { Sourced } from "~/content/provenance";

/** A question on the FAQ page, its answer already HTML (faqs.server.ts); its anchor is its id. */
export interface FaqEntry extends Sourced {
  id: string;
  question: string;
  html: string;
}
