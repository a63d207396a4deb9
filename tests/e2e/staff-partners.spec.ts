import { randomBytes } from "node:crypto";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_PUBLIC_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";

/**
 * An admin adds a partner of the grievance API on a phone, with and without
 * JavaScript: the page shows its key once, the partner's system can post with
 * it, and once the admin disables the partner the key is refused.
 */
test("an admin adds a partner, sees its key once, and disables it", async ({ request, staff }) => {
  const name = `Example Relief NGO ${randomBytes(3).toString("hex")}`;
  const { page, name: admin } = await staff(["admin"]);
  await page.goto("/staff");
  await page.getByRole("link", { name: "Partners of the grievance API" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Partners of the grievance API" })).toBeVisible();

  await page.getByRole("button", { name: "Add the partner and make its key" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter the partner organisation's name.");
  // The answer lands where it can be read, without JavaScript too, not at the list below the form.
  await expect(page.getByRole("alert")).toBeInViewport();
  await page.getByLabel("Name of the organisation").fill(name);
  await page.getByLabel("Contact e-mail address").fill("grievances@partner.example");
  await page.getByRole("button", { name: "Add the partner and make its key" }).click();
  const notice = page.getByRole("status").filter({ hasText: "shown only now" });
  await expect(notice).toContainText(name);
  await expect(notice).toBeInViewport();
  const key = (await notice.locator(".staff-secret").textContent())!.trim();
  expect(key).toMatch(/^nsr_grv_[\w-]{43}$/);
  await checked(page);

  const report = { service_code: "other", description: "Testing the partner's key.", state: "Kano" };
  const accepted = await request.post(`${E2E_STAFF_PUBLIC_URL}/open311/v2/requests.json`, {
    form: { api_key: key, ...report },
    headers: { "X-Forwarded-For": "198.51.100.77" },
  });
  expect(accepted.status()).toBe(200);

  await page.goto("/staff/partners");
  await expect(page.getByText(key), "the key is shown only once").toHaveCount(0);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).not.toContainText("Never");
  await row.getByRole("button", { name: `Disable ${name}` }).click();
  await expect(page.getByText("Done: the partner is disabled.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Disabled");
  await checked(page);

  const refused = await request.post(`${E2E_STAFF_PUBLIC_URL}/open311/v2/requests.json`, {
    form: { api_key: key, ...report },
    headers: { "X-Forwarded-For": "198.51.100.77" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual([{ code: 403, description: expect.stringContaining("disabled") }]);
  const audit = await queryStaffDatabase("SELECT action FROM audit_log WHERE actor = $1 AND subject = $2 ORDER BY id", [
    admin,
    `partner:${name}`,
  ]);
  expect(audit).toEqual([{ action: "grievance partner added" }, { action: "grievance partner disabled" }]);
});
