import { expect, test } from "@playwright/test";
import { atWidth } from "./support/visual";

/** The drawer's one scripted behaviour (issue 36): without script, Close and the overlay close it (chrome.spec.ts). */
test("phone menu: Escape closes the drawer opened with the Menu link, focus still outside it", async ({ page }) => {
  await atWidth(page, 375);
  await page.goto("/");
  // The drawer's listener is set once React has taken over the page.
  await page.waitForFunction(() => Object.keys(document.getElementById("site-nav") ?? {}).some((key) => key.startsWith("__reactFiber")));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const menuLink = page.getByRole("banner").getByRole("link", { name: "Menu", exact: true });
  await menuLink.click();
  await expect(page).toHaveURL(/#site-nav$/);
  await expect(page.locator(".site-nav__close")).toBeVisible();
  // Focus is not in the drawer (Chrome leaves it on the page, others on the link): the key reaches no listener on the <nav>.
  expect(await page.evaluate(() => document.getElementById("site-nav")!.contains(document.activeElement))).toBe(false);
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/#site-nav$/);
  await expect(page.locator(".site-nav__close")).toBeHidden();
});
