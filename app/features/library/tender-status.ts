import type { LibraryEntry } from "~/content/library-types";
import { formatLongDate } from "~/utils/format";

export interface TenderStatus {
  open: boolean;
  text: string;
}

/**
 * Open until its closing date, closed after it. A notice that gives no
 * closing date is shown as closed: every one of ours dates from 2021–22.
 */
export function tenderStatus(entry: LibraryEntry, today = new Date().toISOString().slice(0, 10)): TenderStatus {
  if (!entry.closes) return { open: false, text: "Closed: no closing date was published with this notice" };
  return entry.closes >= today
    ? { open: true, text: `Open: closes on ${formatLongDate(entry.closes)}` }
    : { open: false, text: `Closed on ${formatLongDate(entry.closes)}` };
}

/** Open notices first; each group keeps its published order (newest first). */
export function openTendersFirst(entries: LibraryEntry[], today?: string): LibraryEntry[] {
  const open = entries.filter((entry) => tenderStatus(entry, today).open);
  return [...open, ...entries.filter((entry) => !open.includes(entry))];
}
