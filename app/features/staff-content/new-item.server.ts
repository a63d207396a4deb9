import { localeNames } from "~/i18n/locales";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { readItem } from "./content.server";
import { entriesOf, type Entries } from "./form";
import { prefilledEntries } from "./new-item";
import { translatedLocale } from "./translation-states";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/** A new translation's English original and language, which its form carries. */
export interface TranslationStart {
  of: string;
  locale: string;
  language: string;
  newId: string;
}

/**
 * What a new item's form starts from: empty, or filled from a link of the Files page; or, from the
 * Translations page (`?translationOf=&locale=`), an English item's words to translate, in a language
 * the site has, of a collection that is translated, which is a 404 otherwise.
 */
export async function newItemStart(
  member: StaffMember,
  collection: CollectionManifest,
  query: URLSearchParams,
): Promise<{ entries: Entries; translation: TranslationStart | null }> {
  const entries = prefilledEntries(collection, entriesOf(collection, null), query);
  const of = query.get("translationOf");
  const locale = query.get("locale");
  if (of === null && locale === null) return { entries, translation: null };
  const original = of && collection.translated !== false ? await readItem(member, collection, of) : null;
  const language = translatedLocale(locale);
  if (!of || !original?.row || original.row["locale"] !== "en" || !language)
    throw new Response("There is no English item of that id to translate, or no such language.", { status: 404 });
  return {
    entries: { ...entries, ...entriesOf(collection, original.row), provenance: "illustrative" },
    translation: { of, locale: language, language: localeNames[language].english, newId: `${of}-${language}` },
  };
}
