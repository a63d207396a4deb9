/**
 * The site's languages (decision 0045). English lives at /…, each other
 * language at /<code>/…; the code is also the page's lang and hreflang, and
 * the content model's `locale` (content_locale).
 */
export const LOCALES = ["en", "ha", "yo", "ig", "pcm"] as const;
export type Locale = (typeof LOCALES)[number];

/** The languages with a prefix of their own: every one but English. */
export const PREFIXED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own words (the switcher), and in English (the back office). */
export const localeNames: Record<Locale, { own: string; english: string }> = {
  en: { own: "English", english: "English" },
  ha: { own: "Hausa", english: "Hausa" },
  yo: { own: "Yorùbá", english: "Yoruba" },
  ig: { own: "Igbo", english: "Igbo" },
  pcm: { own: "Naijá", english: "Nigerian Pidgin" },
};

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
