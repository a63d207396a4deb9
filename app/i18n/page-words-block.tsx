import { useMatches } from "@remix-run/react";
import { useLocale } from "./use-locale";
import { browserWords, PAGE_WORDS_ID, wordsJson, wordsOf } from "./words";

/**
 * A hydrated page's words for its scripts (i18n/words.ts): a JSON data block,
 * which no browser runs, drawn on the server from the words the page was
 * drawn from, and in the browser from the block's own text, unchanged.
 */
export function PageWords() {
  const matches = useMatches();
  const { locale } = useLocale();
  const json = typeof document === "undefined" ? wordsJson(wordsOf(locale, matches)) : browserWords().json;
  return <script id={PAGE_WORDS_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
