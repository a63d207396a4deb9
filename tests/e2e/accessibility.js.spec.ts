import { expect, test } from "@playwright/test";
import { news } from "../../app/content/news";
import { articlePath } from "../../app/content/news-articles";
import { allPagePaths } from "../../app/utils/navigation";
import { expectAccessible } from "./support/axe";
import { pages } from "./support/navigation";

/** axe needs script in the page, so these scans run in the JavaScript project only. */
const PATHS = [
  "/",
  ...new Set([...allPagePaths().filter((p) => p.split("/").length === 2), ...pages.map(({ page }) => page.path)]),
  ...news.filter((item) => item.type === "video" || item.type === "download").map(articlePath),
  "/resource-hub/news?page=3",
  "/resource-hub/photo-gallery/7?category=stakeholders-conference",
  "/resource-hub/video-gallery/2",
  "/news/no-such-article",
  "/no-such-page",
];

for (const width of [1280, 375]) {
  test(`axe finds nothing serious or critical at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of PATHS) {
      await page.goto(path);
      await expectAccessible(page);
    }
    expect(PATHS.length).toBeGreaterThan(20);
  });
}
