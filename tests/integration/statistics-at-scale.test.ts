import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCount } from "../../app/utils/format";
import { plansDuring } from "./support/plans";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The staff statistics at ten times the office's years of data (issue 47):
 * requests, subscribers and page views grown by the growth fixture, the page
 * read by every role that may see it, its figures compared with the old
 * functions' full counts (their bodies kept here, as SQL, and nowhere else),
 * their plans read with auto_explain, and the tallies followed through new
 * requests, subscribers, page views, deletions and a holiday.
 */
let site: TestSite;
let staffBase: string;
const people: { role: string; browser: StaffBrowser }[] = [];
/** As the owner, one session: the old bodies live in its pg_temp. */
let owner: pg.Client;

const READER = "Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
const STATISTICS = ["staff_request_statistics", "staff_subscriber_statistics", "staff_page_view_statistics"] as const;
const TABLES = ["data_access_request", "newsletter_subscriber", "page_view_daily", "page_view_day_path", "page_view_day_device"];

/**
 * The three functions as prisma/migrations/20261219090000_staff_requests defined
 * them, without the session check: every row counted on every call. What they
 * answer is what the tallies must answer.
 */
function oldBodies(): string {
  const migration = readFileSync("prisma/migrations/20261219090000_staff_requests/migration.sql", "utf8");
  return STATISTICS.map((name) => {
    const body = new RegExp(`^CREATE FUNCTION ${name}\\(p_token_sha256 bytea\\)[\\s\\S]*?^END \\$\\$;`, "m").exec(migration)![0];
    return body
      .replace(`CREATE FUNCTION ${name}(p_token_sha256 bytea)`, `CREATE FUNCTION pg_temp.old_${name}()`)
      .replace(/^\s*PERFORM staff_member\(.*$/m, "");
  }).join("\n");
}

async function compare(token: Buffer) {
  for (const name of STATISTICS) {
    const { rows } = await owner.query<{ now: unknown; before: unknown }>(`SELECT ${name}($1) AS now, pg_temp.old_${name}() AS before`, [
      token,
    ]);
    expect(rows[0]!.now, name).toEqual(rows[0]!.before);
  }
}

async function statistic<T>(name: (typeof STATISTICS)[number], token: Buffer): Promise<T> {
  const { rows } = await owner.query<{ value: T }>(`SELECT ${name}($1) AS value`, [token]);
  return rows[0]!.value;
}

/** The old bodies count every row, the subscribers' 24 times over: slow by design, and the reason for this issue. */
const OLD_COUNTS_MS = 180_000;

const count = (sql: string, params: unknown[] = []) => site.count(sql, params);
/** Whether the page says how many requests there are, as a reader sees it (React marks text joins with empty comments). */
const saysTotal = (html: string, total: number) => html.replaceAll("<!-- -->", "").includes(`${formatCount(total)} requests in all.`);

beforeAll(async () => {
  // 10×: the run's grown database, whose requests, subscribers and page-view rows the statistics read.
  ({ site, staffBase } = await startStaffTestSite({ ANALYTICS_FLUSH_SECONDS: "1", PAGE_CACHE_SECONDS: "0" }, { grown: true }));
  for (const role of ["editor", "publisher", "request_officer", "admin"]) {
    people.push({ role, browser: (await signedInStaff(site, staffBase, [role])).browser });
  }
  owner = new pg.Client({ connectionString: site.databaseUrl });
  await owner.connect();
  await owner.query(oldBodies());
}, scaled(240_000));

afterAll(async () => {
  await owner?.end();
  await site?.close();
});

describe("the statistics at 10×", () => {
  it(
    "answer 200 for every role that may see them, with the figures the tables give",
    async () => {
      const requests = await count("SELECT count(*) FROM data_access_request");
      expect(requests).toBeGreaterThanOrEqual(10_000);
      for (const { role, browser } of people) {
        const page = await browser.get("/staff/statistics");
        expect(page.status, role).toBe(200);
        expect(saysTotal(page.text, requests), role).toBe(true);
      }
      const token = people[0]!.browser.tokenHash();
      await compare(token);
      // And by hand, the plainest figures.
      const byStatus = (await statistic<{ by_status: Record<string, number> }>("staff_request_statistics", token)).by_status;
      expect(Object.values(byStatus).reduce((sum, n) => sum + Number(n), 0)).toBe(requests);
      const subscribers = (await statistic<{ by_status: Record<string, number> }>("staff_subscriber_statistics", token)).by_status;
      expect(Number(subscribers.confirmed ?? 0)).toBe(await count("SELECT count(*) FROM newsletter_subscriber WHERE status = 'confirmed'"));
      const views = (await statistic<{ by_day: { views: number }[] }>("staff_page_view_statistics", token)).by_day;
      expect(views.reduce((sum, day) => sum + Number(day.views), 0)).toBe(
        await count("SELECT sum(views) AS count FROM page_view_daily WHERE day > (now() AT TIME ZONE 'Africa/Lagos')::date - 30"),
      );
    },
    OLD_COUNTS_MS,
  );

  it("read no large table whole: no Seq Scan in any of their statements' plans", async () => {
    const text = await plansDuring(site.databaseUrl, async (admin) => {
      for (const name of STATISTICS) await admin.query(`SELECT ${name}($1)`, [people[0]!.browser.tokenHash()]);
    });
    expect(text).toContain("statistic_tally");
    expect(text).toContain("page_view_day_path");
    for (const table of TABLES) expect(text, table).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  });

  it(
    "stay right as requests, subscribers, page views and holidays change",
    async () => {
      const token = people[0]!.browser.tokenHash();
      const before = await statistic<{ by_status: Record<string, number>; by_month: { month: string; requests: number }[] }>(
        "staff_request_statistics",
        token,
      );
      const subscribersBefore = await statistic<{ by_status: Record<string, number> }>("staff_subscriber_statistics", token);
      // A new request, as the form stores it; one more decided; sectors and states written loosely.
      await site.db.query(`INSERT INTO data_access_request (organization_name, office_address, sector, wants_households, wants_individuals,
                           wants_location, location_state, channel)
                         VALUES ('Statistics test', 'Abuja', '  mining ', true, false, true, 'oyo ', 'web form')`);
      await site.db.query(`UPDATE data_access_request SET status = 'approved', decided_at = now()
                         WHERE id = (SELECT min(id) FROM data_access_request WHERE decided_at IS NULL)`);
      await site.db.query(`UPDATE data_access_request SET sector = 'Fintech' WHERE id % 97 = 0`);
      await site.db.query(`DELETE FROM data_access_request WHERE id % 389 = 0`);
      // A subscriber confirmed, another unsubscribed, a pending one removed, a new one pending.
      await site.db.query(`UPDATE newsletter_subscriber SET status = 'confirmed', confirmed_at = now()
                         WHERE id = (SELECT min(id) FROM newsletter_subscriber WHERE status = 'pending')`);
      await site.db.query(`UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = now()
                         WHERE id = (SELECT min(id) FROM newsletter_subscriber WHERE status = 'confirmed')`);
      await site.db.query(
        `DELETE FROM newsletter_subscriber WHERE id = (SELECT max(id) FROM newsletter_subscriber WHERE status = 'pending')`,
      );
      await site.db.query(`INSERT INTO newsletter_subscriber (email, source_page) VALUES ('statistics-test@example.invalid', '/')`);
      // A holiday inside decided requests' spans changes their working days.
      await site.db.query(`INSERT INTO public_holiday (day, name) VALUES ((now() - interval '40 days')::date, 'Statistics test day')
                         ON CONFLICT (day) DO NOTHING`);
      // Page views: a reader's, through the beacon and the flush; retention's delete of old days.
      const beacon = await fetch(`${site.app.baseUrl}/pv?p=${encodeURIComponent("/who-we-are/about-us")}`, {
        headers: { "User-Agent": READER },
      });
      expect(beacon.status).toBe(204);
      await until(
        async () => (await count("SELECT count(*) FROM page_view_daily WHERE day = (now() AT TIME ZONE 'Africa/Lagos')::date")) > 0,
        10_000,
        "the view to be written",
      );
      await site.db.query(`DELETE FROM page_view_daily WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - 200`);

      await compare(token);
      const after = await statistic<{ by_status: Record<string, number>; by_sector: { sector: string }[]; by_state: { state: string }[] }>(
        "staff_request_statistics",
        token,
      );
      expect(after.by_sector.map((row) => row.sector)).toContain("Mining");
      expect(after.by_state.map((row) => row.state)).toContain("Oyo");
      expect(Number(after.by_status.received)).not.toBe(Number(before.by_status.received));
      const subscribersAfter = await statistic<{ by_status: Record<string, number> }>("staff_subscriber_statistics", token);
      expect(Number(subscribersAfter.by_status.unsubscribed)).toBe(Number(subscribersBefore.by_status.unsubscribed) + 1);
      const pageViews = await statistic<{ by_day: { day: string; views: number }[] }>("staff_page_view_statistics", token);
      expect(pageViews.by_day.at(-1)!.views).toBeGreaterThanOrEqual(1);
      // The page itself, after all that.
      const page = await people[2]!.browser.get("/staff/statistics");
      expect(page.status).toBe(200);
      expect(saysTotal(page.text, await count("SELECT count(*) FROM data_access_request"))).toBe(true);
    },
    OLD_COUNTS_MS,
  );
});
