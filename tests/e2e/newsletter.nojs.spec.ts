import { expect, test } from "@playwright/test";
import { queryE2eDatabase } from "./support/database";
import { actAsNewVisitor } from "./support/visitor";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("without JavaScript, subscribing lands back at the form with the thank-you, and a refresh sends nothing", async ({ page }) => {
  const email = `prg-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByLabel("Your e-mail address").fill(email);
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Subscribe" }).click();
  expect((await posted).status()).toBe(303);
  await expect(page).toHaveURL(/\/\?newsletter=thanks#newsletter$/);
  const message = page.locator("#newsletter").getByText("Thank you for subscribing! Please check your inbox.");
  await expect(message).toBeInViewport();

  const reload = await page.reload();
  expect(reload?.request().method()).toBe("GET");
  await expect(message).toBeVisible();
  expect(await queryE2eDatabase("SELECT count(*)::int AS count FROM newsletter_subscriber WHERE email = $1", [email])).toEqual([
    { count: 1 },
  ]);
});

test("without JavaScript, a refusal opens at the form with the message and what was typed", async ({ page }) => {
  await page.goto("/");
  const box = page.getByLabel("Your e-mail address");
  await box.evaluate((input) => input.setAttribute("type", "text"));
  await box.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/#newsletter$/);
  await expect(page.locator("#newsletter").getByText("Please enter a valid email address.")).toBeInViewport();
  await expect(box).toHaveValue("not-an-address");
});
