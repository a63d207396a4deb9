import { randomBytes, randomInt } from "node:crypto";
import { format } from "../../app/i18n/format";
import { mailWords } from "../../app/i18n/mail-words.server";
import { ha } from "../../app/i18n/messages/ha";
import { en } from "../../app/i18n/messages/en";
import { queryStaffDatabase } from "./support/database";
import { linkIn, mailTo } from "./support/mail";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

/**
 * "Was it fixed?" (issue 70, decision 0110) across the two sites, with and without JavaScript,
 * the person's pages on a 240 px phone in Hausa: an officer resolves a case whose person gave an
 * e-mail address and agreed to be contacted; the question comes by mail with two links; the
 * person opens "No" (which alone changes nothing) and presses it; the case is reopened with the
 * national office and a promise of its own, as the officer sees; the officer resolves it again,
 * and this time the person answers "Yes" on the status page. The used link no longer works.
 */

/** A status code as the receipt gives one: 12 of the letters and digits that cannot be misread. */
function statusCode(): string {
  const letters = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return Array.from({ length: 12 }, () => letters[randomInt(letters.length)]).join("");
}

async function resolve(page: import("@playwright/test").Page, reference: string, reply: string) {
  await page.goto(`${E2E_STAFF_URL}/staff/grievances/${reference}`);
  await page.getByRole("radio", { name: en.grievances.resolutionPaid }).check();
  await page.getByRole("textbox", { name: "Public reply that explains it" }).fill(reply);
  await page.getByRole("button", { name: "Preview the closing letter" }).click();
  await page.getByRole("button", { name: "Send the closing letter and resolve" }).click();
  await expect(page.getByText("Done: the case is resolved, and the closing letter is on its way to the person.")).toBeVisible();
}

test("a person says a resolved case was not fixed, it is reopened, resolved again and confirmed", async ({ browser, staff }, testInfo) => {
  test.setTimeout(scaled(120_000));
  const token = randomBytes(4).toString("hex");
  const email = `fixed-${testInfo.project.name}-${token}@example.org`;
  const code = statusCode();
  const [inserted] = await queryStaffDatabase<{ reference: string }>(
    `INSERT INTO grievance (category, description, state, email, may_contact, channel, locale, status_code_sha256)
     VALUES ('payment-not-received', $1, 'Jigawa', $2, true, 'web', 'ha', sha256(convert_to($3, 'UTF8'))) RETURNING reference`,
    [`Ba a biya ni kuɗin watan Yuni ba (${token}).`, email, code],
  );
  const reference = inserted!.reference;
  const { page: office } = await staff(["grievance_officer"]);
  await resolve(office, reference, `An biya kuɗin watan Yuni (${token}).`);

  // The question comes by mail, in Hausa, with two links.
  const words = mailWords.ha;
  const asked = await mailTo(email, (subject) => subject === format(words.grvFixSubject, { reference }));
  const noLink = linkIn(asked, words.grvFixNo, E2E_STAFF_PUBLIC_URL);

  const reader = await browser.newContext({
    viewport: { width: 240, height: 320 },
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  try {
    const page = await reader.newPage();
    await actAsNewVisitor(page);
    const t = ha.wasItFixed;
    // Opening the link only asks, the link's own answer first.
    await page.goto(noLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.linkAskTitle);
    await expect(page.getByText(format(t.linkAsk, { reference }))).toBeVisible();
    await expect(page.locator(".button-pair button").first()).toHaveText(t.no);
    const [{ answer: unanswered }] = (await queryStaffDatabase<{ answer: string | null }>(
      "SELECT fix_answer AS answer FROM grievance WHERE reference = $1",
      [reference],
    )) as [{ answer: string | null }];
    expect(unanswered).toBeNull();
    await checked(page);

    await page.getByRole("button", { name: t.no }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.linkNoTitle);
    await checked(page);
    const [reopened] = await queryStaffDatabase<Record<string, unknown>>(
      `SELECT status, level, resolved_at IS NULL AS open, reopen_count, reopen_expected_on IS NOT NULL AS promised,
              fix_answer, fix_answered_by,
              (SELECT array_agg(kind ORDER BY id) FROM grievance_event e WHERE e.grievance = g.id AND kind IN ('answer', 'reopened')) AS events
       FROM grievance g WHERE reference = $1`,
      [reference],
    );
    expect(reopened).toEqual({
      status: "in-progress",
      level: "national",
      open: true,
      reopen_count: 1,
      promised: true,
      fix_answer: "no",
      fix_answered_by: "email",
      events: ["answer", "reopened"],
    });

    // The officer sees it reopened, in the history too, and resolves it again.
    await office.goto(`${E2E_STAFF_URL}/staff/grievances/${reference}`);
    await expect(office.getByText("In progress, reopened")).toBeVisible();
    await expect(office.getByText("Reopened by the person's answer, and sent to the national office")).toBeVisible();
    await checked(office);
    await resolve(office, reference, `An sake biyan kuɗin a ranar 3 ga Disamba (${token}).`);

    // This time the person answers on the status page.
    await page.goto(`${E2E_STAFF_PUBLIC_URL}/ha/grievances/status`);
    await page.getByLabel(ha.grievanceForm.referenceLabel).fill(reference);
    await page.getByLabel(ha.grievanceForm.codeLabel).fill(code);
    await page.getByRole("button", { name: ha.grievanceForm.check }).click();
    await expect(page.getByRole("heading", { level: 3, name: t.question })).toBeVisible();
    await checked(page);
    await page.getByRole("button", { name: t.yes }).click();
    await expect(page.getByText(t.thanksYes)).toBeVisible();
    await expect(page.getByRole("button", { name: t.yes })).toHaveCount(0);
    await checked(page);
    const [confirmed] = await queryStaffDatabase<Record<string, unknown>>(
      "SELECT status, fix_answer, fix_answered_by, reopen_count FROM grievance WHERE reference = $1",
      [reference],
    );
    expect(confirmed).toEqual({ status: "resolved", fix_answer: "yes", fix_answered_by: "web", reopen_count: 1 });

    // The first mail's link answered once; it says so, and changes nothing.
    const reopenedAgain = await page.goto(noLink);
    expect(reopenedAgain?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.linkGoneTitle);
  } finally {
    await reader.close();
  }
});
