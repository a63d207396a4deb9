import { expect, test } from "@playwright/test";

/**
 * A list's landing place ("Showing 21 to 40 of 774 LGAs."), focused on arrival, shows whole on a
 * phone, its focus ring too: the browser scrolled it to the very top of the screen, cutting off the
 * top of the ring (issue 48).
 */
const RING = 6;

for (const width of [240, 375]) {
  test(`at ${width} px the results summary a pager lands at is whole on screen, with its focus ring`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto("/where-we-work/nsr-summary-by-lga?page=2#results");
    await page.waitForLoadState("load");
    const results = page.locator("#results");
    await expect(results).toContainText("Showing 21 to 40");
    await expect
      .poll(async () => {
        const box = await results.boundingBox();
        return box !== null && box.y - RING >= 0 && box.x - RING >= 0 && box.x + box.width + RING <= width && box.y + box.height < 640;
      }, "the summary and its ring within the screen")
      .toBe(true);
    // It was scrolled to, not left at the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
}
