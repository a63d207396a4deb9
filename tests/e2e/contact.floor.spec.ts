import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, withoutDetails } from "./support/floor";
import { actAsNewVisitor } from "./support/visitor";

/** The contact page and the question at the foot of a content page on a 240×320 phone without JavaScript, with and without <details>. */

for (const details of [true, false]) {
  test.describe(details ? "with <details>" : "without <details>", () => {
    test.beforeEach(async ({ page }) => {
      await actAsNewVisitor(page);
      if (!details) await withoutDetails(page);
    });

    test("the contact page: its h1 on the first screen, nothing scrolls sideways, and a message can be sent", async ({ page }) => {
      await page.goto("/contact");
      const h1 = page.getByRole("heading", { level: 1, name: "Contact us" });
      expect((await h1.boundingBox())!.y).toBeLessThan(320);
      await expectNoSidewaysScroll(page);
      await page.getByLabel("A question for the office").check();
      await page.getByLabel("Your message").fill(`Where is the Kano office? (floor ${details} ${Date.now()})`);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("heading", { name: "Your message has been sent" })).toBeVisible();
      await expect(page.getByText("You did not give an e-mail address, so we cannot reply")).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("a content page's question fits, and its thank-you leads back", async ({ page }) => {
      await page.goto("/who-we-are/our-history");
      await expectNoSidewaysScroll(page);
      const question = page.getByRole("region", { name: "Feedback on this page" });
      await question.getByLabel("Yes", { exact: true }).check();
      await question.getByRole("button", { name: "Send feedback" }).click();
      await expect(page.getByRole("link", { name: "Back to Our History" })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
