/**
 * Dates as Nigerians write them. A browser with a date picker sends
 * 2026-11-23; one without (KaiOS, Opera Mini) sends what was typed, usually
 * 23/11/2026 or 23/11/26's longer form. Day first, never month first.
 */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** The date as YYYY-MM-DD, or null when it is not a real calendar date in one of the accepted forms. */
export function parseFormDate(text: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  const dayFirst = DAY_FIRST.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/** 2026-11-23 → 23/11/2026. */
export function formatFormDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}
