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

/** "2021-05-31" → "May 2021"; in Hausa "Mayu 2021" (the languages' months as formatMonthDayYear writes them). */
export function formatMonthYear(isoDate: string, locale: Locale = "en"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const months = CLDR_MONTHS[locale];
  return months ? `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}` : englishMonthYear.format(date);
}
const englishMonthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

const monthDayYear = new Intl.DateTimeFormat("en-US", { month: "long", day: "2-digit", year: "numeric", timeZone: "UTC" });
/** Pidgin's dates: English's day-first style (below). */
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "2025-09-08" → "September 08, 2025": how the office dates its news and
 * notices (the spec), and so every date the site writes, in one style.
 *
 * In another language, the date as CLDR writes it there ("08 Satumba, 2025",
 * "08 Oṣù Owewe 2025", "08 Septemba 2025"). Nigerian Pidgin is the exception:
 * CLDR spells its months with Yoruba tone marks ("Sẹptẹ́mba"), which Pidgin
 * readers do not write; Pidgin writes them as English does (BBC News Pidgin:
 * "8 September 2025"), so its dates are English's day-first style (decision 0045).
 */
export function formatMonthDayYear(isoDate: string, locale: Locale = "en"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const months = CLDR_MONTHS[locale];
  if (!months) return (locale === "en" ? monthDayYear : dayMonthYear).format(date);
  const day = String(date.getUTCDate()).padStart(2, "0");
  // CLDR's patterns: Hausa puts a comma before the year, Yoruba and Igbo do not.
  return `${day} ${months[date.getUTCMonth()]}${locale === "ha" ? "," : ""} ${date.getUTCFullYear()}`;
}

/**
 * CLDR's month names (long, as a date writes them) for the languages a browser's ICU may lack:
 * Chromium ships none for Hausa, Yoruba or Igbo and writes English months, so a hydrated page
 * drawn again in the browser would change its dates (and React would throw the server's page
 * away). Written here once, the same on both sides; format.test.ts holds them equal to Node's
 * full ICU.
 */
export const CLDR_MONTHS: Partial<Record<Locale, readonly string[]>> = {
  ha: ["Janairu", "Faburairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba", "Oktoba", "Nuwamba", "Disamba"],
  yo: [
    "Oṣù Ṣẹ́rẹ́",
    "Oṣù Èrèlè",
    "Oṣù Ẹrẹ̀nà",
    "Oṣù Ìgbé",
    "Oṣù Ẹ̀bibi",
    "Oṣù Òkúdu",
    "Oṣù Agẹmọ",
    "Oṣù Ògún",
    "Oṣù Owewe",
    "Oṣù Ọ̀wàrà",
    "Oṣù Bélú",
    "Oṣù Ọ̀pẹ̀",
  ],
  ig: ["Jenụwarị", "Febrụwarị", "Maachị", "Epreel", "Mee", "Jun", "Julaị", "Ọgọọst", "Septemba", "Ọktoba", "Novemba", "Disemba"],
};

/** Text made safe for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
