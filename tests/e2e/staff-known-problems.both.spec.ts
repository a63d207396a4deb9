import { randomBytes } from "node:crypto";
import { ha } from "../../app/i18n/messages/ha";
import { en } from "../../app/i18n/messages/en";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

/**
 * A known problem (issue 70, decision 0112) from both sides, with and without JavaScript: a person
 * on a 240 px phone, in Hausa, reporting enrolment held up in their LGA, is shown the office's
 * notice before anything is filed, with what they typed kept; "Report anyway" files it, linked to
 * the notice. The officer closes the notice from the back office, resolving its open cases with one
 * reply. Each project has its own LGA, so that the two never meet one another's notice.
 */
test("a person sees a known problem before filing, reports anyway, and closing the notice resolves the case", async ({
  browser,
  staff,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const lga = javaScript ? "Potiskum" : "Nguru";
  const token = randomBytes(4).toString("hex");
  const id = `yobe-${lga.toLowerCase()}-enrolment-${token}`;
  await queryStaffDatabase(
    `INSERT INTO known_problem (id, state, lga, category, expected_on, provenance, status, publish_at)
     VALUES ($1, 'Yobe', $2, 'enrolment', '2027-04-30', 'confirmed', 'published', now() - interval '1 minute')`,
    [id, lga],
  );
  const description = `Ba a yi mana rajista ba a ${lga} (${token}).`;

  const reader = await browser.newContext({ viewport: { width: 240, height: 320 }, javaScriptEnabled: javaScript });
  try {
    const page = await reader.newPage();
    await actAsNewVisitor(page);
    // The public site that shares the back office's database.
    await page.goto(`${E2E_STAFF_PUBLIC_URL}/ha/grievances/new`);
    const g = ha.grievanceForm;
    await page.getByLabel(ha.grievances.categoryEnrolment).check();
    await page.getByLabel(g.descriptionLabel).fill(description);
    await page.getByLabel(g.stateLabel).selectOption("Yobe");
    await page.getByLabel(g.lgaLabel).fill(lga);
    await page.getByRole("button", { name: g.submit }).click();

    // The notice, before anything is filed, what was typed kept.
    const notice = page.getByRole("status").filter({ hasText: ha.knownProblems.heading });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`Rajista a ${lga}, Yobe ta jinkirta.`);
    await expect(notice).toContainText(ha.knownProblems.noNeed);
    await expect(page.getByLabel(g.descriptionLabel)).toHaveValue(description);
    // The page opens at the notice, its heading on the first screen.
    await expect(notice.getByRole("heading", { name: ha.knownProblems.heading })).toBeInViewport();
    await checked(page);
    const none = await queryStaffDatabase<{ count: string }>("SELECT count(*) FROM grievance WHERE description = $1", [description]);
    expect(none[0]!.count).toBe("0");

    await notice.getByRole("button", { name: ha.knownProblems.reportAnyway }).click();
    await expect(page).toHaveURL(/\/ha\/grievances\/new\/submitted/);
    const [filed] = await queryStaffDatabase<{ reference: string; known_problem_id: string }>(
      "SELECT reference, known_problem_id FROM grievance WHERE description = $1",
      [description],
    );
    expect(filed?.known_problem_id).toBe(id);
  } finally {
    await reader.close();
  }

  // The officer closes it, resolving its open case with one reply.
  const { page: office } = await staff(["grievance_officer"]);
  await office.goto(`${E2E_STAFF_URL}/staff/grievances/known-problems?close=${id}`);
  await expect(office.getByRole("heading", { name: `Close: ${en.grievances.categoryEnrolment}, ${lga}, Yobe` })).toBeVisible();
  await checked(office);
  await office.getByRole("radio", { name: /Resolve them all/ }).check();
  await office.getByRole("radio", { name: en.grievances.resolutionEnrolled }).check();
  await office.getByRole("textbox", { name: /Public reply/ }).fill(`Enrolment in ${lga} resumed on 28 April (${token}).`);
  await office.getByRole("button", { name: "Close the known problem" }).click();
  await expect(office.getByText("Done: the known problem is closed, and 1 of its cases resolved with your reply.")).toBeVisible();
  const [after] = await queryStaffDatabase<{ status: string; closed: boolean }>(
    `SELECT g.status, k.closed_at IS NOT NULL AS closed FROM grievance g JOIN known_problem k ON k.id = g.known_problem_id
     WHERE g.description = $1`,
    [description],
  );
  expect(after).toEqual({ status: "resolved", closed: true });
});
