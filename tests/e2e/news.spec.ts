import { expect, test, type Locator, type Page } from "@playwright/test";
import { seededDocuments, seededTenders, type SeededLibraryEntry } from "../../prisma/seeds/content/library-entries";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath, downloadName, NEWS_PAGE_SIZE, newsDateText } from "../../app/features/news/article";
import { newsAction } from "../../app/features/news/article.server";
import { LIBRARY_PAGE_SIZE } from "../../app/features/library/library-page-size";
import { pageCountFor, pageHref } from "../../app/utils/pagination";
import { openTendersFirst } from "../../app/features/library/tender-status";

const NEWS = "/resource-hub/news";
const cards = (page: Page) => page.getByRole("list", { name: /^News/ }).getByRole("article");
const pager = (page: Page) => page.getByRole("navigation", { name: "News pages" });
/** However many items there are: the pages hold them all, NEWS_PAGE_SIZE to a page, the last one the rest. */
const newsPages = pageCountFor(seededNews.length, NEWS_PAGE_SIZE);
const onPage = <T>(items: T[], number: number, size: number) => items.slice((number - 1) * size, number * size);

async function expectDisabled(pagerNav: Locator, text: string, disabled: boolean) {
  if (disabled) {
    await expect(pagerNav.locator('[aria-disabled="true"]', { hasText: text })).toHaveCount(1);
    await expect(pagerNav.getByRole("link", { name: text, exact: true })).toHaveCount(0);
  } else {
    await expect(pagerNav.getByRole("link", { name: text, exact: true })).toHaveCount(1);
  }
}

