import { expect, test } from "@playwright/test";
import { localeNames, localePath, PREFIXED_LOCALES } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { expectNoSidewaysScroll, withoutDetails } from "./support/floor";
import { actAsNewVisitor } from "./support/visitor";

/** Each language on a 240×320 phone without JavaScript, with and without <details>: nothing scrolls sideways, and the switcher works. */
for (const details of [true, false]) {
  test.describe(details ? "with <details>" : "without <details>", () => {
    test.beforeEach(async ({ page }) => {
      await actAsNewVisitor(page);
      if (!details) await withoutDetails(page);
    });

    for (const locale of PREFIXED_LOCALES) {
      test(`${localeNames[locale].english}: the home page, a page and the contact form fit, and the switcher leads back to English`, async ({
        page,
      }) => {
        for (const path of ["/", "/nsr/how-the-nigeria-social-register-works", "/contact"]) {
          await page.goto(localePath(locale, path));
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expectNoSidewaysScroll(page);
        }
        await page.getByRole("navigation", { name: messages[locale].languages.label }).getByRole("link", { name: "English" }).click();
        await expect(page).toHaveURL(/\/contact$/);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      });
    }
  });
}
