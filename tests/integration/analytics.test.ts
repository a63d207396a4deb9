import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS } from "../../scripts/chromium-flags";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * First-party page-view counting, through a real browser with and without
 * JavaScript, against the production build and PostgreSQL.
 */
let site: TestSite;
let off: TestSite;
let browser: Browser;
/** A browser as readers have it; Playwright's own says "HeadlessChrome", which counts as a bot. */
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 NasscoProbe/7";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PAGE = "/who-we-are/about-us";

async function visit(times: number, options: { javaScriptEnabled: boolean; userAgent: string }, base = site.app.baseUrl) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  for (let i = 0; i < times; i++) {
    const beacon = page.waitForResponse((response) => response.url().includes("/pv?"));
    await page.goto(base + PAGE);
    await beacon;
  }
  // The no-JavaScript image loads with the page; give the last one its moment.
  await page.waitForLoadState("load");
  await context.close();
}

/** A page no test here counts, viewed last to mark how far the counts have been written. */
const MARKER = "/resource-hub/video-gallery";

/**
 * Waits until every view counted so far is in PostgreSQL, then takes away the
 * marker it used. The site writes all it holds in one statement, one flush at
 * a time, so once a view counted after the others is stored, so are they.
 */
async function flushed() {
  const marker = await fetch(`${site.app.baseUrl}/pv?p=${encodeURIComponent(MARKER)}`, { headers: { "User-Agent": READER } });
  expect(marker.status).toBe(204);
  const written = () => site.count("SELECT count(*) FROM page_view_daily WHERE path = $1", [MARKER]);
  await until(async () => (await written()) > 0, 10_000, "the marker view to be written");
  await site.db.query("DELETE FROM page_view_daily WHERE path = $1", [MARKER]);
}

beforeAll(async () => {
  [site, off] = await Promise.all([
    startTestSite({ ANALYTICS_FLUSH_SECONDS: "1", PAGE_CACHE_SECONDS: "0" }),
    startTestSite({ ANALYTICS: "off" }),
  ]);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: CHROMIUM_FLAGS,
  });
}, scaled(90_000));

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), off?.close()]);
});

