import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

const PATH = "/where-we-work/nsr-summary-by-lga";

test("typing filters the table without a page load, and keeps the URL in step", async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  await page.getByLabel("Search the table").pressSequentially("lagos", { delay: 40 });
  await expect(page).toHaveURL(`${PATH}?q=lagos`);
  await expect(page.getByText(/of 2\d LGAs matching "lagos"/)).toBeVisible();
  await expect(page.getByLabel("Search the table")).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");

  await page.getByLabel("Rows per page").selectOption("10");
  await expect(page).toHaveURL(`${PATH}?q=lagos&size=10`);
  await expect(page.locator("tbody tr")).toHaveCount(11);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
});
