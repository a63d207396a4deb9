import { LANGUAGES } from "./languages.mjs";

/**
 * The site's languages (decision 0045), from the one list (languages.mjs).
 * English lives at /…, each other language at /<code>/…; the code is also the
 * page's lang and hreflang, and the content model's `locale` (content_locale).
 */
export type Locale = (typeof LANGUAGES)[number]["code"];
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.code);

/** The languages with a prefix of their own: every one but English. */
export const PREFIXED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own words (the switcher), and in English (the back office). */
export const localeNames = Object.fromEntries(LANGUAGES.map(({ code, own, english }) => [code, { own, english }])) as Record<
  Locale,
  { own: string; english: string }
>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of an address and the address without its prefix: /ha/nsr → ha, /nsr; /ha → ha, /. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(pathname);
  if (match && match[1] !== "en" && isLocale(match[1])) return { locale: match[1], path: match[2] || "/" };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of a page (an English path, possibly with a query or fragment) in a language. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? `/${locale}` : /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * The language of the page a loader or action answers, and its address without the prefix: a
 * reader's route is registered once per language (remix.config.js), so its address says which.
 */
export function routeLocale(request: Request): { locale: Locale; path: string } {
  return splitLocale(new URL(request.url).pathname);
}