describe("page views", () => {
  it("10 without JavaScript, 10 with, 5 by a bot and 3 prefetches give 20 views, 10 of them without JavaScript", async () => {
    await visit(10, { javaScriptEnabled: false, userAgent: READER });
    await visit(10, { javaScriptEnabled: true, userAgent: READER });
    await visit(5, { javaScriptEnabled: false, userAgent: BOT });
    // What a browser sends for a page it prerenders or prefetches but the reader may never see.
    for (const purpose of ["prefetch", "prefetch;prerender", "prefetch"]) {
      const answer = await fetch(`${site.app.baseUrl}/pv?p=${encodeURIComponent(PAGE)}`, {
        headers: { "User-Agent": READER, "Sec-Purpose": purpose },
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    await flushed();
    const { rows } = await site.db.query("SELECT path, device, save_data, country, views, views_without_javascript FROM page_view_daily");
    expect(rows).toEqual([{ path: PAGE, device: "desktop", save_data: false, country: "", views: 20, views_without_javascript: 10 }]);
    const { rows: share } = await site.db.query("SELECT views, views_without_javascript, percent_without_javascript FROM no_js_share_30d");
    expect(share).toEqual([{ views: 20, views_without_javascript: 10, percent_without_javascript: "50.0" }]);
  });

  it("are not counted for readers who send DNT or Sec-GPC", async () => {
    const before = await site.count("SELECT coalesce(sum(views), 0) AS count FROM page_view_daily");
    for (const header of [{ DNT: "1" }, { "Sec-GPC": "1" }] as Record<string, string>[]) {
      await fetch(`${site.app.baseUrl}/pv?p=${encodeURIComponent(PAGE)}`, { headers: { "User-Agent": READER, ...header } });
    }
    await flushed();
    expect(await site.count("SELECT coalesce(sum(views), 0) AS count FROM page_view_daily")).toBe(before);
  });

  it("store nothing personal: no column can hold an address or a user agent, and neither appears anywhere", async () => {
    const { rows: columns } = await site.db.query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'page_view_daily'",
    );
    expect(columns.map((column) => column.column_name).sort()).toEqual(
      ["country", "day", "device", "path", "save_data", "views", "views_without_javascript"].sort(),
    );
    expect(columns.filter((column) => column.data_type === "inet")).toEqual([]);
    const { rows: texts } = await site.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'ARRAY')`,
    );
    for (const { table_name: table, column_name: column } of texts) {
      for (const needle of ["NasscoProbe", "127.0.0.1", "::1"]) {
        expect(await site.count(`SELECT count(*) FROM ${table} WHERE ${column}::text LIKE $1`, [`%${needle}%`]), `${table}.${column}`).toBe(
          0,
        );
      }
    }
  });

  it("are described by the privacy policy as the server is configured", async () => {
    const on = await (await fetch(`${site.app.baseUrl}/resource-hub/privacy-policy`)).text();
    expect(on).toContain("We count how often each page is read");
    expect(on).toContain("sends nothing about your visit to any other company");
    expect(await (await fetch(`${off.app.baseUrl}/resource-hub/privacy-policy`)).text()).toContain(
      "We do not count visits to this website.",
    );
  });

  it("count only pages that exist, never what was searched for, and a row the table refuses does not stop the rest", async () => {
    const beacon = (path: string) =>
      fetch(`${site.app.baseUrl}/pv?p=${encodeURIComponent(path)}`, { headers: { "User-Agent": READER } }).then((answer) => answer.status);
    const lga = "/where-we-work/nsr-summary-by-lga";
    // Before: 476 characters of search made a path longer than the table takes, and that batch failed at every flush, forever.
    expect(await beacon(`${lga}?q=${"my village ".repeat(36)}&sort=lga&dir=desc&size=50`)).toBe(204);
    expect(await beacon("/who-we-are/no-such-page")).toBe(204);
    expect(await beacon(`/news/${"x".repeat(200)}`)).toBe(204);
    // One row PostgreSQL refuses, written in the same flush as a good one.
    await site.db.query("ALTER TABLE page_view_daily ADD CONSTRAINT refuse_faqs_for_this_test CHECK (path <> '/resource-hub/faqs')");
    try {
      expect(await beacon("/resource-hub/faqs")).toBe(204);
      expect(await beacon("/get-involved/careers")).toBe(204);
      await expect
        .poll(() => site.count("SELECT coalesce(sum(views), 0) AS count FROM page_view_daily WHERE path = '/get-involved/careers'"), {
          timeout: scaled(10_000),
        })
        .toBe(1);
    } finally {
      await site.db.query("ALTER TABLE page_view_daily DROP CONSTRAINT refuse_faqs_for_this_test");
    }
    await expect
      .poll(() => site.count(`SELECT count(*) FROM page_view_daily WHERE path = '${lga}?sort=lga&dir=desc&size=50'`), {
        timeout: scaled(10_000),
      })
      .toBe(1);
    const { rows } = await site.db.query<{ path: string }>("SELECT DISTINCT path FROM page_view_daily");
    expect(rows.map((row) => row.path).filter((path) => /village|no-such|xxxx|faqs/.test(path))).toEqual([]);
    // And counting goes on.
    const views = () => site.count(`SELECT coalesce(sum(views), 0) AS count FROM page_view_daily WHERE path = '${PAGE}'`);
    const before = await views();
    expect(await beacon(PAGE)).toBe(204);
    await expect.poll(views, { timeout: scaled(10_000) }).toBe(before + 1);
  });

  it("with ANALYTICS=off, pages carry no beacon and nothing is counted", async () => {
    const html = await (await fetch(off.app.baseUrl + PAGE)).text();
    expect(html).not.toContain("/pv?");
    await fetch(`${off.app.baseUrl}/pv?p=${encodeURIComponent(PAGE)}`, { headers: { "User-Agent": READER } });
    // Views reach the table only from the buffer: with nothing held, nothing is on its way.
    const health = (await (await fetch(`${off.app.metricsUrl}/healthz`)).json()) as { pageViews: { buffered: number; dropped: number } };
    expect(health.pageViews).toEqual({ buffered: 0, dropped: 0 });
    expect(await off.count("SELECT count(*) FROM page_view_daily")).toBe(0);
  });
});
