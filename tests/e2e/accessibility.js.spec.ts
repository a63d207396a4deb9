import { test } from "@playwright/test";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { allPagePaths } from "../../app/site/navigation";
import { vacancyPath } from "../../app/features/careers/vacancy";
import { FIXTURE_VACANCY } from "../../prisma/seeds/content/fixtures";
import { expectAccessible } from "./support/axe";

/**
 * Every page as a reader with scripts meets it: on the pages that have them,
 * the states they add (the carousels, the lightbox) are scanned too. Pages
 * without scripts read the same either way; the JavaScript-off specs scan the
 * states they reach (a refused form, a receipt) through support/axe.ts. One
 * test per page: each has its own timeout, runs in parallel with the others,
 * and a failure names the page.
 */
const PATHS = [
  ...allPagePaths(),
  ...seededNews.filter((item) => item.linkKind === "video" || item.linkKind === "download").map((item) => articlePath(item.slug)),
  "/resource-hub/news?page=3",
  "/resource-hub/photo-gallery/7?category=stakeholders-conference",
  "/resource-hub/video-gallery/2",
  // The online video test fixture (CONTENT_FIXTURES=1), with its poster and Play here button.
  "/resource-hub/video-gallery/900",
  "/news/no-such-article",
  // The open vacancy test fixture (CONTENT_FIXTURES=1), and a closed or unknown one.
  vacancyPath(FIXTURE_VACANCY.slug),
  vacancyPath("no-such-vacancy"),
  "/no-such-page",
  // The pages outside the sections (issue 36); /contact is its own helper's to add.
  "/accessibility",
  "/sitemap",
];

/**
 * What a wide screen changes is the chrome and each pattern's layout (the
 * menu bar and its panels, the side list, grids of two and three, the
 * carousels, tables), never a page's content. So every page is scanned once,
 * at a phone's width, and the desktop once per layout: a page of each pattern
 * whose stylesheet has a wide-screen rule (app/styles/components/).
 */
const DESKTOP_PATHS = [
  "/",
  "/who-we-are/about-us",
  "/get-involved/partner-with-us",
  "/where-we-work/our-state-offices",
  "/where-we-work/nsr-summary-by-lga",
  "/resource-hub/news",
  articlePath(seededNews[0]!.slug),
  "/resource-hub/policy-and-governance-documents",
  "/resource-hub/photo-gallery",
  "/resource-hub/photo-gallery/7?category=stakeholders-conference",
  "/resource-hub/video-gallery/900",
  "/nsr/data-access-request-form",
  "/no-such-page",
];

/** A feature phone (up to 320 px) has chrome of its own: one line of languages, the search as a button, a one-line notice. */
const FEATURE_PHONE_PATHS = ["/", "/who-we-are/about-us", "/ha/nsr"];

for (const [width, paths] of [
  [240, FEATURE_PHONE_PATHS],
  [375, PATHS],
  [1280, DESKTOP_PATHS],
] as const) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`finds nothing serious or critical on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectAccessible(page);
      });
    }
  });
}
