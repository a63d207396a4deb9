import { expect, test, type Page } from "@playwright/test";
import { actAsNewVisitor } from "./support/visitor";

/**
 * On paper (issue 36): a content page, the LGA table and a request's receipt
 * print without menus, search, banners or share links; each link's address is
 * printed after it; no table row is cut across two sheets.
 */
async function expectPrintable(page: Page, { links = true } = {}) {
  await page.emulateMedia({ media: "print" });
  for (const part of [".site-nav", ".site-header__search", ".menu-link", ".notices", ".site-footer", ".skip-link"]) {
    await expect(page.locator(part).first(), `${part} on paper`).toBeHidden();
  }
  await expect(page.locator("h1")).toBeVisible();
  if (links) {
    const link = page.locator("main a[href^='/']:not(.sort-link), main a[href^='http']").filter({ visible: true }).first();
    const href = (await link.getAttribute("href"))!;
    expect(await link.evaluate((element) => getComputedStyle(element, "::after").content)).toBe(`" (${href})"`);
  }
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
}

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("a content page prints as its text, with link addresses", async ({ page }) => {
  await page.goto("/nsr/accessing-the-nsr");
  await expectPrintable(page);
});

test("the LGA table prints whole: no controls, no scrolling box, rows kept on one sheet", async ({ page }) => {
  await page.goto("/where-we-work/nsr-summary-by-lga?size=50");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".lga__controls")).toBeHidden();
  await expect(page.locator(".pager")).toBeHidden();
  expect(await page.locator(".table-scroll").evaluate((element) => getComputedStyle(element).overflowX)).toBe("visible");
  const row = page.locator(".lga__table tbody tr").nth(3);
  expect(await row.evaluate((element) => getComputedStyle(element).breakInside)).toBe("avoid");
  expect(await page.locator(".lga__table thead").evaluate((element) => getComputedStyle(element).display)).toBe("table-header-group");
  // Its only links on paper are the column headings' sorting, which print as headings.
  await expectPrintable(page, { links: false });
});

test("a request's receipt prints with its reference, and the status page's code and full address", async ({ page }, testInfo) => {
  await page.goto("/nsr/data-access-request-form");
  await page.getByLabel("Name of organisation").fill(`Print Test Trust (${testInfo.project.name} ${Date.now()})`);
  await page.getByLabel("Office address").fill("12 Example Road, Ibadan");
  await page.getByLabel("Sector").fill("Research");
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByRole("heading", { name: "Form submitted successfully!" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".confirmation__reference")).toBeVisible();
  await expect(page.locator(".confirmation__code")).toBeVisible();
  await expect(page.getByRole("link", { name: /^https?:\/\/[^/]+\/nsr\/data-access-request-form\/status$/ })).toBeVisible();
  await expect(page.locator(".site-nav")).toBeHidden();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
});

test("a grievance's answer prints with its reference, code, promised date and the status page's full address", async ({
  page,
}, testInfo) => {
  await page.goto("/grievances/new");
  await page.getByLabel("What happened").fill(`Print test (${testInfo.project.name} ${Date.now()}): my October payment did not come`);
  await page.getByLabel("Payment not received").check();
  await page.getByLabel("State").selectOption("Oyo");
  await page.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByRole("heading", { name: "We have received your report" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".confirmation__reference")).toBeVisible();
  await expect(page.locator(".confirmation__code")).toBeVisible();
  await expect(page.getByText("We aim to resolve it by")).toBeVisible();
  await expect(page.getByRole("link", { name: /^https?:\/\/[^/]+\/grievances\/status$/ })).toBeVisible();
  await expect(page.locator(".site-nav")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
});
