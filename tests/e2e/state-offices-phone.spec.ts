import { expect, test } from "@playwright/test";

/** The state offices' table on a phone (issue 36): its e-mail addresses were cut off at the screen's edge. */
for (const width of [240, 375]) {
  test(`at ${width} px every mailbox of the state offices is whole on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto("/where-we-work/our-state-offices");
    await page.waitForLoadState("load");
    const region = page.locator(".table-scroll").filter({ has: page.locator(".state-offices") });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth), "the table scrolls sideways").toBeLessThanOrEqual(
      0,
    );
    // Each contact cell, mailbox and label, ends within the screen.
    const cells = page.locator(".state-offices tbody td:last-child");
    expect(await cells.count()).toBeGreaterThan(0);
    const outside = await cells.evaluateAll(
      (list, right) =>
        list
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return range.getBoundingClientRect().right > right;
          })
          .map((cell) => cell.textContent),
      width,
    );
    expect(outside).toEqual([]);
    // The address is still one address to a reader (the break after "@" adds no character).
    expect(await cells.first().textContent()).toMatch(/^socu\.[a-z-]+@nassp\.gov\.ng /);
  });
}
