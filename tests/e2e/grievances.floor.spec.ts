import { expect, test } from "@playwright/test";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { en } from "../../app/i18n/messages/en";
import { expectFirstScreenHeading, expectNoSidewaysScroll } from "./support/floor";
import { actAsNewVisitor } from "./support/visitor";

/**
 * The grievance form on the floor (a 240×320 feature phone without
 * JavaScript): the form, its answer and the status page each show their
 * title on the first screen, never scroll sideways, and work to the end.
 */
test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("at 240 px without scripts, a grievance is filed, answered and followed", async ({ page }) => {
  const g = en.grievanceForm;
  await page.goto("/grievances/new");
  await expectFirstScreenHeading(page);
  await expectNoSidewaysScroll(page);

  // A mistake first: the problems are listed, the page still fits.
  await page.getByLabel(g.descriptionLabel).fill(`Floor ${Date.now()}: my name is spelt wrongly on the register`);
  await page.getByRole("button", { name: g.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: en.form.errorSummary })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByLabel(en.grievances.categoryPersonalDetails).check();
  await page.getByLabel(g.stateLabel).selectOption("FCT");
  await page.getByLabel(g.lgaLabel).fill("Municipal Area Council");
  await page.getByRole("button", { name: g.submit }).click();
  await expect(page).toHaveURL(/\/grievances\/new\/submitted/);
  await expectFirstScreenHeading(page);
  await expectNoSidewaysScroll(page);
  const reference = (await page.locator(".confirmation__reference strong").textContent())!;
  const code = (await page.locator(".confirmation__code strong").textContent())!;
  expect(reference).toMatch(/^GRV-\d{4}-\d{6,}$/);
  // The reference and the code are never split across lines: each must fit its paragraph whole, nothing past its edge.
  for (const value of [".confirmation__reference", ".confirmation__code"]) {
    const line = (await page.locator(value).boundingBox())!;
    const words = (await page.locator(`${value} strong`).boundingBox())!;
    expect(words.x + words.width, value).toBeLessThanOrEqual(line.x + line.width);
  }

  await page.goto(`/grievances/status?reference=${reference}&code=${code}`);
  await expectFirstScreenHeading(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: g.check }).click();
  await expect(page.getByRole("region", { name: reference })).toBeVisible();
  await expect(page.locator(".status-tag")).toHaveText(en.grievances.statusReceived);
  await expectNoSidewaysScroll(page);
});

for (const locale of LOCALES) {
  test(`at 240×320 without scripts, the ${locale} receipt's reference and code are on its first screen`, async ({ page }) => {
    await page.goto(localePath(locale, "/grievances/new"));
    await page.locator("#grievance-category-wrong-amount").check();
    await page.locator("#grievance-description").fill(`Floor receipt ${locale} ${Date.now()}`);
    await page.locator("#grievance-state").selectOption("Kano");
    await page.locator("#grievance-lga").fill("Dala");
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/grievances/new/submitted")}#main-content$`));
    await expectFirstScreenHeading(page);
    // Whole on the screen as the page opens, above the translation notice and the rest of the answer.
    for (const value of [".confirmation__reference strong", ".confirmation__code strong"]) {
      await expect(page.locator(value), value).toBeInViewport({ ratio: 1 });
    }
    await expectNoSidewaysScroll(page);
  });
}
