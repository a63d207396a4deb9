import { expect, test } from "@playwright/test";
import { drawerOpen, menu, openDrawer, trigger } from "./support/navigation";

/**
 * The phone's drawer on the home page, with and without JavaScript: there React's script takes over
 * the menu (app/components/site-nav.tsx), and it must open, close and keep one group open at a time as the
 * plain HTML does.
 */
test.describe("mobile drawer (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the drawer opens and closes, and keeps one group open at a time", async ({ page }) => {
    await page.goto("/");
    expect(await drawerOpen(page)).toBe(false);
    await openDrawer(page);
    await expect(menu(page).getByRole("link", { name: "Home", exact: true })).toBeInViewport();
    await trigger(page, "Who We Are").click();
    await expect(menu(page).getByRole("link", { name: "About Us" })).toBeVisible();
    await trigger(page, "Resource Hub").click();
    await expect(menu(page).getByRole("link", { name: "FAQs" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "About Us" })).toBeHidden();
    await menu(page).getByRole("link", { name: /Close/ }).click();
    await expect.poll(() => drawerOpen(page)).toBe(false);
  });

  test("a tap on the overlay closes the drawer", async ({ page }) => {
    await page.goto("/");
    await openDrawer(page);
    await page.mouse.click(10, 400);
    await expect.poll(() => drawerOpen(page)).toBe(false);
  });
});
