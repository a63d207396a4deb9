import { expect, test } from "@playwright/test";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { vacancyPath } from "../../app/features/careers/vacancy";
import { FIXTURE_VACANCY } from "../../prisma/seeds/content/fixtures";
import { LOCALES, localeNames, localePath } from "../../app/i18n/locales";
import { expectFirstScreenHeading, expectNoSidewaysScroll, withoutDetails } from "./support/floor";
import { groups } from "./support/navigation";

/**
 * The floor: a 240×320 feature phone without JavaScript (the `floor` project),
 * with and without <details>. On one page of every kind, in every language,
 * the h1 is whole on the first screen and nothing covers it, the header and
 * notices take at most half the screen, nothing scrolls sideways, and the
 * menu opens with every link in it reachable.
 */
const KINDS: Record<string, string> = {
  home: "/",
  "section overview": "/nsr",
  "content page": "/who-we-are/about-us",
  "LGA table": "/where-we-work/nsr-summary-by-lga",
  "coverage map": "/nsr/nsr-coverage-across-nigeria",
  "request form": "/nsr/data-access-request-form",
  "request receipt": "/nsr/data-access-request-form/submitted",
  "grievance form": "/grievances/new",
  "grievance answer": "/grievances/new/submitted",
  "grievance status": "/grievances/status",
  "news list": "/resource-hub/news",
  article: articlePath(seededNews[0]!.slug),
  "document library": "/resource-hub/policy-and-governance-documents",
  tenders: "/get-involved/tenders",
  careers: "/get-involved/careers",
  // The CONTENT_FIXTURES vacancy: the office has published none.
  vacancy: vacancyPath(FIXTURE_VACANCY.slug),
  "photo gallery": "/resource-hub/photo-gallery",
  "one photo": "/resource-hub/photo-gallery/7",
  "video gallery": "/resource-hub/video-gallery",
  "one video": "/resource-hub/video-gallery/3",
  search: "/search?query=cash+transfer",
  "not found": "/no-such-page",
  "accessibility statement": "/accessibility",
  "site map": "/sitemap",
  "grievance figures": "/grievances/statistics",
  "is this real": "/is-this-real",
};

for (const details of [true, false]) {
  test.describe(details ? "with <details>" : "without <details>", () => {
    test.beforeEach(async ({ page }) => {
      if (!details) await withoutDetails(page);
    });

    for (const locale of LOCALES) {
      test(`${localeNames[locale].english}: on a page of every kind the h1 is whole on the first screen, uncovered, under no more than half a screen of header, and nothing scrolls sideways`, async ({
        page,
      }) => {
        for (const [kind, path] of Object.entries(KINDS)) {
          await page.goto(localePath(locale, path));
          await expectFirstScreenHeading(page, `${kind} (${localePath(locale, path)})`);
          await expectNoSidewaysScroll(page);
        }
      });
    }

    test("the footer's links to contact, accessibility, the site map, Is this real? and Report a problem each fit on the screen", async ({
      page,
    }) => {
      await page.goto("/who-we-are/about-us");
      const footer = page.getByRole("contentinfo");
      for (const name of ["Contact", "Accessibility", "Site map", "Is this real?", "Report a problem"]) {
        const link = footer.getByRole("link", { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      await expectNoSidewaysScroll(page);
    });

    test("the header's search, a button alone here, opens the search page, whose field finds", async ({ page }) => {
      await page.goto("/who-we-are/about-us");
      await expect(page.getByRole("banner").getByRole("searchbox")).toBeHidden();
      const button = page.getByRole("banner").getByRole("button", { name: "Search" });
      await expect(button).toBeInViewport({ ratio: 1 });
      await button.click();
      await expect(page).toHaveURL(/\/search\?query=#/);
      await page.getByRole("main").getByRole("searchbox").fill("cash transfer");
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("cash transfer");
    });

    test("the Menu link opens the menu, and every link in it can be reached", async ({ page }) => {
      await page.goto("/who-we-are/about-us");
      await page.getByRole("link", { name: "Menu", exact: true }).click();
      const menu = page.getByRole("navigation", { name: "Menu" });
      await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeInViewport();
      const triggers = menu.locator(".site-nav__trigger");
      const links = menu.locator(".site-nav__groups a");
      const count = await links.count();
      expect(count).toBeGreaterThan(30);
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        if (!(await link.isVisible())) {
          // Closed groups open one at a time; open the one that holds this link.
          await link.locator("xpath=ancestor::li[contains(@class,'site-nav__group')]").locator(".site-nav__trigger").click();
        }
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
      }
      expect(await triggers.count()).toBe(groups.length);
      await menu.getByRole("link", { name: /Close/ }).click();
      await expectFirstScreenHeading(page);
    });
  });
}
