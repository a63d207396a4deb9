import { expect, test } from "@playwright/test";

test("searching from the header shows ranked results with highlights, and pages through them", async ({ page }) => {
  await page.goto("/who-we-are");
  const header = page.getByRole("banner").getByRole("search");
  await header.getByRole("searchbox").fill("social");
  await header.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/search?query=social#results");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Results for: social");
  const results = page.locator(".search-result");
  await expect(results).toHaveCount(10);
  await expect(page.locator(".search-result mark").first()).toBeVisible();
  const firstTitle = await results.first().getByRole("heading").textContent();

  const pager = page.getByRole("navigation", { name: "Search result pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/search?query=social&page=2#results");
  await expect(results.first().getByRole("heading")).not.toHaveText(firstTitle!);
  await results.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("no query, nothing found, a typo and hostile input each get the right words", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByText("Please enter a search term.")).toBeVisible();

  await page.goto("/search?query=zzzqqqxxv");
  await expect(page.getByText('No results found for "zzzqqqxxv".')).toBeVisible();

  await page.goto("/search?query=benificiary");
  await expect(page.getByText(/Did you mean/)).toBeVisible();
  await expect(page.locator(".search-result").first()).toBeVisible();

  const hostile = `<img src=x onerror=alert(1)>'; DROP TABLE search_document; --`;
  const response = await page.goto(`/search?query=${encodeURIComponent(hostile)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search Results for: ${hostile}`);
  await expect(page.locator("main img[src=x]")).toHaveCount(0);
  await page.goto("/search?query=cash+transfer");
  await expect(page.locator(".search-result").first().getByRole("heading")).toHaveText("National Cash Transfer Programme");
});

test("the API answers with a list of {_id, title, description, url}", async ({ request }) => {
  const list = await (await request.get("/api/search?query=969")).json();
  expect(Array.isArray(list)).toBe(true);
  expect(list.length).toBeGreaterThan(0);
  expect(Object.keys(list[0]).sort()).toEqual(["_id", "description", "title", "url"]);
  expect(await (await request.get("/api/search")).json()).toEqual([]);
  const long = await request.get(`/api/search?query=${"a".repeat(5000)}`);
  expect(long.status()).toBe(200);
  expect(Array.isArray(await long.json())).toBe(true);
});

test("'esmp' finds the ESMP, which opens as a PDF in a new tab and says so", async ({ page }) => {
  await page.goto("/search?query=esmp");
  // First or second: the Resource Hub's own page, which has a section on the plan, may rank above it.
  const results = page.locator(".search-result");
  const pdf = results.filter({ has: page.locator('a[href="/esmp.pdf"]') });
  await expect(pdf.locator(".search-result__kind")).toHaveText("PDF");
  expect(await results.evaluateAll((items) => items.findIndex((item) => item.querySelector('a[href="/esmp.pdf"]')))).toBeLessThan(2);
  const link = pdf.getByRole("link");
  await expect(link).toHaveAttribute("href", "/esmp.pdf");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toContainText("(opens in a new tab)");
  await expect(link).toContainText("(placeholder PDF, 1 page)");
});

for (const query of ["kano", "KANO"]) {
  test(`'${query}' offers Kano's view of the register table and Kano's office`, async ({ page }) => {
    await page.goto(`/search?query=${query}`);
    const titles = page.locator(".search-result").getByRole("heading");
    await expect(titles.nth(0).or(titles.nth(1)).filter({ hasText: "Kano: households on the register, by LGA" })).toHaveCount(1);
    await page.getByRole("link", { name: "Kano: households on the register, by LGA" }).click();
    await expect(page).toHaveURL("/where-we-work/nsr-summary-by-lga?state=Kano");
    await expect(page.locator(".lga__table tbody tr").nth(1)).toContainText("Kano");
    await page.goBack();
    await page.getByRole("link", { name: "Kano State Operations Coordinating Unit" }).click();
    await expect(page).toHaveURL("/where-we-work/our-state-offices#state-kano");
    await expect(page.locator("#state-kano")).toContainText("socu.kano@nassp.gov.ng");
  });
}

test("'NIN' finds the NIN integration FAQ", async ({ page }) => {
  await page.goto("/search?query=NIN");
  await expect(page.getByRole("link", { name: /National Identification Number \(NIN\)/ }).first()).toBeVisible();
});
