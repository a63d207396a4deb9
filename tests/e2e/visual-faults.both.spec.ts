import { expect, test } from "@playwright/test";
import { atWidth, attachShot, box, GALLERIES, inside, sidewaysScroll } from "./support/visual";

/**
 * The visual faults of issue 36 on the pages whose scripts change what is
 * measured (the galleries' lightbox tiles, the home page's carousel buttons),
 * with and without JavaScript.
 */

for (const path of GALLERIES) {
  for (const width of [240, 375, 800, 1024, 1440]) {
    test(`${path} at ${width} px: title and category show without hover, clear of the picture, in the tile on hover`, async ({
      page,
    }, testInfo) => {
      await atWidth(page, width);
      await page.goto(path);
      expect(await sidewaysScroll(page), "sideways scroll").toBe(0);
      const tiles = page.locator(".gallery-grid .tile");
      await expect(tiles.first().locator(".tile__title")).toBeVisible();
      await expect(tiles.first().locator(".tile__category")).toBeVisible();
      const faults = await tiles.evaluateAll((all) => {
        const rect = (element: Element | null) => element?.getBoundingClientRect() ?? null;
        const within = (a: DOMRect, b: DOMRect) =>
          a.left >= b.left - 0.5 && a.top >= b.top - 0.5 && a.right <= b.right + 0.5 && a.bottom <= b.bottom + 0.5;
        const meet = (a: DOMRect, b: DOMRect) =>
          a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        return all.flatMap((tile, index) => {
          const [box, picture, info, title, play, badge] = [
            tile,
            tile.querySelector("img"),
            tile.querySelector(".tile__info"),
            tile.querySelector(".tile__title"),
            tile.querySelector(".tile__play"),
            tile.querySelector(".tile__provenance"),
          ].map(rect);
          const found: string[] = [];
          // A photo may have no title of its own; its category still shows.
          if (!info || !picture) return [`tile ${index}: no caption or picture`];
          if (getComputedStyle(tile.querySelector(".tile__info")!).opacity !== "1") found.push(`tile ${index}: caption hidden`);
          if (!within(info, box!)) found.push(`tile ${index}: caption outside the tile`);
          if (meet(info, picture)) found.push(`tile ${index}: caption over the picture`);
          if (play && meet(play, picture)) found.push(`tile ${index}: play mark on the thumbnail`);
          for (const mark of [play, badge]) if (mark && title && meet(mark, title)) found.push(`tile ${index}: a mark over the title`);
          return found;
        });
      });
      expect(faults).toEqual([]);
      await tiles.first().hover();
      expect(inside(await box(tiles.first().locator(".tile__info")), await box(tiles.first())), "caption on hover").toBe(true);
      if (width === 375) await attachShot(testInfo, `a tile at ${width} px`, page.locator(".gallery-grid li").first());
    });
  }
}

test("home page: nothing scrolls sideways at 240 px, the carousels' buttons included", async ({ page }, testInfo) => {
  await atWidth(page, 240);
  await page.goto("/");
  if (testInfo.project.use.javaScriptEnabled !== false) await expect(page.locator(".carousel--enhanced").first()).toBeVisible();
  for (const width of [240, 320, 375]) {
    await atWidth(page, width);
    expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBe(0);
    for (const button of await page.locator(".carousel__controls button").all()) {
      const { left, right } = await box(button);
      expect(left >= 0 && right <= width, `a carousel button within the screen at ${width} px`).toBe(true);
    }
  }
  await atWidth(page, 240);
  await attachShot(testInfo, "the first carousel at 240 px", page.locator(".carousel").first());
});
