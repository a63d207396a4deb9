const counts = new Intl.NumberFormat("en-GB");

/** 8352252 → "8,352,252". */
export function formatCount(value: number): string {
  return counts.format(value);
}

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2021-05-31" → "May 2021". */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

const monthDayYear = new Intl.DateTimeFormat("en-US", { month: "long", day: "2-digit", year: "numeric", timeZone: "UTC" });

/**
 * "2025-09-08" → "September 08, 2025": how the office dates its news and
 * notices (the spec), and so every date the site writes, in one style.
 */
export function formatMonthDayYear(isoDate: string): string {
  return monthDayYear.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** Text made safe for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
