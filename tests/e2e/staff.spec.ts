import { queryStaffDatabase } from "./support/database";
import { mailTo } from "./support/mail";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_SITE_URL, E2E_STAFF_URL } from "./support/server";
import { allowCodeAgain, checked, expect, inviteStaff, signInAs, STAFF_PASSWORD, staffName, test, totpCode } from "./support/staff";

/**
 * The back office as its first administrator meets it, on a 360 px phone,
 * with and without JavaScript: set up from an invitation, sign in with a
 * password and a code, invite a colleague, sign out. axe checks each page.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

test("an administrator sets up, signs in, invites a colleague and signs out", async ({ page }, testInfo) => {
  const name = staffName(testInfo.project.name);
  const invitation = await inviteStaff(name, ["admin"]);

  await page.goto(`/staff/enrol/${invitation}`);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your account" })).toBeVisible();
  await checked(page);
  await page.getByLabel("New password").fill("password1234");
  await page.getByLabel("The same password again").fill("password1234");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("link", { name: "This password is on a list of common passwords. Choose another." })).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveValue("");
  await checked(page);
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("The same password again").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Set up your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code for the account ${name}` })).toBeVisible();
  await checked(page);
  const secret = (await page.locator(".staff-secret").innerText()).replace(/\s/g, "");
  const wrongCode = (await totpCode(secret)) === "000000" ? "111111" : "000000";
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(wrongCode);
  await page.getByRole("button", { name: "Finish setting up" }).click();
  await expect(page.getByRole("link", { name: "That code is not right. Enter the code the app shows now." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Code", exact: true })).toHaveValue("");
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(await totpCode(secret));
  await page.getByRole("button", { name: "Finish setting up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  await expect(page.locator(".staff-codes li")).toHaveCount(10);
  await checked(page);

  await page.getByRole("link", { name: "I have kept them: go to the back office" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Signed in as Tester ${name}` })).toBeVisible();
  await checked(page);

  await page.getByRole("link", { name: "Invite a colleague, or disable or unlock an account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await checked(page);
  const colleague = `${name}_c`;
  await page.getByLabel("Name for signing in").fill(colleague);
  await page.getByRole("button", { name: "Make the account and its invitation" }).click();
  await expect(page.getByRole("link", { name: "Enter their full name" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enter their work e-mail address" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose at least one role" })).toBeVisible();
  await expect(page.getByLabel("Name for signing in")).toHaveValue(colleague);
  await checked(page);
  // The link goes to the colleague's own address, and only there: the page says where, never what (issue 64).
  const address = `${colleague}@nassco.example`;
  await page.getByLabel("Full name").fill("Chika Eze");
  await page.getByLabel("Their work e-mail address").fill(address);
  await page.getByLabel("Editor: writes drafts of the site's content").check();
  await page.getByRole("button", { name: "Make the account and its invitation" }).click();
  await expect(page.getByText(`Invitation for ${colleague} sent to e…@nassco.example`)).toBeVisible();
  expect(await page.content()).not.toMatch(/\/staff\/enrol\/[A-Za-z0-9_-]{43}/);
  await checked(page);
  expect(await queryStaffDatabase("SELECT roles, created_by, email FROM staff_account WHERE name = $1", [colleague])).toEqual([
    { roles: ["editor"], created_by: name, email: address },
  ]);
  const invitationMail = await mailTo(address, (subject) => subject === "Your invitation to the NASSCO back office");
  expect(invitationMail.text).toMatch(new RegExp(`Set up your account:\\n${E2E_STAFF_SITE_URL}/staff/enrol/[A-Za-z0-9_-]{43}\\n`));

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await checked(page);

  // Back in: the password, then the code; the page asked for comes after.
  await page.goto("/staff/accounts");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Faccounts/);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("not my password at all");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("link", { name: "The name, password or code is not right. Check them and try again." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await checked(page);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter the code from your authenticator app" })).toBeVisible();
  await checked(page);
  // A wrong code is refused with the same message as a wrong password (decision 0032), and the code typed is not kept.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: "Enter the code from your authenticator app" })).toBeVisible();
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(wrongCode);
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Sign in" }).click();
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole("link", { name: "The name, password or code is not right. Check them and try again." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Code", exact: true })).toHaveValue("");
  await checked(page);
  await allowCodeAgain(name);
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(await totpCode(secret));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
});

test("an administrator changes a colleague's roles, and is told when none is chosen", async ({ staff }, testInfo) => {
  const { page } = await staff(["admin"]);
  const colleague = staffName(`${testInfo.project.name}r`);
  await inviteStaff(colleague, ["editor"]);

  await page.goto("/staff/accounts");
  await page.getByRole("link", { name: `Change roles of ${colleague}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Change the roles of Tester ${colleague}` })).toBeVisible();
  const roles = page.getByRole("group", { name: `Roles of Tester ${colleague}` });
  await expect(roles.getByLabel("Editor: writes drafts of the site's content")).toBeChecked();
  await checked(page);
  await roles.getByLabel("Editor: writes drafts of the site's content").uncheck();
  await page.getByRole("button", { name: "Save the roles" }).click();
  await expect(page.getByRole("link", { name: "Choose at least one role" })).toBeVisible();
  await expect(roles.getByLabel("Editor: writes drafts of the site's content")).not.toBeChecked();
  await checked(page);
  expect(await queryStaffDatabase("SELECT roles FROM staff_account WHERE name = $1", [colleague])).toEqual([{ roles: ["editor"] }]);

  await roles.getByLabel("Publisher: reviews drafts and publishes them").check();
  await roles.getByLabel("Request officer: handles data access requests").check();
  await page.getByRole("button", { name: "Save the roles" }).click();
  await expect(page.getByText(`Done: ${colleague}'s roles changed, and they were signed out.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(colleague) })).toContainText("Publisher, Request officer");
  expect(await queryStaffDatabase("SELECT roles FROM staff_account WHERE name = $1", [colleague])).toEqual([
    { roles: ["publisher", "request_officer"] },
  ]);
});

test("an administrator invites a grievance officer with a desk, which is never national unless chosen", async ({ staff }, testInfo) => {
  const { page } = await staff(["admin"]);
  const officer = staffName(`${testInfo.project.name}g`);
  const address = `${officer}@nassco.example`;
  await page.goto("/staff/accounts");
  await page.getByLabel("Name for signing in").fill(officer);
  await page.getByLabel("Full name").fill("Musa Bello");
  await page.getByLabel("Their work e-mail address").fill(address);
  await page.getByLabel("Grievance officer: handles grievances, at a state desk or the national office").check();
  await expect(page.getByLabel("Grievance desk")).toHaveValue("");
  await page.getByRole("button", { name: "Make the account and its invitation" }).click();
  await expect(page.getByRole("link", { name: "Choose their grievance desk: a state, or the national office" })).toBeVisible();
  await expect(page.getByLabel("Their work e-mail address")).toHaveValue(address);
  await expect(page.getByLabel("Grievance officer: handles grievances, at a state desk or the national office")).toBeChecked();
  await checked(page);
  expect(await queryStaffDatabase("SELECT name FROM staff_account WHERE name = $1", [officer])).toEqual([]);

  await page.getByLabel("Grievance desk").selectOption("Kano");
  await page.getByRole("button", { name: "Make the account and its invitation" }).click();
  await expect(page.getByText(`Invitation for ${officer} sent to e…@nassco.example`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(officer) });
  await expect(row).toContainText("Grievance officer (Kano desk)");
  await expect(row).toContainText(`Fraud alerts go to ${address}, once they have set up`);
  await checked(page);
  expect(await queryStaffDatabase("SELECT roles, desk_state FROM staff_account WHERE name = $1", [officer])).toEqual([
    { roles: ["grievance_officer"], desk_state: "Kano" },
  ]);
});

test("a member of staff changes their own password, and is told when the current one is wrong", async ({ page }, testInfo) => {
  const name = staffName(testInfo.project.name);
  await signInAs(page, E2E_STAFF_URL, name, ["editor"]);
  const newPassword = "marmalade ferry jos plateau 12";

  await page.goto("/staff");
  await page.getByRole("link", { name: "Change your password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change your password" })).toBeVisible();
  await checked(page);
  await page.getByLabel("Current password").fill("not my password at all");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("The same password again").fill(newPassword);
  await page.getByRole("button", { name: "Change your password" }).click();
  await expect(page.getByRole("link", { name: "Your current password is not right. Check it and try again." })).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await expect(page.getByLabel("New password")).toHaveValue("");
  await checked(page);

  await page.getByLabel("Current password").fill(STAFF_PASSWORD);
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("The same password again").fill(newPassword);
  await page.getByRole("button", { name: "Change your password" }).click();
  await expect(page.getByText("Your password has been changed. You have been signed out on every other device.")).toBeVisible();
  await checked(page);
  expect(
    await queryStaffDatabase("SELECT count(*)::integer AS changes FROM audit_log WHERE action = 'staff password changed' AND actor = $1", [
      name,
    ]),
  ).toEqual([{ changes: 1 }]);
  // Still signed in, under the session's new secret.
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Signed in as Tester ${name}` })).toBeVisible();
});

test("the public site has no back office", async ({ page }) => {
  const response = await page.goto(`${E2E_STAFF_PUBLIC_URL}/staff/sign-in`);
  expect(response?.status()).toBe(404);
});
