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
import type { Words } from "./words";

/** Every language's furniture, on the server only: a browser gets only the words its page needs (i18n/words.ts). */
export const messages: Record<Locale, Messages> = { en, ha, yo, ig, pcm };

export const pageWords: Record<Locale, PageWordsByPath> = { en: englishPageWords, ha: haPages, yo: yoPages, ig: igPages, pcm: pcmPages };

/** Each language's words, which entry.server hands to i18n/words.ts: the server draws every page from them. */
export const catalogues = Object.fromEntries(
  (Object.keys(messages) as Locale[]).map((locale) => [locale, { messages: messages[locale], pages: pageWords[locale] }]),
) as Record<Locale, Words>;
