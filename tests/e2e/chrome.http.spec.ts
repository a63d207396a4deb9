import { expect, test } from "@playwright/test";
import { redirects } from "../../app/content/redirects";
import { groups, pages } from "./support/navigation";
import { wholeSitemap } from "../support/sitemap";
import { E2E_SITE_URL } from "./support/server";

test("every alternative address answers 301 with its canonical route", async ({ request }) => {
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
  const slash = await request.get("/resource-hub/news/?page=2", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()["location"]).toBe("/resource-hub/news?page=2");
});

test("content pages carry no script tags", async ({ request }) => {
  for (const path of ["/who-we-are", "/nsr/our-targeting-approach", "/get-involved/careers", "/resource-hub/faqs"]) {
    expect(await (await request.get(path)).text(), path).not.toContain("<script");
  }
});

test("sitemap.xml and robots.txt come from the navigation tree", async ({ request }) => {
  const sitemap = await wholeSitemap(async (address) => (await request.get(address)).text());
  for (const group of groups) expect(sitemap).toContain(`${group.path}</loc>`);
  for (const { page } of pages) expect(sitemap).toContain(`${page.path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
});

test("an address typed in capitals answers 301 with the lower-case address, keeping its query", async ({ request }) => {
  for (const [from, to] of [
    ["/NSR", "/nsr"],
    ["/Who-We-Are/About-Us", "/who-we-are/about-us"],
    ["/Resource-Hub/News?page=2", "/resource-hub/news?page=2"],
    ["/FAQS", "/resource-hub/faqs"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
});

test("the register CSVs label the national total and point at their description", async ({ request }) => {
  for (const path of ["/where-we-work/nsr-summary-by-lga-illustrative.csv", "/where-we-work/nsr-summary-by-state-illustrative.csv"]) {
    const response = await request.get(path);
    expect(response.headers()["link"]).toBe('</where-we-work/nsr-summary-metadata.json>; rel="describedby"; type="application/csvm+json"');
    const [header, total, first] = (await response.text()).split("\r\n");
    expect(header).toMatch(/,STATUS$/);
    expect(total).toMatch(/^Nigeria \(total\),.*,The register's own national total$/);
    expect(first).toMatch(/,"Illustrative sample, not the register's figures"$/);
  }
  const metadata = (await (await request.get("/where-we-work/nsr-summary-metadata.json")).json()) as {
    tables: { url: string; tableSchema: { columns: { titles: string }[] } }[];
  };
  expect(metadata).toMatchObject({ "schema:creativeWorkStatus": "illustrative", "dcterms:temporal": "2021-05-31" });
  // The description names the files as they are now, with the column they have.
  expect(metadata.tables.map((table) => new URL(table.url).pathname)).toEqual([
    "/where-we-work/nsr-summary-by-lga-illustrative.csv",
    "/where-we-work/nsr-summary-by-state-illustrative.csv",
  ]);
  for (const table of metadata.tables) expect(table.tableSchema.columns.at(-1)).toMatchObject({ titles: "STATUS" });
});
