import { expect, test } from "@playwright/test";

/**
 * The four pages with React's scripts hydrate what the server sent, rather
 * than throwing it away: a mismatch (React's errors 418 and 423) redraws the
 * whole page on a slow phone, and loses what the reader had typed or chosen.
 */
for (const path of ["/", "/where-we-work/nsr-summary-by-lga", "/resource-hub/photo-gallery", "/resource-hub/video-gallery"]) {
  test(`${path} hydrates the server's page without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(path);
    await page.waitForFunction(
      () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
    );
    // React reports a mismatch while it hydrates, before the router says it is ready; an effect's turn more settles it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(errors).toEqual([]);
  });
}
