import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./support/hydrated";

/**
 * Paging, sorting, filtering and searching bring the reader to the results,
 * not to the top of the page (issue 36: 1,300 to 2,000 px above them on a
 * phone). Without JavaScript the fragment does it; on a page with React's
 * scripts the focus lands there too, so the next Tab continues in the results.
 */
const PHONE = { width: 375, height: 740 };

/** The results are on the reader's screen: their top within it, below the fold's top. */
async function expectOnScreen(page: Page) {
  const results = page.locator("#results");
  await expect(page).toHaveURL(/#results$/);
  await expect
    .poll(async () => {
      const box = await results.boundingBox();
      return box !== null && box.y >= -1 && box.y < PHONE.height / 2;
    }, "the results at the top half of the screen")
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY), "the page scrolled down to the results").toBeGreaterThan(200);
}

const cases: { name: string; path: string; control: (page: Page) => Locator; scripts: boolean }[] = [
  {
    name: "the news list's next page",
    path: "/resource-hub/news",
    control: (page) => page.getByRole("navigation", { name: "News pages" }).getByRole("link", { name: "Next" }),
    scripts: false,
  },
  {
    name: "a search from the search page",
    path: "/search",
    control: (page) => page.locator("#search-page-query").locator("xpath=..").getByRole("button", { name: "Search" }),
    scripts: false,
  },
  {
    name: "a gallery's category",
    path: "/resource-hub/photo-gallery",
    control: (page) => page.getByRole("navigation", { name: "Photo categories" }).getByRole("link", { name: "UNGA 2025" }),
    scripts: true,
  },
  {
    name: "a gallery's next page",
    path: "/resource-hub/photo-gallery",
    control: (page) => page.getByRole("navigation", { name: "Gallery pages" }).getByRole("link", { name: "Next Page »" }),
    scripts: true,
  },
  {
    name: "a sort of the register table",
    path: "/where-we-work/nsr-summary-by-lga",
    control: (page) => page.getByRole("link", { name: /^HOUSEHOLDS/ }),
    scripts: true,
  },
  {
    name: "the register table's next page",
    path: "/where-we-work/nsr-summary-by-lga",
    control: (page) => page.getByRole("navigation", { name: "Table pages" }).getByRole("link", { name: "Next page" }),
    scripts: true,
  },
];

for (const { name, path, control, scripts } of cases) {
  test(`${name} lands at the results`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    if (path === "/search") await page.locator("#search-page-query").fill("cash transfer");
    if (javaScriptEnabled && scripts) await hydrated(page);
    await control(page).click();
    await expectOnScreen(page);
    if (javaScriptEnabled && scripts) await expect(page.locator("#results")).toBeFocused();
  });
}

test("the register table's search form lands at the results", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/where-we-work/nsr-summary-by-lga");
  await page.getByLabel("Search the table").fill("kano");
  await page.getByRole("search", { name: "Register table" }).getByRole("button", { name: "Search" }).click();
  await expect(page.locator("#results")).toContainText('matching "kano"');
  // With scripts, typing has already filtered the table in place, where the reader is.
  if (!javaScriptEnabled) await expectOnScreen(page);
});
