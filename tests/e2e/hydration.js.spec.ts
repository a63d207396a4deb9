import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";
import { LOCALES, localePath } from "../../app/i18n/locales";

/**
 * The four pages with React's scripts hydrate what the server sent, rather
 * than throwing it away: a mismatch (React's errors 418 and 423) redraws the
 * whole page on a slow phone, and loses what the reader had typed or chosen.
 * In every language: the page's words come from their own file (decision
 * 0098), and its dates are written alike by the server's ICU and a browser's,
 * which lacks Hausa, Yoruba and Igbo (utils/format.ts).
 */
const PAGES = ["/", "/where-we-work/nsr-summary-by-lga", "/resource-hub/photo-gallery", "/resource-hub/video-gallery"];
for (const path of PAGES.flatMap((page) => LOCALES.map((locale) => localePath(locale, page)))) {
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
