import { paths } from "~/site/paths";
import type { NavPage } from "./navigation";

/**
 * Pages outside the six sections that every government website owes its
 * readers: how to reach the office, how accessible the site is, and a map of
 * it. They sit in no menu group; the footer and the site map list them, and
 * their hero, breadcrumb and description come from here as a section page's
 * come from the navigation tree. The site map leaves itself out of its own list.
 */
export const sitePages = {
  contact: {
    name: "Contact",
    slug: "contact",
    path: paths.contact,
    description: "How to reach NASSCO: the head office in Abuja, the toll-free line 969, e-mail, office hours and the state offices.",
    hero: { title: "Contact us", tagline: "Reach the office, or tell us about a problem with this website" },
  },
  accessibility: {
    name: "Accessibility",
    slug: "accessibility",
    path: paths.accessibility,
    description: "How accessible this website is, how we tested it, the problems we know of, and how to tell us about another.",
    hero: { title: "Accessibility Statement", tagline: "A website everyone can use, on any phone or computer" },
  },
  siteMap: {
    name: "Site map",
    slug: "sitemap",
    path: paths.siteMap,
    description: "Every section and page of the NASSCO website, in one list.",
    hero: { title: "Site Map", tagline: "Every page of this website in one place" },
  },
} as const satisfies Record<string, NavPage>;

/** The three, in the order the footer gives them. */
export const sitePageList: NavPage[] = [sitePages.contact, sitePages.accessibility, sitePages.siteMap];
