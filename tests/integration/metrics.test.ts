import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/app-process";
import { withClient } from "../../server/database/pg";
import type { TestSite } from "./support/site";
import { signedInStaff, StaffBrowser, startStaffTestSite } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The metrics port (METRICS_PORT) and the health checks, on the built site:
 * every series is there, requests and page-cache hits count, the outbox's
 * figures come from the database, and the public port never shows them.
 */
let site: TestSite;
let staffBase: string;
/** The back office's own metrics listener (OFFICE_METRICS_PORT). */
let officeMetricsUrl: string;

const SERIES = [
  "http_request_duration_seconds_bucket",
  "http_request_duration_seconds_count",
  "http_request_duration_seconds_sum",
  "nassco_page_cache_hits_total",
  "nassco_page_cache_misses_total",
  "nassco_page_cache_bytes",
  "nassco_page_cache_entries",
  "nassco_page_cache_stale_served_total",
  "nassco_http_requests_total",
  "nassco_render_queue_waiting",
  "nassco_renders_in_progress",
  "nassco_database_up",
  "nassco_mail_outbox_pending",
  "nassco_mail_outbox_dead",
  "nassco_mail_outbox_oldest_pending_age_seconds",
  "nassco_retention_last_run_timestamp_seconds",
  "nassco_sms_messages",
  "nassco_sms_outbox_oldest_pending_age_seconds",
  "nassco_db_pool_connections",
  "nassco_db_pool_idle_connections",
  "nassco_db_pool_waiting_queries",
  "nassco_analytics_buffered",
  "nassco_analytics_dropped_total",
  "process_resident_memory_bytes",
  "nodejs_eventloop_lag_p99_seconds",
];

/** The back office's series: each there, once the database has answered (a labelled one once it has a value). */
const OFFICE_SERIES = [
  "nassco_http_requests_total",
  "nassco_staff_accounts_locked",
  "nassco_queue_open",
  "nassco_queue_overdue",
  "nassco_outbox_pending",
  "nassco_outbox_dead",
  "nassco_outbox_oldest_pending_age_seconds",
  "nassco_site_mail_last_minute",
  "nassco_site_mail_per_minute_bound",
  "nassco_wal_last_archived_timestamp_seconds",
  "nassco_wal_last_failed_timestamp_seconds",
  "nassco_wal_archived_segments",
  "nassco_wal_archive_failures",
  "nassco_newsletter_last_progress_timestamp_seconds",
];

async function scrape(url = site.app.metricsUrl): Promise<string> {
  const answer = await fetch(`${url}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
  return answer.text();
}

/** One sample's value: the series with exactly these labels, or NaN when it is absent. */
function sample(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? Number.NaN : Number(line.slice(line.lastIndexOf(" ") + 1));
}

const requestsOf = (text: string, route: string) =>
  sample(text, "http_request_duration_seconds_count", `route="${route}",method="GET",status_class="2xx"`) || 0;

const seriesNames = (text: string) =>
  new Set(text.split("\n").flatMap((line) => (line.startsWith("#") || !line ? [] : [line.split(/[{ ]/)[0]])));

beforeAll(async () => {
  const officeMetricsPort = await freePort();
  ({ site, staffBase } = await startStaffTestSite({ LOG_LEVEL: "warn", OFFICE_METRICS_PORT: String(officeMetricsPort) }));
  officeMetricsUrl = `http://127.0.0.1:${officeMetricsPort}`;
}, scaled(90_000));

afterAll(async () => site?.close());

