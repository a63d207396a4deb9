import { navigation } from "~/content/navigation";
import { sitePageList } from "~/content/site-pages";

/**
 * A page's words in the menus, the breadcrumb, its hero and its meta
 * description. English comes from the navigation tree (content/navigation.ts,
 * content/site-pages.ts), each other language from app/i18n/pages/<code>.ts,
 * keyed by the page's English address. `title` and `tagline` are the hero's,
 * where the page has one of its own.
 */
export interface PageWords {
  name: string;
  description: string;
  title?: string;
  tagline?: string;
}

export type PageWordsByPath = Record<string, PageWords>;

function hero(page: { hero?: { title: string; tagline: string } }) {
  return page.hero ? { title: page.hero.title, tagline: page.hero.tagline } : {};
}

/** English, from the tree: one definition of each page's name. */
export const englishPageWords: PageWordsByPath = Object.fromEntries(
  [
    ...navigation.flatMap((group) => [
      { path: group.path, name: group.title, description: group.description, ...hero(group) },
      ...group.pages.map((page) => ({ path: page.path, name: page.name, description: page.description, ...hero(page) })),
    ]),
    ...sitePageList.map((page) => ({ path: page.path, name: page.name, description: page.description, ...hero(page) })),
  ].map(({ path, ...words }): [string, PageWords] => [path, words]),
);
