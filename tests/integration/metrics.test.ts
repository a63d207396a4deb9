import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";

/**
 * The metrics port (METRICS_PORT) and the health checks, on the built site:
 * every series is there, requests and page-cache hits count, the outbox's
 * figures come from the database, and the public port never shows them.
 */
let site: TestSite;

const SERIES = [
  "http_request_duration_seconds_bucket",
  "http_request_duration_seconds_count",
  "http_request_duration_seconds_sum",
  "nassco_page_cache_hits_total",
  "nassco_page_cache_misses_total",
  "nassco_page_cache_bytes",
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

async function scrape(): Promise<string> {
  const answer = await fetch(`${site.app.metricsUrl}/metrics`);
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

beforeAll(async () => {
  site = await startTestSite({ LOG_LEVEL: "warn" });
}, 90_000);

afterAll(async () => site?.close());

describe("the metrics port", () => {
  it("answers every series", async () => {
    const text = await scrape();
    const names = new Set(text.split("\n").flatMap((line) => (line.startsWith("#") || !line ? [] : [line.split(/[{ ]/)[0]])));
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

  it("gives the retention job's last run once it has run", async () => {
    // Each instance runs it five seconds after it starts.
    await until(
      async () => !Number.isNaN(sample(await scrape(), "nassco_retention_last_run_timestamp_seconds")),
      20_000,
      "a retention run",
    );
    const lastRun = sample(await scrape(), "nassco_retention_last_run_timestamp_seconds");
    expect(Math.abs(lastRun - Date.now() / 1000)).toBeLessThan(600);
  }, 30_000);
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