describe("the metrics port", () => {
  it("answers every series", async () => {
    const names = seriesNames(await scrape());
    expect(SERIES.filter((name) => !names.has(name))).toEqual([]);
  });

  it("is not the public port: there, /metrics is an unknown address", async () => {
    const answer = await fetch(`${site.app.baseUrl}/metrics`, { headers: site.visitor() });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("http_request_duration_seconds");
    expect((await fetch(`${site.app.metricsUrl}/anything-else`)).status).toBe(404);
  });

  it("counts a request in the histogram by its route pattern, and a page-cache hit and miss in their counters", async () => {
    const before = await scrape();
    const first = await fetch(`${site.app.baseUrl}/resource-hub/news`, { headers: site.visitor() });
    expect(first.headers.get("x-page-cache")).toBeNull();
    await first.arrayBuffer();
    const second = await fetch(`${site.app.baseUrl}/resource-hub/news`, { headers: site.visitor() });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    await second.arrayBuffer();
    // A response is counted when it has gone, which the client may see a moment earlier.
    await until(
      async () => requestsOf(await scrape(), "/resource-hub/news") === requestsOf(before, "/resource-hub/news") + 2,
      10_000,
      "both requests counted",
    );
    const after = await scrape();
    expect(sample(after, "nassco_page_cache_hits_total")).toBe(sample(before, "nassco_page_cache_hits_total") + 1);
    expect(sample(after, "nassco_page_cache_misses_total")).toBe(sample(before, "nassco_page_cache_misses_total") + 1);
    expect(sample(after, "nassco_page_cache_bytes")).toBeGreaterThan(0);
    expect(sample(after, "nassco_db_pool_connections")).toBeGreaterThan(0);
    expect(sample(after, "nassco_database_up")).toBe(1);
    // Unknown addresses are one pattern, whatever was typed.
    await fetch(`${site.app.baseUrl}/no/such/address/here`, { headers: site.visitor() }).then((answer) => answer.arrayBuffer());
    await until(async () => (await scrape()).includes('route="/*",method="GET",status_class="4xx"'), 10_000, "the 404 counted");
    expect(await scrape()).not.toContain("no/such/address");
  });

  it("reads the outbox's pending and dead mail, and the oldest pending message's age, from the database", async () => {
    const message = (id: string, state: string, age: string, due: string) =>
      site.db.query(
        `INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, state, created_at, next_attempt_at)
         VALUES ($1, 'newsletter confirmation', 'metrics@example.org', 'Test', 'x', 'x', $2, now() - $3::interval, now() + $4::interval)`,
        [`<${id}@metrics.test>`, state, age, due],
      );
    const before = await scrape();
    await message(`dead-${Date.now()}`, "dead", "0 seconds", "0 seconds");
    // Due in a day: the sender leaves it pending while the test reads it.
    await message(`pending-${Date.now()}`, "pending", "2 hours", "1 day");
    const after = await scrape();
    expect(sample(after, "nassco_mail_outbox_dead")).toBe(sample(before, "nassco_mail_outbox_dead") + 1);
    expect(sample(after, "nassco_mail_outbox_pending")).toBe(sample(before, "nassco_mail_outbox_pending") + 1);
    expect(sample(after, "nassco_mail_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(7200);
    await site.db.query("DELETE FROM mail_outbox WHERE message_id LIKE '%@metrics.test>'");
  });

  it("counts text messages by status, with no number or text in the series", async () => {
    const before = await scrape();
    // Due in a day, so no sender takes them; a delivered one and a capped one beside.
    const { rows } = await site.db.query<{ id: string }>(
      `INSERT INTO sms_outbox (kind, recipient, locale, params, state, created_at, next_attempt_at, sent_at, delivery_status)
       VALUES ('request receipt', '+2348030000001', 'en', '{"reference": "DAR-2026-999991"}', 'pending', now() - interval '1 hour', now() + interval '1 day', NULL, NULL),
              ('request receipt', NULL, 'en', '{}', 'sent', now(), now(), now(), 'Success'),
              ('request receipt', NULL, 'en', '{}', 'capped', now(), now(), NULL, NULL)
       RETURNING id`,
    );
    const after = await scrape();
    for (const status of ["pending", "delivered", "capped"])
      expect(sample(after, "nassco_sms_messages", `status="${status}"`)).toBe(
        sample(before, "nassco_sms_messages", `status="${status}"`) + 1,
      );
    expect(sample(after, "nassco_sms_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(3600);
    expect(after).not.toContain("2348030000001");
    await site.db.query("DELETE FROM sms_outbox WHERE id = ANY($1::bigint[])", [rows.map((row) => row.id)]);
  });

  it("gives the retention job's last run once it has run", { timeout: scaled(30_000) }, async () => {
    // Each instance runs it five seconds after it starts.
    await until(
      async () => !Number.isNaN(sample(await scrape(), "nassco_retention_last_run_timestamp_seconds")),
      20_000,
      "a retention run",
    );
    const lastRun = sample(await scrape(), "nassco_retention_last_run_timestamp_seconds");
    expect(Math.abs(lastRun - Date.now() / 1000)).toBeLessThan(600);
  });
});

describe("the back office's metrics port (OFFICE_METRICS_PORT)", () => {
  const office = () => scrape(officeMetricsUrl);
  const count = async (sql: string, params: unknown[] = []) => site.count(sql, params);

  it("answers the back office's series, and the public site's metrics port has none of them", async () => {
    // A request of the back office's, so its request counter has a series.
    await fetch(`${staffBase}/staff/sign-in`).then((answer) => answer.arrayBuffer());
    await until(
      async () => {
        const names = seriesNames(await office());
        return OFFICE_SERIES.every((name) => names.has(name));
      },
      10_000,
      "every office series",
    );
    const names = seriesNames(await scrape());
    expect(OFFICE_SERIES.filter((name) => name !== "nassco_http_requests_total" && names.has(name))).toEqual([]);
  });

  it("counts sign-ins ok and wrong, a locked account, and the requests by route and status", async () => {
    const key = (step: string, result: string) => `step="${step}",result="${result}"`;
    const signIns = (text: string, step: string, result: string) => sample(text, "nassco_staff_sign_ins_total", key(step, result)) || 0;
    const requests = (text: string, status: number) =>
      sample(text, "nassco_http_requests_total", `route="/staff/sign-in",method="POST",status="${status}"`) || 0;
    const before = await office();
    const { name } = await signedInStaff(site, staffBase, ["request_officer"]);
    // Five wrong passwords from one network lock the name there: the sixth is refused unchecked.
    const guesser = new StaffBrowser(staffBase);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await guesser.post("/staff/sign-in", { name, password: `wrong guess ${attempt}` })).status).toBe(401);
    expect((await guesser.post("/staff/sign-in", { name, password: "wrong guess 5" })).status).toBe(429);
    await until(async () => requests(await office(), 429) === requests(before, 429) + 1, 10_000, "the refusal counted");
    const after = await office();
    expect(signIns(after, "password", "ok")).toBe(signIns(before, "password", "ok") + 1);
    expect(signIns(after, "code", "ok")).toBe(signIns(before, "code", "ok") + 1);
    expect(signIns(after, "password", "wrong")).toBe(signIns(before, "password", "wrong") + 5);
    expect(signIns(after, "password", "locked")).toBe(signIns(before, "password", "locked") + 1);
    expect(requests(after, 401)).toBe(requests(before, 401) + 5);
    expect(requests(after, 303)).toBe(requests(before, 303) + 1);
    expect(sample(after, "nassco_staff_accounts_locked")).toBe(sample(before, "nassco_staff_accounts_locked") + 1);
    // Neither the name nor the network is in any series.
    expect(after).not.toContain(name);
    expect(after).not.toContain(guesser.client);
  });

  it("counts an account locked by tries spread over many networks, one each", async () => {
    const { name } = await signedInStaff(site, staffBase, ["editor"]);
    const before = sample(await office(), "nassco_staff_accounts_locked");
    // Twenty password checks on the name in 15 minutes, from twenty networks (decision 0085): no
    // network reaches its own five, but the name is locked everywhere.
    await site.db.query(
      `INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
       SELECT a.id, (SELECT l.name_key FROM staff_sign_in_log l WHERE l.account_id = a.id LIMIT 1), '198.51.100.' || i, 'password_check'
       FROM staff_account a, generate_series(1, 20) i WHERE a.name = $1`,
      [name],
    );
    expect(sample(await office(), "nassco_staff_accounts_locked")).toBe(before + 1);
  });

  it("gives the queues as the database holds them, overdue as the queues count it", async () => {
    const org = `Metrics Overdue Trust ${process.pid}`;
    await site.db.query(
      `INSERT INTO data_access_request (organization_name, office_address, sector, wants_households, wants_individuals, wants_location, channel, created_at)
       VALUES ($1, '6 Road', 'Research', false, false, false, 'web form', now() - interval '40 days')`,
      [org],
    );
    await site.db.query(
      `INSERT INTO grievance (category, description, state, channel, phone, email, contact_name, may_contact, created_at)
       VALUES ('payment-not-received', $1, 'Kano', 'sms', '+2348012345679', 'metrics@example.org', 'Amina Metrics', true, now() - interval '90 days')`,
      [`Metrics grievance ${process.pid}`],
    );
    const text = await office();
    const queue = (name: string, queueName: string) => sample(text, name, `queue="${queueName}"`);
    expect(queue("nassco_queue_open", "requests")).toBe(await count("SELECT count(*) FROM data_access_request WHERE decided_at IS NULL"));
    expect(queue("nassco_queue_overdue", "requests")).toBe(
      await count("SELECT count(*) FROM data_access_request WHERE decided_at IS NULL AND created_at < request_overdue_since(now())"),
    );
    expect(queue("nassco_queue_overdue", "requests")).toBeGreaterThanOrEqual(1);
    expect(queue("nassco_queue_open", "grievances")).toBe(await count("SELECT count(*) FROM grievance WHERE resolved_at IS NULL"));
    expect(queue("nassco_queue_overdue", "grievances")).toBe(
      await count("SELECT count(*) FROM grievance WHERE resolved_at IS NULL AND expected_on < (now() AT TIME ZONE 'Africa/Lagos')::date"),
    );
    expect(queue("nassco_queue_overdue", "grievances")).toBeGreaterThanOrEqual(1);
    for (const personal of [org, "Metrics grievance", "2348012345679", "metrics@example.org", "Amina"])
      expect(text).not.toContain(personal);
  });

  it("gives each outbox lane's oldest waiting message, newsletters apart from the mail lane", async () => {
    // Due in a day, so no sender takes it while the test reads it.
    await site.db.query(
      `INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, created_at, next_attempt_at)
       VALUES ($1, 'newsletter confirmation', 'lane@example.org', 'Test', 'x', 'x', now() - interval '3 hours', now() + interval '1 day')`,
      [`<lane-${Date.now()}@metrics.test>`],
    );
    const text = await office();
    expect(sample(text, "nassco_outbox_oldest_pending_age_seconds", 'lane="mail"')).toBeGreaterThanOrEqual(3 * 3600);
    expect(sample(text, "nassco_outbox_pending", 'lane="mail"')).toBe(
      await count("SELECT count(*) FROM mail_outbox WHERE state IN ('pending', 'sending') AND priority < 3"),
    );
    expect(sample(text, "nassco_outbox_dead", 'lane="sms"')).toBe(await count("SELECT count(*) FROM sms_outbox WHERE state = 'dead'"));
    expect(text).not.toContain("lane@example.org");
    await site.db.query("DELETE FROM mail_outbox WHERE message_id LIKE '<lane-%@metrics.test>'");
  });

  it("gives the latest newsletter's copies by state, as the database holds them", async () => {
    // Written as the queueing leaves them, with no copy in the outbox, so no sender touches them.
    const { rows } = await site.db.query<{ id: string }>(
      `WITH subscribers AS (
         INSERT INTO newsletter_subscriber (email, source_page, status, confirmed_at)
         SELECT 'metrics-reader' || n || '@example.org', '/', 'confirmed', now() FROM generate_series(1, 3) AS n RETURNING id
       ), issue AS (
         INSERT INTO newsletter_issue (subject, state, created_by, updated_by, queued_by, queued_at, recipients)
         VALUES ('Metrics issue', 'queued', 'test', 'test', 'test', now(), 3) RETURNING id
       )
       INSERT INTO newsletter_delivery (issue_id, subscriber_id, message_id, unsubscribe_sha256, state, sent_at)
       SELECT issue.id, s.id, '<metrics-' || s.id || '@metrics.test>', encode(sha256(s.id::text::bytea), 'hex'),
              CASE WHEN row_number() OVER () = 1 THEN 'sent' ELSE 'pending' END,
              CASE WHEN row_number() OVER () = 1 THEN now() - interval '20 minutes' END
       FROM issue, subscribers s RETURNING issue_id AS id`,
    );
    const text = await office();
    expect(sample(text, "nassco_newsletter_messages", 'state="queued"')).toBe(2);
    expect(sample(text, "nassco_newsletter_messages", 'state="sent"')).toBe(1);
    expect(sample(text, "nassco_newsletter_messages", 'state="failed"')).toBe(0);
    // Its last progress is when it was queued, later than the copy "sent" 20 minutes before.
    expect(Math.abs(sample(text, "nassco_newsletter_last_progress_timestamp_seconds") - Date.now() / 1000)).toBeLessThan(60);
    expect(text).not.toContain("metrics-reader");
    await site.db.query("DELETE FROM newsletter_issue WHERE id = $1", [rows[0]!.id]);
    await site.db.query("DELETE FROM newsletter_subscriber WHERE email LIKE 'metrics-reader%@example.org'");
  });

  it("gives the last good base backup the backup login recorded, which no other login may record", async () => {
    const superuser = new URL(process.env.TEST_SUPERUSER_DATABASE_URL!);
    superuser.pathname = new URL(site.databaseUrl).pathname;
    await withClient(superuser.href, async (client) => {
      await client.query("SET ROLE nassco_backup");
      await client.query("SELECT backup_recorded('base')");
    });
    await expect(withClient(site.appDatabaseUrl, (client) => client.query("SELECT backup_recorded('base')"))).rejects.toThrow(
      /permission denied/,
    );
    const recorded = sample(await office(), "nassco_backup_last_good_timestamp_seconds", 'kind="base"');
    expect(Math.abs(recorded - Date.now() / 1000)).toBeLessThan(60);
  });

  it("hold no address, number or reference in any series of either process, after all of the above", async () => {
    for (const text of [await office(), await scrape()]) {
      const samples = text.split("\n").filter((entry) => entry && !entry.startsWith("#"));
      expect(samples.filter((entry) => /@|\+234|DAR-\d|GRV-\d|198\.51\.100\./.test(entry))).toEqual([]);
    }
  });
});

describe("/livez and /readyz", () => {
  it("answer on both ports, are never stored, and say no more than a status", async () => {
    for (const origin of [site.app.baseUrl, site.app.metricsUrl]) {
      for (const path of ["/livez", "/readyz", "/readyz"]) {
        const answer = await fetch(origin + path, { headers: site.visitor() });
        expect(answer.status, origin + path).toBe(200);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(answer.headers.get("x-page-cache")).toBeNull();
        expect(await answer.json()).toEqual({ status: "ok" });
      }
    }
  });

  it("/readyz is 503 while a migration this build has is not applied", async () => {
    const { rows } = await site.db.query<{ id: string }>(
      "SELECT id FROM _prisma_migrations WHERE migration_name = '20261129090000_observability'",
    );
    expect(rows).toHaveLength(1);
    await site.db.query("UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = $1", [rows[0]!.id]);
    try {
      const answer = await fetch(`${site.app.baseUrl}/readyz`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: "unavailable", reason: "the database lacks migrations this build has" });
    } finally {
      await site.db.query("UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE id = $1", [rows[0]!.id]);
    }
    expect((await fetch(`${site.app.baseUrl}/readyz`)).status).toBe(200);
  });
});
