import { lagosToday } from "~/utils/lagos-time";

export interface TenderStatus {
  open: boolean;
  /** The closing day, YYYY-MM-DD: the list says it in the page's language. */
  closes: string;
}

/**
 * Open until the end of its closing date in Lagos, closed after it. A notice
 * that gave no closing date (the older ones gave none) has no status line:
 * it is never listed as open, and the list says so once (lists.undatedTenders)
 * rather than on every notice.
 */
export function tenderStatus({ closes }: { closes?: string | null }, today = lagosToday()): TenderStatus | null {
  if (!closes) return null;
  return { open: closes >= today, closes };
}

/** Open notices first; each group keeps its published order (newest first). */
export function openTendersFirst<Entry extends { closes?: string | null }>(entries: Entry[], today?: string): Entry[] {
  const open = entries.filter((entry) => tenderStatus(entry, today)?.open);
  return [...open, ...entries.filter((entry) => !open.includes(entry))];
}
