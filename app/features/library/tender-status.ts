import { formatLongDate } from "~/utils/format";

export interface TenderStatus {
  open: boolean;
  text: string;
}

/** Today in Lagos, "2026-11-24": a tender is open to the end of its closing day there. */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Open until the end of its closing date, closed after it. A notice that
 * gives no closing date is shown as closed: the older ones gave none.
 */
export function tenderStatus({ closes }: { closes?: string | null }, today = lagosToday()): TenderStatus {
  if (!closes) return { open: false, text: "Closed: no closing date was published with this notice" };
  return closes >= today
    ? { open: true, text: `Open: closes on ${formatLongDate(closes)}` }
    : { open: false, text: `Closed on ${formatLongDate(closes)}` };
}

/** Open notices first; each group keeps its published order (newest first). */
export function openTendersFirst<Entry extends { closes?: string | null }>(entries: Entry[], today?: string): Entry[] {
  const open = entries.filter((entry) => tenderStatus(entry, today).open);
  return [...open, ...entries.filter((entry) => !open.includes(entry))];
}
