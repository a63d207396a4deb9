/**
 * Nigeria keeps West Africa Time, UTC+1, all year (no daylight saving), so
 * the office's days are fixed hours of UTC.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** Today's date in Lagos, "2026-11-24". */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a Lagos date ("2025-09-08") begins. */
export function lagosMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+01:00`);
}
