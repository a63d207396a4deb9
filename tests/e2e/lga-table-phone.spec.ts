import { expect, test } from "@playwright/test";
import { LGA_COLUMNS } from "../../app/features/register/view";

/**
 * The register table on a phone (issue 36): at 375 px only three columns
 * showed, at 240 px no figure, with no hint that the table scrolled, and its
 * caption was cut mid-word. Below the table's width each LGA is a card whose
 * figures are labelled, all within the screen.
 */
const PATH = "/where-we-work/nsr-summary-by-lga";

for (const width of [240, 375]) {
  test(`at ${width} px every figure of a row is on screen and labelled, and nothing is cut`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto(PATH);
    await page.waitForLoadState("load");
    const region = page.locator(".table-scroll");
    const sideways = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(sideways, "the table scrolls sideways").toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    const caption = page.locator(".lga__table caption");
    const captionBox = (await caption.boundingBox())!;
    expect(captionBox.x + captionBox.width).toBeLessThanOrEqual(width);

    const row = page.locator(".lga__table tbody tr:not(.lga__total)").first();
    const cells = row.locator("td");
    await expect(cells).toHaveCount(LGA_COLUMNS.length);
    for (let index = 0; index < LGA_COLUMNS.length; index++) {
      const cell = cells.nth(index);
      await expect(cell).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x, `${LGA_COLUMNS[index]!.heading} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${LGA_COLUMNS[index]!.heading} ends on screen`).toBeLessThanOrEqual(width);
      const label = await cell.evaluate((element) => getComputedStyle(element, "::before").content);
      expect(label).toBe(`"${LGA_COLUMNS[index]!.heading}"`);
    }
    await expect(page.locator(".lga__total td").first()).toHaveText("National total");
    await expect(page.locator(".lga__total td").first()).toBeVisible();
    // Sorting stays on offer: every heading's link is on screen.
    for (const column of LGA_COLUMNS) {
      const box = (await page.getByRole("link", { name: new RegExp(`^${column.heading}`) }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
}

test("at 1280 px the table is a table, its national total named in the first cell", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PATH);
  const row = page.locator(".lga__table tbody tr:not(.lga__total)").first();
  const boxes = await row.locator("td").evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
  expect(new Set(boxes.map(Math.round)).size, "one line per row").toBe(1);
  const label = await row
    .locator("td")
    .first()
    .evaluate((element) => getComputedStyle(element, "::before").content);
  expect(label).toBe("none");
});
