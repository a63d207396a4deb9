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
    const mailboxes = page.locator(".state-offices a[href^='mailto:']");
    expect(await mailboxes.count()).toBeGreaterThan(0);
    const outside = await mailboxes.evaluateAll(
      (links, right) => links.filter((link) => link.getBoundingClientRect().right > right).map((link) => link.textContent),
      width,
    );
    expect(outside).toEqual([]);
    // The address is still one address to a reader and to a mail program.
    const first = mailboxes.first();
    expect(await first.getAttribute("href")).toBe(`mailto:${(await first.textContent())!.trim()}`);
  });
}
