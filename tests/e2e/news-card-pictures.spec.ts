import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * Every news card has a picture (issue 48: the home page's fourth had none, as
 * articles from public reports come without a photograph): the article's own,
 * or the site's illustration for news without one, and each picture loads.
 */
async function expectEachWithPicture(page: Page, cards: Locator) {
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(cards.locator("img")).toHaveCount(count);
  for (const src of await cards.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")!))) {
    const answer = await page.request.get(src);
    expect(answer.status(), src).toBe(200);
    expect(answer.headers()["content-type"], src).toMatch(/^image\//);
  }
}

test("each of the home page's latest news cards shows a picture", async ({ page }) => {
  await page.goto("/");
  await expectEachWithPicture(page, page.locator(".latest__card"));
});

test("each card of the news list shows a picture", async ({ page }) => {
  await page.goto("/resource-hub/news");
  await expectEachWithPicture(page, page.locator(".news-card"));
});
