import { expect, test, type Page } from "@playwright/test";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

test.beforeEach(async ({ page }) => {
  await actAsNewVisitor(page);
  await page.goto("/");
  // Hydrated: the script has taken over validation from the browser.
  await expect(page.locator("form.newsletter[novalidate]")).toHaveCount(1);
});

async function subscribe(page: Page, email: string) {
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
}

test("while sending, the box and button are disabled with a spinner; the message then fades after 3 s", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("/api/subscribe", async (route) => {
    await held;
    await route.continue();
  });
  await subscribe(page, `spinner-${Date.now()}@example.com`);
  const button = page.getByRole("button", { name: "Subscribing…" });
  await expect(button).toBeDisabled();
  await expect(page.getByLabel("Your e-mail address")).toBeDisabled();
  await expect(button.locator(".spinner")).toBeVisible();
  release();
  const message = page.getByText("Thank you for subscribing! Please check your inbox.");
  await expect(message).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await expect(page).toHaveURL("/");
  await expect(message).toBeHidden({ timeout: scaled(4_500) });
});

test("the empty message comes from the page itself, without a round trip", async ({ page }) => {
  let posted = false;
  await page.route("/api/subscribe", (route) => ((posted = true), route.continue()));
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  expect(posted).toBe(false);
});

test("a server refusal shows the server's text, or the general one when it gives none", async ({ page }) => {
  await page.route("/api/subscribe", (route) => route.fulfill({ status: 422, json: { error: "This list is closed." } }));
  await subscribe(page, "closed@example.com");
  await expect(page.getByText("This list is closed.")).toBeVisible();
  await expect(page.getByLabel("Your e-mail address")).toHaveValue("closed@example.com");

  await page.unroute("/api/subscribe");
  await page.route("/api/subscribe", (route) => route.fulfill({ status: 500, body: "" }));
  await subscribe(page, "closed@example.com");
  await expect(page.getByText("Subscription failed. Please try again.")).toBeVisible();
});

test("a dropped connection shows the network message", async ({ page }) => {
  await page.route("/api/subscribe", (route) => route.abort("internetdisconnected"));
  await subscribe(page, "offline@example.com");
  await expect(page.getByText("An error occurred. Please try again later.")).toBeVisible();
});

test("a new attempt clears the last one's error while it is sent", async ({ page }) => {
  await page.route("/api/subscribe", (route) => route.fulfill({ status: 422, json: { error: "This list is closed." } }));
  await subscribe(page, "closed@example.com");
  await expect(page.getByText("This list is closed.")).toBeVisible();

  await page.unroute("/api/subscribe");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("/api/subscribe", async (route) => {
    await held;
    await route.continue();
  });
  await subscribe(page, `again-${Date.now()}@example.com`);
  await expect(page.getByRole("button", { name: "Subscribing…" })).toBeDisabled();
  await expect(page.getByText("This list is closed.")).toHaveCount(0);
  await expect(page.getByLabel("Your e-mail address")).not.toHaveAttribute("aria-invalid", "true");
  release();
  await expect(page.getByText("Thank you for subscribing! Please check your inbox.")).toBeVisible();
});
