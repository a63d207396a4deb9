import { useLocation, useMatches, useRouteError } from "@remix-run/react";
import { furnitureState, type TranslationState } from "~/i18n/translation-state";
import { format } from "~/i18n/format";
import { localeNames, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { useRootData } from "~/site/root-data";
import type { RouteHandle } from "~/utils/handle";

/**
 * How far the page's content is translated, as its route's loader says (`translation`), or its
 * handle (`furnitureOnly`: the site's own words alone); a route that says nothing shows English.
 */
function pageTranslation(matches: ReturnType<typeof useMatches>, locale: Locale): TranslationState {
  for (const match of [...matches].reverse()) {
    const data = match.data as { translation?: TranslationState | null } | undefined;
    if (data && typeof data === "object" && "translation" in data) return data.translation ?? "missing";
    if ((match.handle as RouteHandle | undefined)?.furnitureOnly) return furnitureState(locale);
  }
  return "missing";
}

/**
 * Whether this page's content is shown in English at another language's
 * address (not yet translated): the content is then marked `lang="en"`, so a
 * screen reader reads it as English, and the furniture around it stays the
 * page's language.
 */
export function useShownInEnglish(): boolean {
  const { locale } = useLocale();
  const matches = useMatches();
  return locale !== "en" && pageTranslation(matches, locale) === "missing";
}

/**
 * Above the content of a page in another language, in that language, one
 * notice: that the page is shown in English, not yet translated; or else that
 * the translation (its words, or the site's furniture around them) is a draft
 * the office has not yet reviewed, and that the English page is the one that
 * counts, with a link to it. A page shown in English needs no more: what the
 * reader reads is the English, so whether the furniture around it is a draft
 * matters less than that. Nothing once both are reviewed (decision 0045).
 */
export function TranslationNotice() {
  const { locale, path, t } = useLocale();
  const { search } = useLocation();
  const matches = useMatches();
  const failed = useRouteError() != null;
  const root = useRootData();
  if (locale === "en" || failed) return null;
  const state = pageTranslation(matches, locale);
  const draft = state === "unreviewed" || !root?.furnitureReviewed;
  if (state !== "missing" && !draft) return null;
  return (
    <div className="container">
      <div className="translation-notice" role="note">
        {state === "missing" ? (
          <p>{format(t.translation.fallback, { language: localeNames[locale].own })}</p>
        ) : (
          <p>
            {t.translation.unreviewed}{" "}
            <a href={path + search} lang="en" hrefLang="en">
              {t.translation.readInEnglish}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
