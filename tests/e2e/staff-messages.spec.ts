import { randomBytes, randomInt } from "node:crypto";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";

/**
 * A reader writes from the contact page and answers "Was this page useful?";
 * a request officer reads the message in the back office on a 360 px phone,
 * with and without JavaScript, and the read is recorded under their name.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

test("a request officer opens a reader's message, and the reading is on record", async ({ request, staff }) => {
  const token = randomBytes(4).toString("hex");
  const words = `The Kano office's e-mail bounces (${token})`;
  const reader = { "X-Forwarded-For": `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`, Origin: E2E_STAFF_PUBLIC_URL };
  const sent = await request.post(`${E2E_STAFF_PUBLIC_URL}/contact`, {
    form: { kind: "problem", page: "/where-we-work/our-state-offices", message: words, replyTo: `reader-${token}@example.org` },
    headers: reader,
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const comment = `Hard to find the state offices (${token})`;
  const answered = await request.post(`${E2E_STAFF_PUBLIC_URL}/page-feedback?page=${encodeURIComponent("/who-we-are/about-us")}`, {
    form: { useful: "no", comment },
    headers: reader,
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(303);
  const stored = await queryStaffDatabase<{ reference: string }>("SELECT reference FROM contact_message WHERE message = $1", [words]);
  const reference = stored[0]!.reference;

  const { page, name: officer } = await staff(["request_officer"]);
  await page.goto("/staff");
  await page.getByRole("link", { name: "Problems and questions sent from the Contact us page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages from the contact page" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("A problem with a page of this website");
  await expect(page.getByText(words)).toHaveCount(0);
  await checked(page);

  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByRole("link", { name: `reader-${token}@example.org` })).toHaveAttribute("href", /^mailto:/);
  await checked(page);
  const audit = await queryStaffDatabase("SELECT actor FROM audit_log WHERE action = 'read contact message' AND subject = $1", [reference]);
  expect(audit).toEqual([{ actor: officer }]);

  await page.goto("/staff/feedback");
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByRole("table", { name: /Answers per page/ }).getByRole("row", { name: /About Us/ })).toBeVisible();
  await checked(page);
});
