import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { localePath, splitLocale } from "./locales";
import type { Furniture } from "./messages.server";
import { en } from "./messages/en";
import { englishPageWords } from "./page-words";

const english = { messages: en, pages: englishPageWords };

/** What the languages read of the root's data: part of RootData (site/root-data.ts), which the root loader returns. */
export interface RootWords {
  furniture: Furniture | null;
}

/**
 * The language of the page being drawn, from its address, with its words:
 * English is in the scripts; any other language comes in the root's data
 * (root.tsx), so a browser never loads a language it does not show.
 */
export function useLocale() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<RootWords>("root");
  const { locale, path } = splitLocale(pathname);
  const words = locale !== "en" && root?.furniture ? root.furniture : english;
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
