/** An entry of the policy and governance document library, or a tender. */
import type { Sourced } from "./provenance";

export interface LibraryEntry extends Sourced {
  id: number;
  title: string;
  /** Display text, e.g. "March 15, 2021". */
  date: string;
  /** Short HTML: only <p>, <strong>, <em>, <a href>, <ul>, <li>, <br>. */
  excerpt: string;
  /** "/images/documents/<slug>.svg" or "/images/tenders/<slug>.svg", or empty. */
  imageUrl: string;
  /** The PDF: "/files/documents/<slug>.pdf" or "/files/tenders/<slug>.pdf". */
  link: string;
  type: "download";
  /** Tenders: the closing date (YYYY-MM-DD), where the notice gives one. */
  closes?: string;
}
