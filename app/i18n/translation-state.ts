import type { Locale } from "./locales";

/**
 * What a page in a language other than English shows of its content: its own
 * translation, reviewed by the office or not yet, or none (the English stands
 * in, and the page says so); "furniture" for a page whose words are all the
 * site's own (i18n/messages), reviewed with them. English pages are "original".
 * Route loaders say it (features/content/translations.server.ts works it out);
 * the chrome's translation notice reads it, so it is defined here, below both.
 */
export type TranslationState = "original" | "reviewed" | "unreviewed" | "missing" | "furniture";

/** A page made only of the site's furniture: translated wherever the furniture is. */
export function furnitureState(locale: Locale): TranslationState {
  return locale === "en" ? "original" : "furniture";
}
