import { cannotBeShown } from "~/features/content/unavailable";
import type { Sourced } from "~/content/provenance";

/** A question on the FAQ page, its answer already HTML (faqs.server.ts); its anchor is its id. */
export interface FaqEntry extends Sourced {
  id: string;
  question: string;
  html: string;
}

/** What the FAQ page says when the database cannot be read. */
export const FAQS_UNAVAILABLE = cannotBeShown("The questions and answers");
