import { en } from "../../app/i18n/messages/en";
import { ha } from "../../app/i18n/messages/ha";
import type { Messages } from "../../app/i18n/messages/en";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

/**
 * A grievance's whole life across the two sites that share one database (issue 50): a reader
 * files it on the public form, on a 240 px phone; a grievance officer finds it in the back
 * office's queue, takes it, replies in public and resolves it; the reader opens the status page
 * with the reference and code from the answer and reads the status, the resolution and the reply,
 * in the language they wrote in. Without JavaScript (neither site's pages here have any), in English
 * and in Hausa.
 */
const LANGUAGES: [string, string, Messages, string][] = [
  ["English", "", en, "Oyo"],
  ["Hausa", "/ha", ha, "Sokoto"],
];

for (const [language, prefix, t, state] of LANGUAGES) {
  test(`in ${language}, a reader's grievance is worked to a resolution and the reader reads the reply`, async ({
    browser,
    staff,
  }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const g = t.grievanceForm;
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const reader = await browser.newContext({
      baseURL: E2E_STAFF_PUBLIC_URL,
      viewport: { width: 240, height: 320 },
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    });
    try {
      const page = await reader.newPage();
      await actAsNewVisitor(page);

      // The reader files it, anonymously: no name, no phone, no e-mail.
      await page.goto(`${prefix}/grievances/new`);
      await page.getByLabel(t.grievances.categoryPaymentNotReceived).check();
      await page.getByLabel(g.descriptionLabel).fill(`The June payment never came (${stamp}).`);
      await page.getByLabel(g.stateLabel).selectOption(state);
      await page.getByRole("button", { name: g.submit }).click();
      await expect(page.getByRole("heading", { name: g.submitted })).toBeVisible();
      const reference = (await page.locator(".confirmation__reference strong").textContent())!;
      const code = (await page.locator(".confirmation__code strong").textContent())!;
      expect(reference).toMatch(/^GRV-\d{4}-\d{6,}$/);

      // The officer finds it in the queue among the state's new cases, and works it.
      const { page: office } = await staff(["grievance_officer"]);
      await office.goto(`${E2E_STAFF_URL}/staff/grievances`);
      await office.getByLabel("View", { exact: true }).selectOption("new");
      await office.getByLabel("State", { exact: true }).selectOption(state);
      await office.getByRole("button", { name: "Show" }).click();
      await office.getByRole("link", { name: reference }).click();
      await expect(office.getByRole("heading", { level: 1, name: `Grievance ${reference}` })).toBeVisible();
      await office.getByRole("button", { name: "Take it" }).click();
      await expect(office.getByText("Done: the case's assignee is saved.")).toBeVisible();
      const note = `Checked the payroll: not on the June list (${stamp}).`;
      await office.getByRole("textbox", { name: "Note" }).fill(note);
      await office.getByRole("button", { name: "Save the note" }).click();
      const reply = `We found the June payment held back at the bank, and have released it (${stamp}).`;
      await office.getByRole("radio", { name: en.grievances.resolutionPaid }).check();
      await office.getByRole("textbox", { name: "Public reply that explains it" }).fill(reply);
      await office.getByRole("button", { name: "Resolve", exact: true }).click();
      await expect(office.getByText(/Done: the case is resolved/)).toBeVisible();
      await checked(office);

      // The reader reads the outcome in their language, and never the office's internal note.
      await page.goto(`${prefix}/grievances/status`);
      await page.getByLabel(g.referenceLabel).fill(reference);
      await page.getByLabel(g.codeLabel).fill(code);
      await page.getByRole("button", { name: g.check }).click();
      const report = page.getByRole("region", { name: reference });
      await expect(report.locator(".status-tag")).toHaveText(t.grievances.statusResolved);
      await expect(report.getByText(t.grievances.resolutionPaid)).toBeVisible();
      await expect(report.getByText(reply)).toBeVisible();
      await expect(page.getByText(note)).toHaveCount(0);

      const [stored] = await queryStaffDatabase<{ status: string; resolution: string; channel: string; locale: string }>(
        "SELECT status, resolution, channel, locale FROM grievance WHERE reference = $1",
        [reference],
      );
      expect(stored).toEqual({ status: "resolved", resolution: "paid", channel: "web", locale: prefix ? "ha" : "en" });
    } finally {
      await reader.close();
    }
  });
}
