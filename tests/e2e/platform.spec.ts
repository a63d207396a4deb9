import { expect, test } from "@playwright/test";

test("the home page is served with its heading", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});

test("an unknown address gets the site's own 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Resource Hub" })).toHaveAttribute("href", "/resource-hub");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the 404 page's search box searches the site", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("main").getByRole("searchbox").fill("cash transfer");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?query=cash\+transfer#results$/);
});
