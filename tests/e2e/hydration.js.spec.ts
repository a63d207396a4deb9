import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

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
    // React reports a mismatch while it hydrates, before its handlers listen.
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}
