import type { Locale } from "./locales";
import { en, type Messages } from "./messages/en";
import { ha } from "./messages/ha";
import { ig } from "./messages/ig";
import { pcm } from "./messages/pcm";
import { yo } from "./messages/yo";
import { englishPageWords, type PageWordsByPath } from "./page-words";
import { ha as haPages } from "./pages/ha";
import { ig as igPages } from "./pages/ig";
import { pcm as pcmPages } from "./pages/pcm";
import { yo as yoPages } from "./pages/yo";

/** Every language's furniture, on the server only: a browser gets its page's language alone, in the root's data. */
export const messages: Record<Locale, Messages> = { en, ha, yo, ig, pcm };

export const pageWords: Record<Locale, PageWordsByPath> = { en: englishPageWords, ha: haPages, yo: yoPages, ig: igPages, pcm: pcmPages };

/**
 * What a page in this language shows around its content, for the root's data (the server draws
 * every page from it, and a page with scripts hydrates from it).
 */
export function furnitureFor(locale: Locale) {
  return { messages: messages[locale], pages: pageWords[locale] };
}

export type Furniture = ReturnType<typeof furnitureFor>;
