import { expect, type Page } from "@playwright/test";
import { navigation, type NavGroup } from "../../../app/content/navigation";

/** Every group and page of the navigation tree, as the tests walk them: every page, none listed by hand. */
export const groups = navigation;

export function pagesOf(group: NavGroup) {
  return group.pages.filter((page) => !page.external);
}

export const pages = navigation.flatMap((group) => pagesOf(group).map((page) => ({ group, page })));

/** The site's menu: a bar on a wide screen, a drawer on a phone. */
export const menu = (page: Page) => page.getByRole("navigation", { name: "Menu" });
/** A group's heading in the menu, which opens its pages. */
export const trigger = (page: Page, title: string) => menu(page).locator(".site-nav__trigger", { hasText: title });
/** Open, the menu is a drawer fixed over the page; closed, it is back in the page after the content. */
export const drawerOpen = (page: Page) => menu(page).evaluate((nav) => getComputedStyle(nav).position === "fixed");
export async function openDrawer(page: Page) {
  await page.getByRole("link", { name: "Menu", exact: true }).click();
  await expect.poll(() => drawerOpen(page)).toBe(true);
}
