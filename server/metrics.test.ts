import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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

describe("the certificate's expiry", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "nassco-certificate-"));
  const file = path.join(dir, "fullchain.pem");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A self-signed certificate for `days` written to `file`, and its notAfter as openssl reads it (Unix time). */
  function certificate(days: number): number {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", String(days)].concat([
        "-subj",
        "/CN=nassco.test",
        "-keyout",
        path.join(dir, "privkey.pem"),
        "-out",
        file,
      ]),
      { stdio: "ignore" },
    );
    const notAfter = execFileSync("openssl", ["x509", "-in", file, "-noout", "-enddate"], { encoding: "utf8" }).replace(/^notAfter=/, "");
    return Date.parse(notAfter) / 1000;
  }
  const SERIES = "nassco_tls_certificate_expiry_timestamp_seconds";
  const officeMetrics = (warnings: string[], office = true) =>
    createMetrics({
      running: { metrics: () => Promise.resolve(siteReport(null)) },
      renders: () => ({ rendering: 0, waiting: 0 }),
      pageCache: () => ({ entries: 0, bytes: 0, staleServed: 0 }),
      office,
      tlsCertificateFile: file,
      warn: (text) => warnings.push(text),
    });

  it("is the notAfter of the file's certificate, read again at each scrape, so a renewal shows at the next", async () => {
    const warnings: string[] = [];
    const metrics = officeMetrics(warnings);
    const first = certificate(30);
    expect(line(await metrics.registry.metrics(), SERIES)).toBe(`${SERIES} ${first}`);
    const renewed = certificate(90);
    expect(renewed).toBeGreaterThan(first);
    expect(line(await metrics.registry.metrics(), SERIES)).toBe(`${SERIES} ${renewed}`);
    expect(warnings).toEqual([]);
  });

  it("is no series while the file is missing or not a certificate, and the log says so once until it is read again", async () => {
    rmSync(file, { force: true });
    const warnings: string[] = [];
    const metrics = officeMetrics(warnings);
    for (let scrape = 0; scrape < 2; scrape++) {
      const text = await metrics.registry.metrics();
      expect(line(text, SERIES)).toBeUndefined();
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`TLS_CERTIFICATE_FILE ${file} cannot be read`);
    const notAfter = certificate(10);
    expect(line(await metrics.registry.metrics(), SERIES)).toBe(`${SERIES} ${notAfter}`);
    writeFileSync(file, "-----BEGIN CERTIFICATE-----\nnot one\n-----END CERTIFICATE-----\n");
    expect(line(await metrics.registry.metrics(), SERIES)).toBeUndefined();
    expect(line(await metrics.registry.metrics(), SERIES)).toBeUndefined();
    expect(warnings).toHaveLength(2);
  });

  it("is the back office's alone: the public site's process exports none", async () => {
    certificate(30);
    const text = await officeMetrics([], false).registry.metrics();
    expect(text).not.toContain(SERIES);
  });
});
