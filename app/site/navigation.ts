import { navigation, type Hero, type NavGroup, type NavPage } from "~/content/navigation";
import { sitePageList, sitePages } from "~/content/site-pages";

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

export function heroFor(pathname: string): Hero {
  const { group, page } = locate(pathname);
  if (page) return page.hero ?? { title: page.name, tagline: (group?.hero ?? DEFAULT_HERO).tagline };
  return group?.hero ?? DEFAULT_HERO;
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home > Group (> Page), or Home > Page outside the sections; the last crumb is the current page. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const { group, page } = locate(pathname);
  const crumbs: Crumb[] = [{ name: "Home", path: "/" }];
  if (group) crumbs.push({ name: group.title, path: group.path });
  if (page) crumbs.push({ name: page.name, path: page.path });
  return crumbs;
}

export interface SideLink {
  name: string;
  path: string;
}

/** The "Related Content" list: the group's own page, then its pages (files stay in the menus). */
export function sideLinksFor(group: NavGroup): SideLink[] {
  return [{ name: group.title, path: group.path }, ...group.pages.filter((p) => !p.external).map((p) => ({ name: p.name, path: p.path }))];
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
export function pageMetaFor(pathname: string): { title: string; description: string } {
  const { group, page } = locate(pathname);
  const hero = heroFor(pathname);
  return {
    title: `${hero.title} – NASSCO`,
    description: page?.description ?? group?.description ?? DEFAULT_HERO.tagline,
  };
}

/** Title and description of page N of a paged list such as the news. */
export function listPageMeta(path: string, page: number): { title?: string; name?: string; content?: string }[] {
  const { title, description } = pageMetaFor(path);
  return [{ title: page > 1 ? `${title} (page ${page})` : title }, { name: "description", content: description }];
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
