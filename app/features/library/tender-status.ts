import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";

export interface TenderStatus {
  open: boolean;
  text: string;
}

/**
 * Open until the end of its closing date in Lagos, closed after it. A notice
 * that gave no closing date (the older ones gave none) has no status line:
 * it is never listed as open, and the list says so once (undatedTendersNote)
 * rather than on every notice.
 */
export function tenderStatus({ closes }: { closes?: string | null }, today = lagosToday()): TenderStatus | null {
  if (!closes) return null;
  return closes >= today
    ? { open: true, text: `Open: closes on ${formatMonthDayYear(closes)}` }
    : { open: false, text: `Closed on ${formatMonthDayYear(closes)}` };
}

/** Said once above the tenders when some gave no closing date. */
export const undatedTendersNote =
  "A notice without a closing date is kept for the record and is not open. An open notice shows the date it closes.";

/** Open notices first; each group keeps its published order (newest first). */
export function openTendersFirst<Entry extends { closes?: string | null }>(entries: Entry[], today?: string): Entry[] {
  const open = entries.filter((entry) => tenderStatus(entry, today)?.open);
  return [...open, ...entries.filter((entry) => !open.includes(entry))];
}
