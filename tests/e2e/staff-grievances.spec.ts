import { randomBytes } from "node:crypto";
import { queryStaffDatabase } from "./support/database";
import { mailTo } from "./support/mail";
import { E2E_STAFF_URL } from "./support/server";
import { checked, expect, signInAs, staffName, test } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A grievance officer's case, on a 240 px feature phone's screen, without
 * JavaScript (the case pages have none): a report arrives from a Hausa form, the officer finds
 * it in the queue, takes it, writes an internal note and a public reply
 * (its letter previewed, then sent), and resolves it with a category, the
 * closing letter previewed and sent to the person, who agreed to be contacted.
 */
test.use({ baseURL: E2E_STAFF_URL });

test("a grievance officer works a case from the queue to its closing letter", async ({ staff }, testInfo) => {
  test.setTimeout(scaled(75_000));
  const token = randomBytes(4).toString("hex");
  const email = `grv-${testInfo.project.name}-${token}@example.org`;
  // A state of its own for the case, so that the queue's filter finds it whatever else is there.
  const state = "Jigawa";
  const [inserted] = await queryStaffDatabase<{ reference: string }>(
    `INSERT INTO grievance (category, description, state, lga, contact_name, email, may_contact, channel, locale)
     VALUES ('payment-not-received', $1, $2, NULL, 'Hauwa Musa', $3, true, 'web', 'ha') RETURNING reference`,
    [`Ba a biya ni kuɗin watan Yuni ba (${token}).`, state, email],
  );
  const reference = inserted!.reference;
  const { page } = await staff(["grievance_officer"]);
  await page.setViewportSize({ width: 240, height: 320 });

  // The queue: all open cases of the state, found by the filter form (a plain GET form).
  await page.goto("/staff/grievances");
  await expect(page.getByRole("heading", { level: 1, name: "Grievances" })).toBeVisible();
  await page.getByLabel("View", { exact: true }).selectOption("open");
  await page.getByLabel("State", { exact: true }).selectOption(state);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await checked(page);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Grievance ${reference}` })).toBeVisible();
  await expect(page.getByText(`Ba a biya ni kuɗin watan Yuni ba (${token}).`)).toBeVisible();
  await checked(page);

  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByText("Done: the case's assignee is saved.")).toBeVisible();

  const note = `Her household is on the June payroll (${token}).`;
  await page.getByRole("textbox", { name: "Note" }).fill(note);
  await page.getByRole("button", { name: "Save the note" }).click();
  await expect(page.getByText("Done: the internal note is saved. Only staff see it.")).toBeVisible();

  const reply = `Muna duba jerin biyan kuɗi na watan Yuni (${token}).`;
  await page.getByRole("textbox", { name: "Reply", exact: true }).fill(reply);
  await page.getByRole("button", { name: "Preview the reply" }).click();
  await expect(page.getByRole("heading", { name: `The letter, in Hausa: Amsa game da rahotonku ${reference}` })).toBeVisible();
  await expect(page.locator(".staff-letter")).toContainText(reply);
  await page.getByRole("button", { name: "Send the reply and its letter" }).click();
  await expect(page.getByText("Done: the public reply is saved, and its letter is on its way to the person.")).toBeVisible();
  const replied = await mailTo(email, (subject) => subject === `Amsa game da rahotonku ${reference}`);
  expect(replied.text).toContain(reply);
  expect(replied.text).not.toContain(note);

  const closing = `An biya kuɗin watan Yuni a ranar 3 ga Disamba (${token}).`;
  await page.getByRole("radio", { name: "The payment was made" }).check();
  await page.getByRole("textbox", { name: "Public reply that explains it" }).fill(closing);
  await page.getByRole("button", { name: "Preview the closing letter" }).click();
  await expect(page.getByRole("heading", { name: `The letter, in Hausa: An warware rahotonku ${reference}` })).toBeVisible();
  await checked(page);
  await page.getByRole("button", { name: "Send the closing letter and resolve" }).click();
  await expect(page.getByText("Done: the case is resolved, and the closing letter is on its way to the person.")).toBeVisible();
  await expect(page.getByText("The payment was made (")).toBeVisible();
  // The history keeps the note and the replies apart, each named as what it is.
  await expect(page.locator(".staff-note")).toContainText(note);
  await expect(page.locator(".staff-reply").filter({ hasText: closing })).toContainText(
    "Public reply (the person sees it on the status page)",
  );
  await checked(page);

  const closed = await mailTo(email, (subject) => subject === `An warware rahotonku ${reference}`);
  expect(closed.text).toContain(closing);
  const [stored] = await queryStaffDatabase<{ status: string; resolution: string }>(
    "SELECT status, resolution FROM grievance WHERE reference = $1",
    [reference],
  );
  expect(stored).toEqual({ status: "resolved", resolution: "paid" });
});

test("a state desk neither lists nor opens another state's case", async ({ browser }, testInfo) => {
  const token = randomBytes(4).toString("hex");
  // A Lagos case, and after it a Kano one: the Kano desk's queue, oldest first, lists the Kano case, so it would list the older Lagos one too if it could see it.
  const insert = async (state: string) =>
    (
      await queryStaffDatabase<{ reference: string }>(
        `INSERT INTO grievance (category, description, state, channel, locale)
         VALUES ('personal-details', $1, $2, 'web', 'en') RETURNING reference`,
        [`My name is misspelt in the register (${state} ${token}).`, state],
      )
    )[0]!.reference;
  const lagos = await insert("Lagos");
  const kano = await insert("Kano");
  const context = await browser.newContext({
    baseURL: E2E_STAFF_URL,
    viewport: { width: 240, height: 320 },
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  const page = await context.newPage();
  const name = staffName(`${testInfo.project.name}kano`);
  await signInAs(page, E2E_STAFF_URL, name, ["grievance_officer"]);
  // The owner makes the account the Kano desk; the database reads the desk on every request.
  await queryStaffDatabase("UPDATE staff_account SET desk_state = 'Kano' WHERE name = $1", [name]);

  await page.goto("/staff/grievances?view=open&category=personal-details");
  await expect(page.getByRole("heading", { level: 2, name: "All open" })).toBeVisible();
  await expect(page.getByRole("link", { name: kano })).toBeVisible();
  await expect(page.getByRole("link", { name: lagos })).toHaveCount(0);
  await expect(page.getByText(lagos)).toHaveCount(0);
  await checked(page);

  const opened = await page.goto(`/staff/grievances/${lagos}`);
  expect(opened?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found – NASSCO back office");
  await expect(page.getByText("There is no such grievance.")).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await checked(page);
  await context.close();
});
