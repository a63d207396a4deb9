import { expect, test } from "@playwright/test";
import { queryE2eDatabase } from "./support/database";
import { actAsNewVisitor } from "./support/visitor";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

const subscribers = async (email: string) =>
  await queryE2eDatabase<{ source_page: string }>("SELECT source_page FROM newsletter_subscriber WHERE email = $1", [email]);

test("subscribing shows the thank-you, stores one row, and subscribing again changes nothing", async ({ page }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/");
  const box = page.getByLabel("Your e-mail address");
  await box.fill(`  ${email.toUpperCase()} `.replace(/^ +/, ""));
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing! Please check your inbox.")).toBeVisible();
  await expect(box).toHaveValue("");
  expect(await subscribers(email)).toEqual([{ source_page: "/" }]);

  await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing! Please check your inbox.")).toBeVisible();
  expect(await subscribers(email)).toHaveLength(1);
});

test("an empty address gets the exact message and nothing is stored", async ({ page }) => {
  await page.goto("/");
  // Browsers stop an empty required field themselves; take that away to reach our own message.
  await page.getByLabel("Your e-mail address").evaluate((input) => input.removeAttribute("required"));
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  // Other tests subscribe in parallel, so look for the row this one would have made.
  expect(await queryE2eDatabase("SELECT count(*)::int AS count FROM newsletter_subscriber WHERE trim(email) = ''")).toEqual([{ count: 0 }]);
});

test("an address the server refuses keeps what was typed and shows why", async ({ page }) => {
  await page.goto("/");
  const box = page.getByLabel("Your e-mail address");
  await box.evaluate((input) => input.setAttribute("type", "text"));
  await box.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(box).toHaveValue("not-an-address");
  await expect(box).toHaveAttribute("aria-invalid", "true");
});
