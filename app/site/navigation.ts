import { navigation, type Hero, type NavGroup, type NavPage } from "~/content/navigation";
import { sitePageList, sitePages } from "~/content/site-pages";
import { englishPageWords, type PageWordsByPath } from "~/i18n/page-words";

/** Everything the chrome derives from the navigation tree. */

export const DEFAULT_HERO: Hero = {
  title: "NASSCO",
  tagline: "National Social Safety-Nets Coordinating Office",
};

/** Menus show a group in two columns when it has more than this many pages. */
export const TWO_COLUMN_THRESHOLD = 7;

export function usesTwoColumns(group: NavGroup): boolean {
  return group.pages.length > TWO_COLUMN_THRESHOLD;
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

function within(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export interface Location {
  group?: NavGroup;
  page?: NavPage;
}

/**
 * The group and page an address belongs to; deeper addresses belong to their
 * nearest page. A page outside the sections (contact, accessibility, the site
 * map) has no group.
 */
export function locate(pathname: string): Location {
  const path = normalise(pathname);
  const group = navigation.find((g) => within(path, g.path));
  if (!group) {
    const page = sitePageList.find((p) => within(path, p.path));
    return page ? { page } : {};
  }
  const page = group.pages.find((p) => !p.external && within(path, p.path));
  return { group, page };
}

/**
 * The hero of the page at an (English) address, in the language of `words`
 * (i18n/page-words.ts): its own, or its name under its group's tagline.
 */
export function heroFor(pathname: string, words: PageWordsByPath = englishPageWords): Hero {
  const { group, page } = locate(pathname);
  const groupWords = group ? wordsOf(words, group.path) : undefined;
  const groupHero = groupWords
    ? { title: groupWords.title ?? groupWords.name, tagline: groupWords.tagline ?? DEFAULT_HERO.tagline }
    : DEFAULT_HERO;
  if (page) {
    const own = wordsOf(words, page.path);
    return own.title ? { title: own.title, tagline: own.tagline ?? groupHero.tagline } : { title: own.name, tagline: groupHero.tagline };
  }
  return groupHero;
}

/** A page's words in a language, or its English ones where that language lacks them. */
export function wordsOf(words: PageWordsByPath, path: string) {
  return words[path] ?? englishPageWords[path]!;
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home > Group (> Page), or Home > Page outside the sections; the last crumb is the current page. */
export function breadcrumbsFor(pathname: string, home = "Home", words: PageWordsByPath = englishPageWords): Crumb[] {
  const { group, page } = locate(pathname);
  const crumbs: Crumb[] = [{ name: home, path: "/" }];
  if (group) crumbs.push({ name: wordsOf(words, group.path).name, path: group.path });
  if (page) crumbs.push({ name: wordsOf(words, page.path).name, path: page.path });
  return crumbs;
}

export interface SideLink {
  name: string;
  path: string;
}

/** The "Related Content" list: the group's own page, then its pages (files stay in the menus). */
export function sideLinksFor(group: NavGroup, words: PageWordsByPath = englishPageWords): SideLink[] {
  return [group, ...group.pages.filter((p) => !p.external)].map(({ path }) => ({ name: wordsOf(words, path).name, path }));
}

/** Every page address in the tree, for the sitemap and for tests. */
export function allPagePaths(): string[] {
  return ["/", ...navigation.flatMap((g) => [g.path, ...g.pages.filter((p) => !p.external).map((p) => p.path)])];
}

/** The addresses of the pages outside the sections (content/site-pages.ts), for the sitemap and for tests. */
export function sitePagePaths(): string[] {
  return sitePageList.map((page) => page.path);
}

/** Title and description for <meta>, from the tree. */
export function pageMetaFor(pathname: string, words: PageWordsByPath = englishPageWords): { title: string; description: string } {
  const { group, page } = locate(pathname);
  const hero = heroFor(pathname, words);
  const place = page ?? group;
  return {
    title: `${hero.title} – NASSCO`,
    description: place ? wordsOf(words, place.path).description : DEFAULT_HERO.tagline,
  };
}

/** Title and description of page N of a paged list such as the news ("page" in the list's language). */
export function listPageMeta(
  path: string,
  page: number,
  words: PageWordsByPath = englishPageWords,
  pageWord = "page",
): { title?: string; name?: string; content?: string }[] {
  const { title, description } = pageMetaFor(path, words);
  return [{ title: page > 1 ? `${title} (${pageWord} ${page})` : title }, { name: "description", content: description }];
}

/** One heading of the HTML site map: a section's overview (or none) and its pages. */
export interface SiteMapSection {
  title: string;
  /** The section's overview page; none for the pages outside the sections. */
  path?: string;
  pages: NavPage[];
}

/**
 * The HTML site map: every group of the navigation tree with every page in it,
 * files included (they open in a new tab, as in the menus), then the pages
 * outside the sections, less the site map itself.
 */
export function siteMapSections(): SiteMapSection[] {
  return [
    ...navigation.map((group) => ({ title: group.title, path: group.path, pages: group.pages })),
    { title: "About this website", pages: sitePageList.filter((page) => page.path !== sitePages.siteMap.path) },
  ];
}
