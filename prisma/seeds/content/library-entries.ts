import type { LibraryEntry } from "../../../app/features/library/entry";
import { formatMonthDayYear } from "../../../app/utils/format";
import { documentSeed } from "./documents";
import type { LibraryEntrySeed } from "./seed-types";
import { tenderSeed } from "./tenders";

/** What tests of a freshly seeded site expect each list to show of an entry: its date as the English page writes it. */
export type SeededLibraryEntry = Pick<LibraryEntry, "id" | "title" | "link" | "closes" | "provenance"> & { date: string };

const shown = (entry: LibraryEntrySeed): SeededLibraryEntry => ({
  id: entry.id,
  title: entry.title,
  date: formatMonthDayYear(entry.publishedOn),
  link: entry.fileUrl,
  closes: entry.closesOn ?? null,
  provenance: entry.provenance,
});

export const seededDocuments = documentSeed.map(shown);
export const seededTenders = tenderSeed.map(shown);
