import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

test("the browser enforces the CSP and the page's own scripts run under it", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto("/where-we-work/nsr-summary-by-lga");
  await hydrated(page);
  await page.getByLabel("Search the table").pressSequentially("ab", { delay: 30 });
  await expect(page).toHaveURL(/\?q=ab$/);
  expect(violations).toEqual([]);

  // The usual injection: markup with an inline handler. The policy must stop it.
  await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src="/nothing.png" onerror="window.injected = true">'));
  // The image fails to load and the browser refuses its inline handler, saying so: only then is there anything to look at.
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
