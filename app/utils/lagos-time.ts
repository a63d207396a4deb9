/**
 * Nigeria keeps West Africa Time, UTC+1, all year (no daylight saving), so
 * the office's days are fixed hours of UTC.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** Today's date in Lagos, "2026-11-24". */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` after (or, negative, before) a date, both "2026-11-24": calendar days, whatever the time zone. */
export function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The moment a Lagos date ("2025-09-08") begins. */
export function lagosMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+01:00`);
}

/**
 * A time typed as Lagos reads it ("2026-11-25 14:30", or a date alone for
 * its midnight), as a moment; null when nothing was typed.
 */
/** A real day written YYYY-MM-DD (no time, no spaces), as the start of that day in Lagos; null for anything else. */
export function lagosDay(text: string): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseLagosTime(text) : null;
  return day instanceof Date ? day : null;
}

export function parseLagosTime(text: string): Date | null | "invalid" {
  const value = text.trim();
  if (value === "") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(value);
  if (!match) return "invalid";
  const [, year, month, day, hour = "0", minute = "0"] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  const check = new Date(utc);
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59)
    return "invalid";
  return new Date(utc - LAGOS_OFFSET_MS);
}

/** A time as Lagos reads it, "2026-11-25 14:30". */
export function lagosTimeText(date: Date): string {
  return new Date(date.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}
