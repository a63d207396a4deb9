import type { Sourced } from "~/content/provenance";
import { formatMonthDayYear } from "~/utils/format";

/** The two lists of files: policy and governance documents, and tenders. */
export type LibraryKind = "document" | "tender";

/** A document or a tender as its list shows it, worked out on the server (library.server.ts). */
export interface LibraryEntry extends Sourced {
  id: string;
  title: string;
  /** "March 15, 2021". */
  date: string;
  /** The summary, as safe HTML. */
  excerpt: string;
  /** A cover image, or empty. */
  imageUrl: string;
  /** The file: a PDF on this site, or an https:// address. */
  link: string;
  /** Tenders: the closing date (YYYY-MM-DD), where the notice gives one. */
  closes?: string | null;
}

/** "2022-11-08" → "November 8, 2022": how the lists have always dated their files. */
export function libraryDateText(isoDate: string): string {
  return formatMonthDayYear(isoDate, "numeric");
}
