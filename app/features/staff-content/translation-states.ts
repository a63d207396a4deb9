import { isLocale, PREFIXED_LOCALES, type Locale } from "~/i18n/locales";
import type { TranslationRow, TranslationStatus } from "./translations.server";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/**
 * The rules of the Translations page (routes/staff.translations.tsx): each live English item's
 * translation, by state, in each language (decision 0045).
 */
export const TRANSLATION_STATES: readonly { value: TranslationStatus; label: string }[] = [
  { value: "missing", label: "Not translated" },
  { value: "stale", label: "Stale: the English changed since" },
  { value: "draft", label: "Translated, not published" },
  { value: "unreviewed", label: "Published, not yet reviewed" },
  { value: "reviewed", label: "Reviewed" },
];

export const stateLabel = (state: TranslationStatus) => TRANSLATION_STATES.find((one) => one.value === state)!.label;

export type TranslatedLocale = Exclude<Locale, "en">;

/** The language a form names, if the site is translated into it; English and anything else are none. */
export function translatedLocale(text: string | null): TranslatedLocale | null {
  return isLocale(text) && text !== "en" ? text : null;
}

/** The language and state the page's address asks for: the first translated language, and everything not yet reviewed, by default. */
export function translationFilters(query: URLSearchParams): { locale: TranslatedLocale; state: TranslationStatus | "" } {
  return {
    locale: translatedLocale(query.get("locale")) ?? PREFIXED_LOCALES[0]!,
    state: TRANSLATION_STATES.find((one) => one.value === query.get("state"))?.value ?? "",
  };
}

/**
 * The rows of collections that are translated: none of one whose manifest says `translated: false`,
 * whatever the database lists (its content_collection.translated says the same, and
 * staff_translations() skips it), so no count, list or link offers to translate its items.
 */
export function ofTranslatedCollections(
  rows: readonly TranslationRow[],
  collections: readonly Pick<CollectionManifest, "table" | "translated">[],
): TranslationRow[] {
  const untranslated = new Set(collections.filter((one) => one.translated === false).map((one) => one.table));
  return rows.filter((row) => !untranslated.has(row.collection));
}

export type StateCounts = { code: TranslatedLocale } & Record<TranslationStatus, number>;

/** How many items are in each state, in each translated language. */
export function translationCounts(rows: readonly TranslationRow[]): StateCounts[] {
  return PREFIXED_LOCALES.map((code) => {
    const counts = { code } as StateCounts;
    for (const { value } of TRANSLATION_STATES) counts[value] = rows.filter((row) => row.locale === code && row.state === value).length;
    return counts;
  });
}

/** The items in a language in one state, or, with none asked for, all that are not yet reviewed. */
export function translationsListed(rows: readonly TranslationRow[], locale: string, state: TranslationStatus | ""): TranslationRow[] {
  return rows.filter((row) => row.locale === locale && (state ? row.state === state : row.state !== "reviewed"));
}

/** Where a row's action leads: its translation's page, or a new translation started from the English. */
export function translationHref(row: TranslationRow, locale: string): string {
  return row.translationId
    ? `/staff/content/${row.collection}/${row.translationId}`
    : `/staff/content/${row.collection}/new?translationOf=${encodeURIComponent(row.itemId)}&locale=${locale}`;
}
