import { expect, test, type Page } from "@playwright/test";
import { accessibilityStatement } from "../../app/content/accessibility-statement";
import { sitePages } from "../../app/content/site-pages";
import { formatMonthDayYear } from "../../app/utils/format";
import { groups } from "./support/navigation";

/**
 * The pages a government site owes its readers (issue 36): the accessibility
 * statement, the HTML site map, and the footer links to them and to the
 * contact page, with and without JavaScript.
 */

const main = (page: Page) => page.getByRole("main");

test("the accessibility statement gives the standard, the known problems, how to report one and the date of the last test", async ({
  page,
}) => {
  const response = await page.goto(sitePages.accessibility.path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Accessibility Statement – NASSCO");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
  await expect(crumbs).toHaveText(["Home", "Accessibility"]);
  for (const heading of [
    "Using this website",
    "How accessible this website is",
    "Reporting a problem, or asking for another format",
    "Our standard",
    "How we tested this website",
  ])
    await expect(main(page).getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(main(page)).toContainText("Web Content Accessibility Guidelines (WCAG) version 2.2, level AA");
  await expect(main(page)).toContainText("partially compliant");
  await expect(main(page)).toContainText(`We last tested this website on ${formatMonthDayYear(accessibilityStatement.lastTestedOn)}.`);
  await expect(main(page).getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
  await expect(main(page).getByRole("link", { name: "969" }).first()).toHaveAttribute("href", "tel:969");
  await expect(main(page).getByRole("link", { name: "site map" })).toHaveAttribute("href", "/sitemap");
  // Written by us, not yet adopted by the office: it says so, like every illustrative page.
  await expect(main(page)).toContainText("Illustrative: this page's details were written for this website");
});

test("the site map lists every section and page of the navigation tree, then contact and accessibility", async ({ page }) => {
  const response = await page.goto(sitePages.siteMap.path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Site Map – NASSCO");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site Map");
  for (const group of groups) {
    const section = main(page).getByRole("region", { name: group.title });
    await expect(section.getByRole("heading", { level: 2 }).getByRole("link", { name: group.title })).toHaveAttribute("href", group.path);
    const links = section.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(group.pages.length);
    for (const [index, item] of group.pages.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", item.path);
      await expect(links.nth(index)).toContainText(item.name);
    }
  }
  const about = main(page).getByRole("region", { name: "About this website" });
  await expect(about.getByRole("link")).toHaveText(["Contact", "Accessibility"]);
  await expect(about.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  // A file opens in a new tab and says so, as it does in the menus.
  await expect(
    main(page).getByRole("link", { name: /Environmental and Social Management Plan \(PDF\).*opens in a new tab/ }),
  ).toHaveAttribute("target", "_blank");
  await main(page).getByRole("link", { name: "Accessibility", exact: true }).click();
  await expect(page).toHaveURL(sitePages.accessibility.path);
});

for (const width of [1440, 1024, 800, 375]) {
  test(`at ${width} px the footer links to contact, accessibility and the site map, all on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/who-we-are/about-us");
    const footer = page.getByRole("contentinfo");
    for (const { name, path } of [sitePages.contact, sitePages.accessibility, sitePages.siteMap]) {
      const link = footer.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", path);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await footer.getByRole("link", { name: "Site map", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site Map");
  });
}

test("search finds the accessibility statement by what it says", async ({ page }) => {
  await page.goto("/search?query=captions");
  await expect(page.getByRole("main").getByRole("link", { name: "Accessibility Statement" })).toHaveAttribute("href", "/accessibility");
});
