import { localePath, splitLocale, type Locale } from "./locales";
import { en } from "./messages/en";

/**
 * Whether an address is one of the reader's pages, which exist in every
 * language: a site path that is not a file (a PDF, a picture, a feed), the
 * media, the back office or the API.
 */
export function isReaderPage(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  const path = href.split(/[?#]/)[0]!;
  return !/^\/(media|staff|api|images|videos|build|documents)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

/** A link in content, pointed at the same page in the reader's language. */
export function localizeHref(href: string, locale: Locale): string {
  return isReaderPage(href) && splitLocale(href.split(/[?#]/)[0]!).locale === "en" ? localePath(locale, href) : href;
}

/**
 * Content rendered for a page in another language (HTML strings and blocks
 * with `href`s), its links to the site's pages pointed at that language's
 * addresses, so a reader who follows one stays in their language, and the
 * hidden note after a link to a file in that language's words (`newTabNote`);
 * null for the English content a page shows untranslated, whose notes stay
 * English with the words around them (issue 67).
 */
export function localizeLinks<T>(value: T, locale: Locale, newTabNote: string | null): T {
  if (locale === "en") return value;
  const note = `<span class="visually-hidden"> ${en.chrome.opensInNewTab}</span>`;
  const walk = (item: unknown, key?: string): unknown => {
    if (typeof item === "string") {
      if (key === "href") return localizeHref(item, locale);
      const linked = item.includes('href="/')
        ? item.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizeHref(href, locale)}"`)
        : item;
      return newTabNote !== null && linked.includes(note)
        ? linked.replaceAll(note, `<span class="visually-hidden"> ${escapeHtml(newTabNote)}</span>`)
        : linked;
    }
    if (Array.isArray(item)) return item.map((entry) => walk(entry));
    if (item && typeof item === "object" && !(item instanceof Date))
      return Object.fromEntries(Object.entries(item).map(([name, entry]) => [name, walk(entry, name)]));
    return item;
  };
  return walk(value) as T;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
