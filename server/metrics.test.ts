import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics";
import type { OfficeMetrics, SiteMetrics } from "./site-contract";

/** What the site reports, as Running.metrics() gives it: the database away unless `office` is given. */
function siteReport(office: OfficeMetrics | null, signIns: SiteMetrics["signIns"] = []): SiteMetrics {
  return { pool: null, database: null, analytics: null, ussdSessions: {}, signIns, office };
}

const OFFICE: OfficeMetrics = {
  requests: { open: 7, overdue: 2 },
  grievances: { open: 30, overdue: 4 },
  accountsLocked: 1,
  lanes: [
    { lane: "mail", pending: 3, dead: 1, oldestPendingSeconds: 120 },
    { lane: "sms", pending: 0, dead: 0, oldestPendingSeconds: 0 },
  ],
  siteMail: [{ kind: "grievance acknowledgement", lastMinute: 12, perMinute: 240 }],
  newsletter: null,
  baseBackupSeconds: 1_800_000_000,
  dumpSeconds: null,
  wal: { archived: 10, failed: 0, lastArchivedSeconds: 1_800_000_100, lastFailedSeconds: null },
};

const line = (text: string, series: string) => text.split("\n").find((entry) => entry.startsWith(`${series} `));

describe("the metrics", () => {
  it("count requests by route, method and status code, and the page cache's stale answers as they grow", async () => {
    let staleServed = 0;
    const metrics = createMetrics({
      running: { metrics: () => Promise.resolve(siteReport(null)) },
      renders: () => ({ rendering: 0, waiting: 0 }),
      pageCache: () => ({ entries: 4, bytes: 100, staleServed }),
    });
    metrics.record({ method: "POST", route: "/staff/sign-in", status: 401, ms: 3, cache: "none" });
    metrics.record({ method: "BREW", route: "/*", status: 404, ms: 1, cache: "none" });
    staleServed = 3;
    const text = await metrics.registry.metrics();
    expect(line(text, 'nassco_http_requests_total{route="/staff/sign-in",method="POST",status="401"}')).toBeDefined();
    expect(line(text, 'nassco_http_requests_total{route="/*",method="other",status="404"}')).toBeDefined();
    expect(line(text, "nassco_page_cache_entries")).toBe("nassco_page_cache_entries 4");
    expect(line(text, "nassco_page_cache_stale_served_total")).toBe("nassco_page_cache_stale_served_total 3");
    staleServed = 5;
    expect(line(await metrics.registry.metrics(), "nassco_page_cache_stale_served_total")).toBe("nassco_page_cache_stale_served_total 5");
    // The public site's process has none of the back office's series.
    expect(text).not.toContain("nassco_queue_open");
  });

  it("give the back office's figures by queue, lane and kind, and nothing while the database is away", async () => {
    let office: OfficeMetrics | null = OFFICE;
    const metrics = createMetrics({
      running: { metrics: () => Promise.resolve(siteReport(office, [{ step: "password", result: "wrong", count: 2 }])) },
      renders: () => ({ rendering: 0, waiting: 0 }),
      pageCache: () => ({ entries: 0, bytes: 0, staleServed: 0 }),
      office: true,
    });
    const text = await metrics.registry.metrics();
    expect(line(text, 'nassco_queue_overdue{queue="grievances"}')).toBe('nassco_queue_overdue{queue="grievances"} 4');
    expect(line(text, 'nassco_outbox_oldest_pending_age_seconds{lane="mail"}')).toBe(
      'nassco_outbox_oldest_pending_age_seconds{lane="mail"} 120',
    );
    expect(line(text, 'nassco_backup_last_good_timestamp_seconds{kind="base"}')).toBe(
      'nassco_backup_last_good_timestamp_seconds{kind="base"} 1800000000',
    );
    expect(text).not.toContain('kind="dump"');
    expect(line(text, 'nassco_site_mail_last_minute{kind="grievance acknowledgement"}')).toBe(
      'nassco_site_mail_last_minute{kind="grievance acknowledgement"} 12',
    );
    expect(line(text, 'nassco_site_mail_per_minute_bound{kind="grievance acknowledgement"}')).toMatch(/ 240$/);
    expect(line(text, "nassco_wal_last_failed_timestamp_seconds")).toBe("nassco_wal_last_failed_timestamp_seconds Nan");
    expect(line(text, 'nassco_staff_sign_ins_total{step="password",result="wrong"}')).toMatch(/ 2$/);
    expect(text).not.toContain("nassco_newsletter_messages{");
    office = null;
    // One read of the site's figures serves a whole scrape; the next scrape reads again.
    await new Promise((resolve) => setImmediate(resolve));
    const away = await metrics.registry.metrics();
    // An outage is not an empty queue: NaN (prom-client writes Nan), or no series for a labelled figure.
    expect(line(away, "nassco_staff_accounts_locked")).toBe("nassco_staff_accounts_locked Nan");
    expect(away).not.toContain("nassco_queue_open{");
    expect(line(away, 'nassco_staff_sign_ins_total{step="password",result="wrong"}')).toMatch(/ 2$/);
  });
});
