import type { Sourced } from "~/content/provenance";

/** The two lists of files: policy and governance documents, and tenders. */
export type LibraryKind = "document" | "tender";

/** A document or a tender as its list shows it, worked out on the server (library.server.ts). */
export interface LibraryEntry extends Sourced {
  id: string;
  title: string;
  /** The day it was published, YYYY-MM-DD: the list writes it in the page's language. */
  published: string;
  /** The summary, as safe HTML. */
  excerpt: string;
  /** A cover image, or empty. */
  imageUrl: string;
  /** The file: a PDF on this site, or an https:// address. */
  link: string;
  /** Tenders: the closing date (YYYY-MM-DD), where the notice gives one. */
  closes?: string | null;
}
