import { expect, test } from "@playwright/test";
import { queryE2eDatabase } from "./support/database";
import { linkIn, mailTo } from "./support/mail";
import { actAsNewVisitor } from "./support/visitor";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

const status = async (email: string) =>
  (await queryE2eDatabase<{ status: string }>("SELECT status FROM newsletter_subscriber WHERE email = $1", [email]))[0]?.status;

test("the links in the confirmation mail confirm and unsubscribe with one button each", async ({ page }, testInfo) => {
  const email = `links-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing! Please check your inbox.")).toBeVisible();

  const mail = await mailTo(email);
  expect(mail.subject).toBe("Confirm your subscription to NASSCO news");

  // Opening the link only asks.
  await page.goto(linkIn(mail, "Confirm my subscription"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  expect(await status(email)).toBe("pending");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  expect(await status(email)).toBe("confirmed");

  await page.goto(linkIn(mail, "Unsubscribe"));
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from NASSCO news" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have unsubscribed" })).toBeVisible();
  expect(await status(email)).toBe("unsubscribed");
});

test("a damaged link says so, with a 400, and changes nothing", async ({ page }) => {
  const answer = await page.goto("/newsletter/confirm?token=12.99.not-a-real-signature-at-all-xx");
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
});
