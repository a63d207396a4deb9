import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROGRESS_CSV_COLUMNS } from "../../app/features/payments/progress";
import { PUBLISHED_COLUMNS } from "../../app/features/payments/published-columns";
import { text } from "./support/content";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * Payment progress as readers get it from the production build (decision
 * 0108, slice 3): the page's sentence, chart and table, the state's and the
 * LGA's lines, the CSV and its description, each column of them one the
 * published-columns list names, tagged for the CDN; a cycle without figures
 * is no page.
 */
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
  // A cycle far from the seed's, Jigawa's, as the publish function writes it (the database test holds that function).
  await site.db.query(
    `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, source_name, checked_on,
                                 provenance, status)
     VALUES ('test-progress-jigawa', 2099, 3, 'Jigawa', ARRAY['Dutse', 'Hadejia'], '2099-03-02', '2099-03-13', true, 'NCTO',
             '2026-11-28', 'illustrative', 'published')`,
  );
  await site.db.query(
    `INSERT INTO payment_progress (cycle_year, cycle_number, state, lga, households_due, households_paid, as_at, source_name)
     VALUES (2099, 3, 'Jigawa', 'Dutse', 2000, 1500, now() - interval '1 hour', 'NCTO'),
            (2099, 3, 'Jigawa', 'Hadejia', 1000, 996, now() - interval '2 hours', 'SOCU');
     INSERT INTO payment_progress_total (cycle_year, cycle_number, state, lgas, households_due, households_paid, as_at)
     VALUES (2099, 3, 'Jigawa', 2, 3000, 2496, now() - interval '1 hour'), (2099, 3, NULL, 2, 3000, 2496, now() - interval '1 hour')`,
  );
}, scaled(120_000));

afterAll(async () => {
  await site?.db.query(`DELETE FROM payment_progress_total WHERE cycle_year = 2099`);
  await site?.db.query(`DELETE FROM payment_progress WHERE cycle_year = 2099`);
  await site?.db.query(`DELETE FROM payment_window WHERE id = 'test-progress-jigawa'`);
  await site?.close();
});

const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("payment progress", () => {
  it("shows the cycle's households paid nationally and by state, in words, a chart and a table, in English and Hausa", async () => {
    const english = await text(site.app, "/payments/progress?cycle=2099-3");
    expect(english.status).toBe(200);
    const main = mainOf(english.body);
    expect(main).toContain("2099, tranche 3: 2,496 of 3,000 households paid (83%), in 2 LGAs.");
    expect(main).toMatch(/<ul class="bar-list"[^>]*>.*Jigawa: <strong>83%<\/strong>/s);
    expect(main).toMatch(/<th scope="row"><a href="\/payments\/jigawa">Jigawa<\/a><\/th><td data-label="Households due">3,000<\/td>/);
    expect(main).toContain('href="/payments/progress.csv?cycle=2099-3"');
    const hausa = await text(site.app, "/ha/payments/progress?cycle=2099-3");
    expect(mainOf(hausa.body)).toContain("2099, kashi na 3: an biya gidaje 2,496 cikin 3,000 (83%), a ƙananan hukumomi 2.");
    const response = await fetch(`${site.app.baseUrl}/payments/progress?cycle=2099-3`);
    const tags = (response.headers.get("Cache-Tag") ?? "").split(",");
    expect(tags).toContain("collection:payment_progress");
  });

  it("is no page for a cycle written wrong or without figures", async () => {
    for (const path of ["/payments/progress?cycle=2099-30", "/payments/progress?cycle=2098-1", "/payments/progress.csv?cycle=soon"]) {
      expect((await text(site.app, path)).status, path).toBe(404);
    }
  });

  it("gives each LGA's figures on its page and its state's", async () => {
    const lga = mainOf((await text(site.app, "/payments/jigawa/hadejia")).body);
    // 99.6 % is not everyone: the share is rounded down.
    expect(lga).toContain("Paid so far in Hadejia (2099, tranche 3): 996 of 1,000 households (99%).");
    expect(lga).toContain("Figures from SOCU.");
    const state = mainOf((await text(site.app, "/payments/jigawa")).body);
    expect(state).toContain("Paid so far in Jigawa (2099, tranche 3): 2,496 of 3,000 households (83%).");
    expect(state.replaceAll("<!-- -->", "")).toMatch(/Dutse<\/a>[^<]* · Paid 75%/);
  });

  it("publishes a CSV of the cycle's LGAs whose columns are the list's, described column by column", async () => {
    const csv = await fetch(`${site.app.baseUrl}/payments/progress.csv?cycle=2099-3`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Link")).toContain("/payments/progress.csv-metadata.json");
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = header!.split(",");
    expect(columns).toEqual([...PROGRESS_CSV_COLUMNS]);
    for (const column of columns) expect(Object.keys(PUBLISHED_COLUMNS.payment_progress!), column).toContain(column);
    expect(rows).toEqual([
      expect.stringMatching(/^2099,3,Jigawa,Dutse,2000,1500,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00,NCTO$/),
      expect.stringMatching(/^2099,3,Jigawa,Hadejia,1000,996,.*,SOCU$/),
    ]);
    const metadata = await text(site.app, "/payments/progress.csv-metadata.json");
    const described = JSON.parse(metadata.body) as { tableSchema: { columns: { name: string }[] } };
    expect(described.tableSchema.columns.map((column) => column.name)).toEqual(columns);
  });

  it("is linked from /payments (the sitemap's list is payments.test.ts's)", async () => {
    expect(mainOf((await text(site.app, "/payments")).body)).toContain('href="/payments/progress"');
  });
});
