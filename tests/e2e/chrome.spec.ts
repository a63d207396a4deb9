import { expect, test } from "@playwright/test";
import { groups, pagesOf } from "./support/navigation";

test.describe("desktop header (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the mega-menu opens on hover and closes 150 ms after the pointer leaves", async ({ page }) => {
    await page.goto("/who-we-are");
    const group = page.locator(".mega__group", { has: page.getByRole("link", { name: "NSR", exact: true }) });
    const panelLink = group.getByRole("link", { name: "Our Targeting Approach" });
    await expect(panelLink).toBeHidden();
    await group.getByRole("link", { name: "NSR", exact: true }).hover();
    await expect(panelLink).toBeVisible();
    await page.mouse.move(640, 800);
    // The grace period is the closed state's transition delay; racing a 150 ms timer here would be flaky.
    const panel = group.locator(".mega__panel");
    await expect(panel).toHaveCSS("transition-delay", "0.15s, 0.15s");
    await expect(panelLink).toBeHidden();
  });

  test("keyboard focus opens a group's panel, and Tab moves into it", async ({ page }) => {
    await page.goto("/who-we-are");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Partner With Us" })).toBeHidden();
    await nav.locator(".mega__trigger", { hasText: "Get Involved" }).focus();
    await expect(nav.getByRole("link", { name: "Partner With Us" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Partner With Us");
  });

  for (const group of groups) {
    test(`the header's ${group.title} trigger opens the group's page`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).locator(".mega__trigger", { hasText: group.title }).click();
      await expect(page).toHaveURL(group.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(group.hero.title);
    });
    for (const target of pagesOf(group)) {
      test(`the header reaches ${target.path}`, async ({ page }) => {
        const nav = page.getByRole("navigation", { name: "Main" });
        await page.goto(group.path);
        await nav.locator(".mega__trigger", { hasText: group.title }).hover();
        await nav.getByRole("link", { name: target.name, exact: true }).click();
        await expect(page).toHaveURL(target.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.hero?.title ?? target.name);
      });
    }
  }

  test("the ESMP link opens the file in a new tab and says so", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resource Hub", exact: true }).hover();
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Environmental and Social Management Plan/ });
    await expect(link).toHaveAttribute("href", "/esmp.pdf");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toContainText("(opens in a new tab)");
    const file = await page.request.get("/esmp.pdf");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
  });

  test("the side list highlights the current page", async ({ page }) => {
    await page.goto("/get-involved/partner-with-us");
    const related = page.getByRole("navigation", { name: "Related content: Get Involved" });
    await expect(related).toBeVisible();
    await expect(related.getByRole("link")).toHaveText([
      "Get Involved",
      "Partner With Us",
      "Our Stakeholders",
      "Tenders",
      "Careers",
      "Learn More About the NSR",
    ]);
    await expect(related.getByRole("link", { name: "Partner With Us" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("More in Get Involved")).toBeHidden();
  });
});

test.describe("mobile drawer (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const group of groups) {
    for (const target of [{ path: group.path, name: `${group.title}: overview`, hero: group.hero }, ...pagesOf(group)]) {
      test(`the drawer reaches ${target.path}`, async ({ page }) => {
        const drawer = page.getByRole("navigation", { name: "Menu" });
        await page.goto("/");
        await page.getByText("Menu", { exact: true }).click();
        await drawer.getByText(group.title, { exact: true }).click();
        await drawer.getByRole("link", { name: target.name, exact: true }).click();
        await expect(page).toHaveURL(target.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.hero?.title ?? target.name);
        await expect(drawer).toBeHidden();
      });
    }
  }

  test("the drawer opens and closes, and keeps one group open at a time", async ({ page }) => {
    await page.goto("/");
    const drawer = page.getByRole("navigation", { name: "Menu" });
    await expect(drawer).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByText("Who We Are", { exact: true }).click();
    await expect(drawer.getByRole("link", { name: "About Us" })).toBeVisible();
    await drawer.getByText("Resource Hub", { exact: true }).click();
    await expect(drawer.getByRole("link", { name: "FAQs" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "About Us" })).toBeHidden();
    await page.getByText("Close", { exact: true }).click();
    await expect(drawer).toBeHidden();
  });

  test("a tap on the overlay closes the drawer", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });

  test("the More in menu opens and lists the section's pages", async ({ page }) => {
    await page.goto("/get-involved/careers");
    await expect(page.getByRole("navigation", { name: "Related content: Get Involved" })).toBeHidden();
    const more = page.getByText("More in Get Involved");
    await more.click();
    const menu = page.getByRole("navigation", { name: "More in Get Involved" });
    await expect(menu.getByRole("link", { name: "Partner With Us" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Careers" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Tenders" }).click();
    await expect(page).toHaveURL("/get-involved/tenders");
    await expect(page.getByRole("navigation", { name: "More in Get Involved" })).toBeHidden();
  });
});

test("the footer shows the current year and the contact details", async ({ page }) => {
  await page.goto("/resource-hub/faqs");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole("link", { name: "969" }).first()).toHaveAttribute("href", "tel:969");
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  for (const network of ["Facebook", "X", "Instagram", "LinkedIn"])
    await expect(footer.getByRole("link", { name: `NASSCO on ${network}` })).toBeVisible();
  await expect(footer).toContainText("Abuja");
});

test("the notifications banner is on every page, with a pause control", async ({ page }) => {
  for (const path of ["/", "/nsr", "/no-such-page"]) {
    await page.goto(path);
    const banner = page.getByRole("region", { name: "Notifications" });
    await expect(banner.getByRole("listitem").first()).toContainText("969");
    await expect(banner.getByRole("checkbox", { name: "Pause notifications" })).toBeAttached();
  }
});

test("each page has one h1, landmarks and a skip link first", async ({ page }) => {
  for (const path of ["/", "/nsr/accessing-the-nsr", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Skip to main content");
  }
});
