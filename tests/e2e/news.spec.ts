import { expect, test, type Locator, type Page } from "@playwright/test";
import { news } from "../../app/content/news";
import { articlePath, downloadName } from "../../app/content/news-articles";
import { newsAction } from "../../app/content/news-articles.server";
import { tenders } from "../../app/content/tenders";

const NEWS = "/resource-hub/news";
const cards = (page: Page) => page.getByRole("list", { name: /^News, page/ }).getByRole("article");
const pager = (page: Page) => page.getByRole("navigation", { name: "News pages" });

async function expectDisabled(pagerNav: Locator, text: string, disabled: boolean) {
  if (disabled) {
    await expect(pagerNav.locator('[aria-disabled="true"]', { hasText: text })).toHaveCount(1);
    await expect(pagerNav.getByRole("link", { name: text, exact: true })).toHaveCount(0);
  } else {
    await expect(pagerNav.getByRole("link", { name: text, exact: true })).toHaveCount(1);
  }
}

test("news pages hold 10, 10 and 2 cards, with Previous and Next disabled at the ends", async ({ page }) => {
  await page.goto(NEWS);
  await expect(cards(page)).toHaveCount(10);
  await expectDisabled(pager(page), "Previous", true);
  await expectDisabled(pager(page), "Next", false);
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText("Page 1");

  await pager(page).getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(`${NEWS}?page=3`);
  await expect(cards(page)).toHaveCount(2);
  await expectDisabled(pager(page), "Previous", false);
  await expectDisabled(pager(page), "Next", true);

  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${NEWS}?page=2`);
  await expect(cards(page)).toHaveCount(10);
});

test("an out-of-range page goes to the nearest valid one", async ({ page }) => {
  await page.goto(`${NEWS}?page=40`);
  await expect(page).toHaveURL(`${NEWS}?page=3`);
  await page.goto(`${NEWS}?page=-2`);
  await expect(page).toHaveURL(NEWS);
});

for (let first = 0; first < news.length; first += 10) {
  const number = first / 10 + 1;
  test(`every card's title and button on news page ${number} match its type`, async ({ page }) => {
    await page.goto(number > 1 ? `${NEWS}?page=${number}` : NEWS);
    for (const [offset, item] of news.slice(first, first + 10).entries()) {
      const card = cards(page).nth(offset);
      const action = newsAction(item);
      await expect(card.getByRole("heading")).toHaveText(action?.kind === "view-pdf" ? `${item.title} (opens in a new tab)` : item.title);
      await expect(card.getByText(item.date, { exact: true })).toBeVisible();
      const buttons = card.locator(".button");
      if (!action) {
        await expect(buttons).toHaveCount(0);
        continue;
      }
      await expect(buttons).toHaveCount(1);
      await expect(buttons).toContainText(action.label);
      await expect(buttons).toHaveAttribute("href", action.href);
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", action.href);
      if (action.kind === "view-pdf") await expect(buttons).toHaveAttribute("target", "_blank");
      if (action.kind === "download") await expect(buttons).toHaveAttribute("download", downloadName(item));
      // Watch Video leads to the article's own player.
      if (action.kind === "video") await expect(buttons).toHaveAttribute("href", /^\/news\/[a-z0-9-]+#video$/);
    }
  });
}

test("a download item's file arrives named after its title, with hyphens", async ({ page }) => {
  const index = news.findIndex((item) => item.type === "download");
  const item = news[index]!;
  await page.goto(index >= 10 ? `${NEWS}?page=${Math.floor(index / 10) + 1}` : NEWS);
  const downloading = page.waitForEvent("download");
  await cards(page)
    .nth(index % 10)
    .locator(".button")
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(downloadName(item));
  expect(download.suggestedFilename()).toMatch(/^Call-for-Expressions-of-Interest-Third-Party-Monitoring-/);
});

test("an article shows its banner, body, date and way back; a video article has a player", async ({ page }) => {
  const item = news.find((entry) => entry.type === "video")!;
  await page.goto(articlePath(item));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  await expect(page.locator("video source")).toHaveAttribute("src", item.link);
  await expect(page.getByRole("link", { name: "Download the video (MP4)" })).toHaveAttribute("href", item.link);
  await expect(page.getByText(`Published: ${item.date}`)).toBeVisible();
  await page.getByRole("link", { name: "← Back to all News" }).click();
  await expect(page).toHaveURL(NEWS);
});

test("an unknown article is a 404 with the exact words", async ({ page }) => {
  const response = await page.goto("/news/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News Article Not Found");
  await expect(page.getByText("The news article you are looking for does not exist or has been moved.")).toBeVisible();
  await page.getByRole("link", { name: "Go back to News" }).click();
  await expect(page).toHaveURL(NEWS);
});

test("the news list links its RSS feed, which lists every item", async ({ page, request }) => {
  await page.goto(NEWS);
  const href = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
  const feed = await request.get(href!);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml.match(/<item>/g)).toHaveLength(news.length);
  expect(xml).toContain(`${articlePath(news[0]!)}</link>`);
});

test("the document library shows 10 entries, then 5, with its own page buttons", async ({ page }) => {
  await page.goto("/resource-hub/policy-and-governance-documents");
  const entries = page.getByRole("list", { name: /^Policy/ }).getByRole("article");
  await expect(entries).toHaveCount(10);
  const nav = page.getByRole("navigation", { name: /pages$/ });
  await expectDisabled(nav, "« Previous Page", true);
  await nav.getByRole("link", { name: "Next Page »" }).click();
  await expect(entries).toHaveCount(5);
  await expectDisabled(nav, "Next Page »", true);
  await expect(entries.first().getByRole("link", { name: /Download/ })).toHaveAttribute("target", "_blank");
});

test("tenders shows all seven and no pager", async ({ page }) => {
  await page.goto("/get-involved/tenders");
  const entries = page.getByRole("list", { name: "Tenders" }).getByRole("article");
  await expect(entries).toHaveCount(7);
  await expect(page.getByRole("navigation", { name: /pages$/ })).toHaveCount(0);
  for (const [index, tender] of tenders.entries()) {
    await expect(entries.nth(index).getByRole("heading")).toHaveText(`${tender.title} (opens in a new tab)`);
    await expect(entries.nth(index).getByRole("link", { name: /^Download/ })).toHaveAttribute("href", tender.link);
  }
});
