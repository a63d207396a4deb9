import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { PREFIXED_LOCALES } from "../../app/i18n/locales";
import { ha } from "../../app/i18n/messages/ha";
import { ig } from "../../app/i18n/messages/ig";
import { pcm } from "../../app/i18n/messages/pcm";
import { yo } from "../../app/i18n/messages/yo";

const PATH = "/where-we-work/nsr-summary-by-lga";

test("the table shows its headings, the national total first and 20 rows", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole("heading", { name: "SUMMARY OF NATIONAL SOCIAL REGISTER BY LGAs" })).toBeVisible();
  await expect(page.getByText("AS AT MAY 2021", { exact: true })).toBeVisible();
  await expect(page.getByText("Illustrative figures, as at May 2021.")).toBeVisible();
  await expect(page.locator("figure figcaption").first()).not.toBeEmpty();
  const table = page.getByRole("table", { name: /by LGA/ });
  await expect(table.getByRole("columnheader")).toHaveText([/^STATE/, /^LGA/, /^HOUSEHOLDS/, /^INDIVIDUALS/, /^MALE/, /^FEMALE/]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(21);
  await expect(rows.first()).toHaveClass(/lga__total/);
  await expect(rows.first().locator("td")).toHaveText(["National total", "", "8,352,252", "35,448,474", "17,367,501", "18,080,973"]);
  await expect(page.getByText("Page 1 of 39")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Table pages" }).getByText("Previous")).toHaveAttribute("aria-disabled", "true");
});

test("bad parameters are clamped and redirected to the canonical address", async ({ page }) => {
  await page.goto(`${PATH}?sort=password&dir=up&size=7&page=9999&q=%20%20`);
  await expect(page).toHaveURL(`${PATH}?page=39`);
  await expect(page.getByText("Page 39 of 39")).toBeVisible();
  const response = await page.request.get(`${PATH}?page=-1`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const long = await page.request.get(`${PATH}?q=${"a".repeat(500)}`);
  expect(long.status()).toBe(200);
});

test("the state filter from the coverage map shows that state's LGAs", async ({ page }) => {
  await page.goto(`${PATH}?state=Kano&size=50`);
  await expect(page.getByText("Showing 1 to 44 of 44 LGAs in Kano.")).toBeVisible();
});

test("the CSV download matches the view, across all pages, named and labelled as the illustrative sample", async ({ page, request }) => {
  await page.goto(`${PATH}?q=oyo&sort=female&dir=desc&size=10`);
  const link = page.getByRole("link", { name: /Download CSV/ });
  const href = (await link.getAttribute("href"))!;
  expect(href).toBe(`${PATH}-illustrative.csv?q=oyo&sort=female&dir=desc`);
  const response = await request.get(href);
  expect(response.headers()["content-type"]).toContain("text/csv");
  expect(response.headers()["content-disposition"]).toMatch(
    /attachment; filename="nsr-summary-by-lga-illustrative-oyo-by-female-desc\.csv"/,
  );
  const text = await response.text();
  // A byte-order mark first, so that spreadsheet programs read the names (Ɗanbatta, Ọyọ) as UTF-8.
  expect(text.startsWith("\uFEFF")).toBe(true);
  const csv: string[][] = parse(text, { bom: true });
  await page.goto(`${PATH}?q=oyo&sort=female&dir=desc&size=all`);
  const html = await page
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll("td")].map((td) => (td.textContent ?? "").replace("National total", "Nigeria (total)").replace(/,/g, "")),
      ),
    );
  expect(csv[0]).toEqual(["STATE", "LGA", "HOUSEHOLDS", "INDIVIDUALS", "MALE", "FEMALE", "STATUS"]);
  expect(csv.slice(1).map((row) => row.slice(0, 6))).toEqual(html);
  expect(csv.length - 2).toBeGreaterThan(10);
  // What a spreadsheet user sees on every row: the sample's rows are not the register's figures; its total is.
  expect(csv[1]!.at(-1)).toBe("The register's own national total");
  expect(new Set(csv.slice(2).map((row) => row.at(-1)))).toEqual(new Set(["Illustrative sample, not the register's figures"]));
  // The office's file's address leads to the sample's while the sample is what the site has.
  const plain = await request.get(`${PATH}.csv?q=oyo`, { maxRedirects: 0 });
  expect(plain.status()).toBe(302);
  expect(plain.headers()["location"]).toBe(`${PATH}-illustrative.csv?q=oyo`);
});

test("the coverage page has a linked map and a sortable state table", async ({ page }) => {
  await page.goto("/nsr/nsr-coverage-across-nigeria");
  const map = page.locator("svg.map__svg");
  await expect(map.locator("a")).toHaveCount(37);
  await expect(map.getByRole("link", { name: /^Kano:/ })).toHaveAttribute("href", `${PATH}?state=Kano`);
  await expect(page.getByText(/CC BY 4.0/)).toBeVisible();
  // Said where the figures are read: under the map's legend and in the table's caption.
  await expect(page.locator("figure.map figcaption")).toContainText("Illustrative figures, not the register's: the split by state");
  const table = page.getByRole("table", {
    name: /coverage by state \(from the NSR summary by LGA\) Illustrative figures, not the register's\./,
  });
  await expect(table.locator("tbody tr")).toHaveCount(37);
  await table.getByRole("link", { name: /^HOUSEHOLDS/ }).click();
  await table.getByRole("link", { name: /^HOUSEHOLDS/ }).click();
  await expect(page).toHaveURL(/sort=households&dir=desc/);
  const households = await table.locator("tbody tr td:nth-child(3)").allTextContents();
  const numbers = households.map((text) => Number(text.replace(/,/g, "")));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  await expect(page.getByText(/does not record communities/)).toBeVisible();
  await map.getByRole("link", { name: /^Lagos:/ }).click();
  await expect(page).toHaveURL(`${PATH}?state=Lagos`);
  await expect(page.getByText("Showing 1 to 20 of 20 LGAs in Lagos.")).toBeVisible();
});

test("the coverage map and state table say the figures are illustrative in each language", async ({ page }) => {
  const words = { ha, yo, ig, pcm };
  for (const locale of PREFIXED_LOCALES) {
    await page.goto(`/${locale}/nsr/nsr-coverage-across-nigeria`);
    await expect(page.locator("figure.map figcaption .provenance"), locale).toHaveText(words[locale].registerSample.mapLegend);
    await expect(page.locator("#states-caption .provenance"), locale).toHaveText(words[locale].registerSample.tableLabel);
    await expect(page.getByRole("link", { name: words[locale].lga.stateTotals, exact: true }), locale).toHaveAttribute(
      "href",
      "/where-we-work/nsr-summary-by-state-illustrative.csv",
    );
  }
});
