import { expect, test } from "@playwright/test";
import { en } from "../../app/i18n/messages/en";
import { ha } from "../../app/i18n/messages/ha";
import type { Messages } from "../../app/i18n/messages/en";
import { formatMonthDayYear } from "../../app/utils/format";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

/**
 * A reader files a grievance and follows it (issue 50), without JavaScript
 * (its pages have none), in English and in Hausa: a mistake is reported and the entries
 * kept; the answer gives the reference, the code and the promised date; the
 * status page opens with both and shows the office's public reply.
 */
test.beforeEach(async ({ page }) => actAsNewVisitor(page));

const LANGUAGES: [string, string, Messages][] = [
  ["English", "", en],
  ["Hausa", "/ha", ha],
];

for (const [language, prefix, t] of LANGUAGES) {
  test(`in ${language}, a reader files a grievance, sees its reference, code and date, then checks its status`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const g = t.grievanceForm;
    const story = `${language} ${testInfo.project.name} ${Date.now()}: the agent at the pay point asked for 2,000 naira`;
    await page.goto(`${prefix}/grievances/new?category=fraud`);
    await expect(page.getByRole("heading", { level: 1, name: g.title })).toBeVisible();
    await expect(page.getByText(g.anonymous).first()).toBeVisible();
    await expect(page.getByLabel(t.grievances.categoryFraud)).toBeChecked();

    // Consent without a way to be reached: refused, with everything kept.
    await page.getByLabel(g.descriptionLabel).fill(story);
    await page.getByLabel(g.stateLabel).selectOption("Kano");
    await page.getByLabel(g.lgaLabel).fill("dala");
    await page.getByLabel(g.consentLabel).check();
    await page.getByRole("button", { name: g.submit }).click();
    const summary = page.getByRole("alert").filter({ hasText: t.form.errorSummary });
    await expect(summary.getByRole("link", { name: g.consentNeedsContact })).toBeVisible();
    await expect(page.getByLabel(g.descriptionLabel)).toHaveValue(story);
    await expect(page.getByLabel(g.stateLabel)).toHaveValue("Kano");
    await expect(page.getByLabel(g.lgaLabel)).toHaveValue("dala");
    await expect(page.getByLabel(t.grievances.categoryFraud)).toBeChecked();
    await expectAccessible(page);

    await page.getByLabel(g.phoneLabel).fill("0803 123 4567");
    await page.getByRole("button", { name: g.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/grievances/new/submitted`));
    await expect(page.getByRole("heading", { name: g.submitted })).toBeVisible();
    const reference = (await page.locator(".confirmation__reference strong").textContent())!;
    expect(reference).toMatch(/^GRV-\d{4}-\d{6,}$/);
    const code = (await page.locator(".confirmation__code strong").textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [row] = await queryEntry(reference);
    expect(row).toMatchObject({ channel: "web", locale: prefix ? "ha" : "en", lga: "Dala", phone: "+2348031234567", may_contact: true });
    await expect(page.getByText(row!.expected, { exact: false })).toBeVisible();
    await expect(page.getByText(g.ifPassed)).toBeVisible();
    await expectAccessible(page);

    // The office answers in public (the back office's part, here as the owner).
    const reply = `We have passed your report to the state desk (${Date.now()})`;
    await queryE2eDatabase(
      "INSERT INTO grievance_event (grievance, kind, body, written_by) SELECT id, 'reply', $2, 'Officer' FROM grievance WHERE reference = $1",
      [reference, reply],
    );

    await page.goto(`${prefix}/grievances/status`);
    await page.getByLabel(g.referenceLabel).fill(reference);
    await page.getByLabel(g.codeLabel).fill(code.toLowerCase());
    await page.getByRole("button", { name: g.check }).click();
    const report = page.getByRole("region", { name: reference });
    await expect(report.locator(".status-tag")).toHaveText(t.grievances.statusReceived);
    await expect(report.getByText(t.grievances.categoryFraud)).toBeVisible();
    await expect(report.getByText("Dala, Kano")).toBeVisible();
    await expect(report.getByText(reply)).toBeVisible();
    await expect(page.getByText("0803")).toHaveCount(0);
    await expectAccessible(page);
  });
}

/** The row, with the promised date as the page writes it in the row's language. */
async function queryEntry(reference: string) {
  const rows = await queryE2eDatabase(
    "SELECT channel, locale, lga, phone, may_contact, expected_on::text AS day FROM grievance WHERE reference = $1",
    [reference],
  );
  return rows.map((row) => ({ ...row, expected: formatMonthDayYear(row.day as string, row.locale as "en" | "ha") }));
}

test("a wrong code is refused politely, and the entries are kept", async ({ page }) => {
  await page.goto("/grievances/status?reference=GRV-2026-999999&code=0000-0000-0000");
  await page.getByRole("button", { name: en.grievanceForm.check }).click();
  await expect(page.getByRole("alert").getByText(en.grievanceForm.notFound)).toBeVisible();
  await expect(page.getByLabel(en.grievanceForm.referenceLabel)).toHaveValue("GRV-2026-999999");
});

test("a refusal on either status page lands on its problems, which the page's anchor names", async ({ page }) => {
  // Without script the browser follows the form's #anchor: it must be on the page whether a case is found or not.
  for (const [path, anchor, reference, words] of [
    ["/grievances/status", "grievance-status", "GRV-2026-999998", en.grievanceForm],
    ["/nsr/data-access-request-form/status", "request-status", "DAR-2026-999998", en.dar],
  ] as const) {
    await page.goto(`${path}?reference=${reference}&code=0000-0000-0000`);
    await page.getByRole("button", { name: words.check }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`));
    await expect(page.locator(`#${anchor}`).getByRole("alert")).toContainText(words.notFound);
  }
});
