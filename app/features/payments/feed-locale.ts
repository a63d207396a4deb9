import { isLocale, type Locale } from "~/i18n/locales";
import { FILE_LANGUAGE_PARAM } from "~/site/query-params";

/** The language a calendar file or feed is asked in (?lang=ha), English by default. */
export function feedLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get(FILE_LANGUAGE_PARAM);
  return isLocale(asked) ? asked : "en";
}

/** A calendar file's or feed's address in a language: English needs no parameter. */
export const inLanguage = (path: string, locale: Locale) => (locale === "en" ? path : `${path}?${FILE_LANGUAGE_PARAM}=${locale}`);
