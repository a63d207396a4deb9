import { expect, test } from "@playwright/test";

const PATH = "/where-we-work/nsr-summary-by-lga";

test("search 'kano', sort by households descending, and the URL holds the view", async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel("Search the table").fill("kano");
  await page.getByRole("search", { name: "Register table" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`${PATH}?q=kano#results`);
  await page.getByRole("link", { name: /^HOUSEHOLDS/ }).click();
  await expect(page).toHaveURL(`${PATH}?q=kano&sort=households&dir=asc#results`);
  await page.getByRole("link", { name: /^HOUSEHOLDS/ }).click();
  await expect(page).toHaveURL(`${PATH}?q=kano&sort=households&dir=desc#results`);
  await expect(page.getByRole("columnheader", { name: /^HOUSEHOLDS/ })).toHaveAttribute("aria-sort", "descending");

  const read = () => page.locator("tbody tr:not(.lga__total) td:nth-child(3)").allTextContents();
  const first = await read();
  const numbers = first.map((text) => Number(text.replace(/,/g, "")));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  await expect(page.getByText(/Page 1 of 3/)).toBeVisible();

  await page.reload();
  expect(await read()).toEqual(first);
  await expect(page.getByLabel("Search the table")).toHaveValue("kano");

  await page.getByRole("link", { name: "Next page" }).click();
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(`${PATH}?q=kano&sort=households&dir=desc&page=3#results`);
  await expect(page.getByText("Page 3 of 3")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Table pages" }).getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
});

test("the page size form and an empty result work without script", async ({ page }) => {
  await page.goto(`${PATH}?q=ab&sort=lga&dir=desc&page=2`);
  await page.getByLabel("Rows per page").selectOption("all");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`${PATH}?q=ab&sort=lga&dir=desc&size=all#results`);
  await expect(page.getByText("Page 1 of 1")).toBeVisible();

  await page.getByLabel("Search the table").fill("no such place at all");
  await page.getByRole("search", { name: "Register table" }).getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No matching records found.")).toBeVisible();
  await expect(page.locator("tbody tr.lga__total")).toHaveCount(1);
});
