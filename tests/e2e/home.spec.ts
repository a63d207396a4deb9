import { expect, test } from "@playwright/test";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";

test("the sections come in the product's order", async ({ page }) => {
  await page.goto("/");
  const headings = await page.locator("main h2:not(.visually-hidden)").allTextContents();
  expect(headings).toEqual(["Who We Are", "Subscribe to our newsletter", "What We Do", "Latest from NASSCO", "What people say"]);
  await expect(page.getByRole("link", { name: "Read More about who we are" })).toHaveAttribute("href", "/who-we-are");
  const learnMore = page.getByRole("link", { name: /Learn more about the NSR/ });
  await expect(learnMore).toHaveAttribute("href", "/get-involved/learn-more-about-the-nsr");
  await expect(learnMore).toHaveAttribute("target", "_blank");
  await expect(page.locator("main video source")).toHaveAttribute("src", /\.mp4$/);
});

test("the four latest news cards link to working articles, with See More to the news", async ({ page, request }) => {
  await page.goto("/");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Latest from NASSCO" }) });
  // Each card's title links to its article (a card reporting a public record also links its source).
  const links = section.getByRole("article").getByRole("heading").getByRole("link");
  await expect(links).toHaveCount(4);
  for (const [index, item] of seededNews.slice(0, 4).entries()) {
    await expect(links.nth(index)).toHaveText(item.title);
    await expect(links.nth(index)).toHaveAttribute("href", articlePath(item.slug));
    expect((await request.get(articlePath(item.slug))).status()).toBe(200);
  }
  await expect(section.getByRole("link", { name: "See More news" })).toHaveAttribute("href", "/resource-hub/news");
});
