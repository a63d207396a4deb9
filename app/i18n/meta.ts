import { splitLocale } from "./locales";
import { wordsOf } from "./words";

/**
 * A route's meta function has no hooks: it finds the page's language in its
 * address and its words as useLocale does (i18n/words.ts).
 */
export function metaWords(matches: readonly { id: string; pathname: string; handle?: unknown; data?: unknown }[]) {
  return wordsOf(splitLocale(matches[matches.length - 1]?.pathname ?? "/").locale, matches);
}
