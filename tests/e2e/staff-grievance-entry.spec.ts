import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_URL } from "./support/server";
import { allowCodeAgain, checked, expect, signInAs, STAFF_PASSWORD, staffName, test, totpCode } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A grievance desk's first call, on a 240 px feature phone, without
 * JavaScript (the back office has none here): an administrator makes a grievance officer the Kano desk (which
 * signs them out), the officer signs in again, enters a 969 call, is told
 * what is missing with their entries kept, and gets the reference and the
 * status code to read out to the caller.
 */
const FLOOR = { width: 240, height: 320 };

test("an admin makes a grievance officer the Kano desk, who enters a call and gets its reference", async ({ browser, staff }, testInfo) => {
  test.setTimeout(scaled(75_000));
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const { page: admin } = await staff(["admin"]);
  await admin.setViewportSize(FLOOR);
  const context = await browser.newContext({ baseURL: E2E_STAFF_URL, viewport: FLOOR, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const name = staffName(`${testInfo.project.name}grv`);
  const secret = await signInAs(page, E2E_STAFF_URL, name, ["grievance_officer"]);

  // The administrator gives the officer the Kano desk.
  await admin.goto("/staff/accounts");
  await expect(admin.getByRole("row", { name: new RegExp(name) })).toContainText("Grievance officer (National office)");
  await admin.getByRole("link", { name: `Change roles or desk of ${name}` }).click();
  await admin.getByLabel(`Desk of Tester ${name}`).selectOption("Kano");
  await checked(admin);
  await admin.getByRole("button", { name: "Save the desk" }).click();
  await expect(admin.getByText(`Done: ${name}'s desk is now Kano desk, and they were signed out.`)).toBeVisible();
  await expect(admin.getByRole("row", { name: new RegExp(name) })).toContainText("Grievance officer (Kano desk)");
  await checked(admin);

  // The officer was signed out, and signs in again to the page they wanted.
  await page.goto("/staff/grievances/new");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fgrievances%2Fnew/);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await allowCodeAgain(name);
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(await totpCode(secret));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter a grievance" })).toBeVisible();
  await checked(page);

  // The Kano desk is offered Kano alone. A call without what happened is sent back, with what was chosen kept.
  await expect(page.getByLabel("The state it happened in").locator("option")).toHaveText(["Kano"]);
  await page.getByRole("radio", { name: "A 969 call, logged by the agent" }).check();
  await page.getByLabel("What it is about").selectOption("payment-not-received");
  await page.getByRole("textbox", { name: "Phone number" }).fill("0803 555 0101");
  await page.getByRole("button", { name: "Enter the grievance" }).click();
  await expect(page.getByRole("link", { name: "Write what happened, as the person told it" })).toBeVisible();
  await expect(page.getByLabel("What it is about")).toHaveValue("payment-not-received");
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue("0803 555 0101");
  await checked(page);

  const said = `The caller was not paid for October (${testInfo.project.name} ${Date.now().toString(36)}).`;
  await page.getByRole("textbox", { name: "What happened" }).fill(said);
  await page.getByRole("textbox", { name: "Local government area, if known" }).fill("Dala");
  await page.getByRole("checkbox", { name: "They agree to be contacted about this case" }).check();
  await page.getByLabel("Their language").selectOption("ha");
  await page.getByRole("button", { name: "Enter the grievance" }).click();

  // The reference, and the code this once, for the officer to read out to the caller.
  const entered = page.locator("#entered");
  await expect(entered).toContainText(/Entered: GRV-\d{4}-\d{6,}/);
  await expect(entered).toContainText(/status code, shown only now: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  const reference = /GRV-\d{4}-\d{6,}/.exec(await entered.innerText())![0];
  await expect(page.getByRole("link", { name: "Open the case" })).toHaveAttribute("href", `/staff/grievances/${reference}`);
  await checked(page);
  const [stored] = await queryStaffDatabase<{ channel: string; entered_by: string; state: string; description: string; locale: string }>(
    "SELECT channel, entered_by, state, description, locale FROM grievance WHERE reference = $1",
    [reference],
  );
  expect(stored).toEqual({ channel: "phone", entered_by: name, state: "Kano", description: said, locale: "ha" });

  expect(await queryStaffDatabase("SELECT phone FROM grievance WHERE reference = $1", [reference])).toEqual([{ phone: "+2348035550101" }]);

  await page.reload();
  await expect(entered).toContainText(reference);
  await expect(entered).not.toContainText("shown only now");

  // The next call, sent without what happened, is refused on a page of its own: the last case's notice is not shown above its problems.
  await page.getByRole("button", { name: "Enter the grievance" }).click();
  await expect(page.getByRole("link", { name: "Write what happened, as the person told it" })).toBeVisible();
  await expect(entered).toHaveCount(0);
  await expect(page).not.toHaveURL(/entered=/);
  await context.close();
});
