import { isLocale, type Locale } from "~/i18n/locales";
import { FILE_LANGUAGE_PARAM } from "~/site/query-params";

/**
 * The language a calendar file or feed is asked in (?lang=ha), English by default. The pages link
 * the English files: a link a language would make the mirror (decision 0079) fetch every LGA's
 * two files five times; the place names and dates read the same, and ?lang= is there to be shared.
 */
export function feedLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get(FILE_LANGUAGE_PARAM);
  return isLocale(asked) ? asked : "en";
}