test("news pages hold 10 cards each and the rest on the last, Next leading on by key, Previous and Next disabled at the ends", async ({
  page,
}) => {
  await page.goto(NEWS);
  await expect(cards(page)).toHaveCount(onPage(seededNews, 1, NEWS_PAGE_SIZE).length);
  await expectDisabled(pager(page), "Previous", true);
  if (newsPages === 1) return;
  await expectDisabled(pager(page), "Next", false);
  for (let number = 2; number <= newsPages; number++) {
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?older=[^#]+#results$/);
    await expect(cards(page)).toHaveCount(onPage(seededNews, number, NEWS_PAGE_SIZE).length);
    await expectDisabled(pager(page), "Previous", false);
  }
  await expectDisabled(pager(page), "Next", true);
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(cards(page)).toHaveCount(NEWS_PAGE_SIZE);
});

test("an old numbered page leads to where it starts now, an out-of-range one to the last, a bad place to a 400", async ({ page }) => {
  await page.goto(`${NEWS}?page=${newsPages + 37}`);
  await expect(page).toHaveURL(newsPages > 1 ? /\?older=/ : new RegExp(`${NEWS}$`));
  await expect(cards(page)).toHaveCount(onPage(seededNews, newsPages, NEWS_PAGE_SIZE).length);
  await page.goto(`${NEWS}?page=-2`);
  await expect(page).toHaveURL(NEWS);
  const bad = await page.goto(`${NEWS}?older=nonsense`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("That place in the news is not one this page knows");
});

for (let number = 1; number <= newsPages; number++) {
  test(`every card's title and button on news page ${number} match its type`, async ({ page }) => {
    await page.goto(pageHref(NEWS, number));
    // Each item once, in order: together the pages list them all.
    await expect(cards(page)).toHaveCount(onPage(seededNews, number, NEWS_PAGE_SIZE).length);
    for (const [offset, item] of onPage(seededNews, number, NEWS_PAGE_SIZE).entries()) {
      const card = cards(page).nth(offset);
      const action = newsAction(item);
      await expect(card.getByRole("heading")).toHaveText(action?.kind === "view-pdf" ? `${item.title} (opens in a new tab)` : item.title);
      await expect(card.getByText(newsDateText(item.publishedOn), { exact: true })).toBeVisible();
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
      if (action.kind === "download") await expect(buttons).toHaveAttribute("download", downloadName(item.title));
      // Watch Video leads to the article's own player.
      if (action.kind === "video") await expect(buttons).toHaveAttribute("href", /^\/news\/[a-z0-9-]+#video$/);
    }
  });
}

test("a download item's file arrives named after its title, with hyphens", async ({ page }) => {
  const index = seededNews.findIndex((item) => item.linkKind === "download");
  const item = seededNews[index]!;
  await page.goto(pageHref(NEWS, Math.floor(index / NEWS_PAGE_SIZE) + 1));
  const downloading = page.waitForEvent("download");
  await cards(page)
    .nth(index % NEWS_PAGE_SIZE)
    .locator(".button")
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(downloadName(item.title));
  expect(download.suggestedFilename()).toMatch(/^Call-for-Expressions-of-Interest-Third-Party-Monitoring-/);
});

test("an article shows its banner, body, date and way back; a video article has a player", async ({ page }) => {
  const item = seededNews.find((entry) => entry.linkKind === "video")!;
  await page.goto(articlePath(item.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  await expect(page.locator("video source")).toHaveAttribute("src", item.link);
  await expect(page.getByRole("link", { name: "Download the video (MP4)" })).toHaveAttribute("href", item.link);
  await expect(page.getByText(`Published: ${newsDateText(item.publishedOn)}`)).toBeVisible();
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
  expect(xml.match(/<item>/g)).toHaveLength(seededNews.length);
  expect(xml).toContain(`${articlePath(seededNews[0]!.slug)}</link>`);
});

/**
 * Walks a file library from its first page to its last with Next, checking
 * that each page lists its share of `listed`, in order, so that together they
 * list every entry once; a pager appears only when there is a second page.
 */
async function walkLibrary(
  page: Page,
  { path, list, listed, next, previous }: { path: string; list: RegExp; listed: SeededLibraryEntry[]; next: string; previous: string },
  check: (entry: SeededLibraryEntry, shown: Locator) => Promise<void>,
) {
  const pages = pageCountFor(listed.length, LIBRARY_PAGE_SIZE);
  await page.goto(path);
  const entries = page.getByRole("list", { name: list }).getByRole("article");
  const nav = page.getByRole("navigation", { name: /pages$/ });
  if (pages === 1) await expect(nav).toHaveCount(0);
  else await expectDisabled(nav, previous, true);
  for (let number = 1; number <= pages; number++) {
    if (number > 1) await nav.getByRole("link", { name: next }).click();
    const share = onPage(listed, number, LIBRARY_PAGE_SIZE);
    await expect(entries).toHaveCount(share.length);
    for (const [index, entry] of share.entries()) await check(entry, entries.nth(index));
  }
  if (pages > 1) await expectDisabled(nav, next, true);
  return entries;
}

test("the document library shows 10 entries a page and the rest on the last, with its own page buttons", async ({ page }) => {
  const listing = {
    path: "/resource-hub/policy-and-governance-documents",
    list: /^Policy/,
    next: "Next Page »",
    previous: "« Previous Page",
  };
  const entries = await walkLibrary(page, { ...listing, listed: seededDocuments }, async (entry, shown) => {
    await expect(shown.getByRole("heading")).toContainText(entry.title);
  });
  await expect(entries.first().getByRole("link", { name: /Download/ })).toHaveAttribute("target", "_blank");
});

test("tenders shows every notice once, open ones first, with a pager only past one page", async ({ page }) => {
  const listing = { path: "/get-involved/tenders", list: /^Tenders/, next: "Next", previous: "Previous" };
  await walkLibrary(page, { ...listing, listed: openTendersFirst(seededTenders) }, async (tender, shown) => {
    await expect(shown.getByRole("heading")).toHaveText(`${tender.title} (opens in a new tab)`);
    await expect(shown.getByRole("link", { name: /^Download/ })).toHaveAttribute("href", tender.link);
  });
});
