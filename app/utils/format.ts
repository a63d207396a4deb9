import type { Locale } from "~/i18n/locales";

const counts = new Intl.NumberFormat("en-GB");

/** 8352252 → "8,352,252". */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A file's size in whole kilobytes, at least one: 1536 → "2 KB". */
export function kilobytes(bytes: number): string {
  return `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** "2021-05-31" → "May 2021"; in Hausa "Mayu 2021" (the languages' months as localDates writes them). */
export function formatMonthYear(isoDate: string, locale: Locale = "en"): string {
  let months = monthYears.get(locale);
  if (!months)
    monthYears.set(
      locale,
      (months = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : (DATE_LOCALE[locale] ?? locale), {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })),
    );
  return months.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
const monthYears = new Map<Locale, Intl.DateTimeFormat>();

const monthDayYear = new Intl.DateTimeFormat("en-US", { month: "long", day: "2-digit", year: "numeric", timeZone: "UTC" });

/**
 * "2025-09-08" → "September 08, 2025": how the office dates its news and
 * notices (the spec), and so every date the site writes, in one style.
 */
export function formatMonthDayYear(isoDate: string, locale: Locale = "en"): string {
  return (locale === "en" ? monthDayYear : localDates(locale)).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/**
 * The same date in another language, as CLDR writes it there ("08 Satumba, 2025",
 * "08 Oṣù Owewe 2025"): Node's full ICU has all four (checked in format.test.ts).
 * Nigerian Pidgin is the exception: CLDR spells its months with Yoruba tone marks
 * ("Sẹptẹ́mba"), which Pidgin readers do not write; Pidgin writes them as English
 * does (BBC News Pidgin: "8 September 2025"), so its dates are English's day-first
 * style (decision 0045).
 * Dates are written on the server, so a browser whose ICU lacks one never redraws it.
 */
const DATE_LOCALE: Partial<Record<Locale, string>> = { pcm: "en-GB" };
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function localDates(locale: Locale): Intl.DateTimeFormat {
  let dates = dateFormats.get(locale);
  if (!dates)
    dateFormats.set(
      locale,
      (dates = new Intl.DateTimeFormat(DATE_LOCALE[locale] ?? locale, { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" })),
    );
  return dates;
}

/** Text made safe for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
