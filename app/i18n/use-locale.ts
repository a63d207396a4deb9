import { useLocation, useMatches } from "@remix-run/react";
import { localePath, splitLocale } from "./locales";
import { wordsOf } from "./words";

/**
 * The language of the page being drawn, from its address, with its words:
 * on the server from the catalogue, in the browser from the page's own words
 * (i18n/words.ts), so a browser never loads a language it does not show,
 * nor words its page does not use.
 */
export function useLocale() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { locale, path } = splitLocale(pathname);
  const words = wordsOf(locale, matches);
  return {
    locale,
    /** The address without its language prefix: what the navigation tree and the content know it by. */
    path,
    t: words.messages,
    /** The words of each page of the tree, by its English address. */
    pages: words.pages,
    /** A page's address in this language. */
    href: (to: string) => localePath(locale, to),
  };
}
