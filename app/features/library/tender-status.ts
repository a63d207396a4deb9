import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";

export interface TenderStatus {
  open: boolean;
  text: string;
}

/**
 * Open until the end of its closing date in Lagos, closed after it. A notice that
 * gives no closing date is shown as closed: the older ones gave none.
 */
export function tenderStatus({ closes }: { closes?: string | null }, today = lagosToday()): TenderStatus {
  if (!closes) return { open: false, text: "Closed: no closing date was published with this notice" };
  return closes >= today
    ? { open: true, text: `Open: closes on ${formatMonthDayYear(closes)}` }
    : { open: false, text: `Closed on ${formatMonthDayYear(closes)}` };
}

/** Open notices first; each group keeps its published order (newest first). */
export function openTendersFirst<Entry extends { closes?: string | null }>(entries: Entry[], today?: string): Entry[] {
  const open = entries.filter((entry) => tenderStatus(entry, today).open);
  return [...open, ...entries.filter((entry) => !open.includes(entry))];
}
