import { execFile } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { parseEnv } from "../../app/utils/env.server";
import { migrateAndPrepare } from "../../server/database/open";
import { growData, type GrowthSizes } from "../../scripts/data/grow";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { plansDuring } from "./support/plans";
import { scaled } from "../support/time-scale";

/**
 * The growth fixture (issue 47) adds what it is asked to, through the
 * tables' own constraints and triggers, marks every row as synthetic, tells
 * no story that could not have happened, and refuses a database that may be
 * the office's own unless told otherwise.
 */
let scratch: ScratchDatabase;
let db: pg.Pool;

beforeAll(async () => {
  scratch = await createScratchDatabase({ prepared: true });
  await migrateAndPrepare(
    scratch.url,
    (ownerUrl, log) => prepareSiteData(ownerUrl, log, parseEnv({})),
    () => undefined,
  );
  db = new pg.Pool({ connectionString: scratch.url, max: 2 });
}, scaled(120_000));

afterAll(async () => {
  await db?.end();
  await scratch?.drop();
});

const TABLES = [
  "news_article",
  "vacancy",
  "tender",
  "data_access_request",
  "newsletter_subscriber",
  "page_view_daily",
  "audit_log",
  "grievance",
  "grievance_event",
  "payment_window",
  "payment_window_change",
  "payment_progress",
] as const;

async function counts(): Promise<Record<(typeof TABLES)[number], number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => [table, Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof TABLES)[number], number>;
}

const SMALL: GrowthSizes = {
  articles: 300,
  requests: 1_200,
  subscribers: 2_000,
  pageViews: 9_000,
  grievances: 1_000,
  paymentWindows: 3_096,
  paymentAlertSubscriptions: 2_000,
};

describe("growData", () => {
  it("adds the rows asked for, and the others in proportion, each time it runs", { timeout: scaled(120_000) }, async () => {
    const before = await counts();
    const first = await growData(scratch.url, SMALL);
    const second = await growData(scratch.url, SMALL);
    const after = await counts();
    expect(first.translations).toBe((SMALL.articles / 10) * 4);
    expect(after.news_article - before.news_article).toBe(2 * (SMALL.articles + first.translations));
    expect(after.vacancy - before.vacancy).toBe((2 * SMALL.articles) / 50);
    expect(after.tender - before.tender).toBe((2 * SMALL.articles) / 50);
    expect(after.data_access_request - before.data_access_request).toBe(2 * SMALL.requests);
    expect(after.newsletter_subscriber - before.newsletter_subscriber).toBe(2 * SMALL.subscribers);
    // The second run's page views go on the days before the first's.
    expect(after.page_view_daily - before.page_view_daily).toBe(2 * SMALL.pageViews);
    expect(after.audit_log - before.audit_log).toBeGreaterThanOrEqual(first.auditRows + second.auditRows);
    expect(after.grievance - before.grievance).toBe(2 * SMALL.grievances!);
    // Each case is assigned, most are answered and resolved, some escalated.
    expect(after.grievance_event - before.grievance_event).toBe(first.grievanceEvents + second.grievanceEvents);
    expect(first.grievanceEvents).toBeGreaterThan(3 * SMALL.grievances!);
    // Four cycles of every LGA a run (two still to come, the last opened), each window changed once while live.
    expect(after.payment_window - before.payment_window).toBe(2 * SMALL.paymentWindows!);
    expect(after.payment_window_change - before.payment_window_change).toBe(2 * SMALL.paymentWindows!);
    // Progress for the cycles that have opened, once a cycle and LGA however many runs; the totals written as publishing writes them.
    expect(after.payment_progress - before.payment_progress).toBeGreaterThan(0);
    expect(after.payment_progress - before.payment_progress).toBeLessThanOrEqual(SMALL.paymentWindows!);
    const totals = await db.query(`
      SELECT (SELECT count(*) FROM payment_progress_total n WHERE n.state IS NULL AND n.households_paid <> (
                SELECT sum(s.households_paid) FROM payment_progress_total s
                WHERE s.state IS NOT NULL AND (s.cycle_year, s.cycle_number) = (n.cycle_year, n.cycle_number))) AS unequal,
             (SELECT count(*) FROM payment_progress WHERE households_paid > households_due OR as_at > now()) AS impossible`);
    expect(totals.rows[0]).toEqual({ unequal: "0", impossible: "0" });
    // Alert subscriptions, a recipient each across both runs (one in ten an address with its links' secret), nine in
    // ten confirmed; none of them has news to get.
    const alerts = await db.query(`
      SELECT count(*) AS subscriptions, count(DISTINCT recipient_sha256) AS recipients, count(confirmed_at) AS confirmed,
             count(*) FILTER (WHERE channel = 'email') AS addresses, count(DISTINCT link_token) AS secrets,
             (SELECT count(*) FROM payment_alert) AS news
      FROM payment_alert_subscription WHERE recipient LIKE '+2342%' OR recipient LIKE 'reader%@example.org'`);
    expect(alerts.rows[0]).toEqual({
      subscriptions: "4000",
      recipients: "4000",
      confirmed: "3600",
      addresses: "400",
      secrets: "400",
      news: "0",
    });
  });

  it("marks what it made as synthetic wherever a reader or an officer sees it", async () => {
    const unmarked = await db.query(
      `SELECT id FROM news_article WHERE id LIKE 'growth-%' AND (provenance <> 'illustrative' OR title NOT LIKE '%(illustrative)%')
       UNION ALL SELECT reference FROM data_access_request
       WHERE organization_name LIKE 'Growth fixture%' AND email_address NOT LIKE '%@example.invalid'
       UNION ALL SELECT email FROM newsletter_subscriber WHERE email LIKE 'subscriber-%' AND email NOT LIKE '%@example.invalid'
       UNION ALL SELECT reference FROM grievance
       WHERE description NOT LIKE 'SYNTHETIC —%' OR num_nonnulls(contact_name, phone, email) > 0
       UNION ALL SELECT e.id::text FROM grievance_event e WHERE e.kind = 'reply' AND e.body NOT LIKE 'SYNTHETIC —%'
       UNION ALL SELECT id FROM payment_window WHERE id LIKE 'growth-%' AND provenance <> 'illustrative'`,
    );
    expect(unmarked.rows).toEqual([]);
  });

  it("tells a story that could have happened: nothing in the future, decisions after arrivals, old details erased", async () => {
    const { rows } = await db.query(`
      SELECT
        (SELECT count(*) FROM data_access_request WHERE created_at > now() OR decided_at > now() OR decided_at < created_at) AS impossible_requests,
        (SELECT count(*) FROM data_access_request WHERE decided_at IS NULL) AS open_requests,
        (SELECT count(*) FROM data_access_request WHERE decided_at IS NOT NULL) AS decided_requests,
        (SELECT count(*) FROM data_access_request WHERE personal_data_erased_at IS NOT NULL AND email_address IS NOT NULL) AS erased_with_details,
        (SELECT count(*) FROM data_access_request WHERE personal_data_erased_at IS NOT NULL) AS erased,
        (SELECT count(*) FROM newsletter_subscriber WHERE created_at > now() OR confirmed_at > now() OR unsubscribed_at > now()) AS impossible_subscribers,
        (SELECT count(*) FROM news_article WHERE id LIKE 'growth-%' AND publish_at > now()) AS future_articles,
        (SELECT count(*) FROM page_view_daily WHERE day >= (now() AT TIME ZONE 'Africa/Lagos')::date) AS views_today_or_later,
        (SELECT min(created_at) < now() - interval '9 years' FROM data_access_request) AS years_of_requests,
        (SELECT count(*) FROM grievance WHERE created_at > now() OR resolved_at > now() OR resolved_at < created_at
                                           OR escalated_at < created_at OR escalated_at > coalesce(resolved_at, now())) AS impossible_grievances,
        (SELECT count(*) FROM grievance_event e JOIN grievance g ON g.id = e.grievance
         WHERE e.written_at > now() OR e.written_at < g.created_at) AS impossible_grievance_events,
        (SELECT count(*) FROM grievance WHERE resolved_at IS NULL) AS open_grievances,
        -- Made-up fraud reports must never mail the office an alert.
        (SELECT count(*) FROM grievance WHERE category = 'fraud' AND fraud_alerted_at IS NULL) AS unalerted_fraud,
        (SELECT count(*) FROM grievance WHERE resolved_at IS NOT NULL AND (resolved_at AT TIME ZONE 'Africa/Lagos')::date > expected_on) AS late_grievances`);
    const facts = rows[0];
    expect(facts).toMatchObject({
      impossible_requests: "0",
      erased_with_details: "0",
      impossible_subscribers: "0",
      future_articles: "0",
      views_today_or_later: "0",
      years_of_requests: true,
      impossible_grievances: "0",
      impossible_grievance_events: "0",
      unalerted_fraud: "0",
    });
    expect(Number(facts.open_grievances)).toBeGreaterThan(0);
    expect(Number(facts.late_grievances)).toBeGreaterThan(0);
    expect(Number(facts.open_requests)).toBeGreaterThan(0);
    expect(Number(facts.decided_requests)).toBeGreaterThan(Number(facts.open_requests));
    expect(Number(facts.erased)).toBeGreaterThan(0);
    // Every decision is in the audit log, as the workflow writes it.
    const unaudited = await db.query(
      `SELECT r.reference FROM data_access_request r WHERE r.decided_at IS NOT NULL AND r.organization_name IS DISTINCT FROM NULL
         AND r.reference LIKE 'DAR-%' AND r.assignee = 'growth_fixture'
         AND NOT EXISTS (SELECT FROM audit_log a WHERE a.subject = r.reference AND a.after ->> 'status' = r.status)`,
    );
    expect(unaudited.rows).toEqual([]);
  });
});

describe("a translation saved on grown history (issue 65)", () => {
  it("finds its source's last change of words by the revision index, not by reading every revision", async () => {
    const { rows } = await db.query<{ id: string }>(`SELECT n.id FROM news_article n WHERE n.id LIKE 'growth-%' AND n.locale = 'en'
         AND NOT EXISTS (SELECT FROM news_article t WHERE t.translation_of = n.id) LIMIT 1`);
    const source = rows[0]!.id;
    const plans = await plansDuring(scratch.url, async (admin) => {
      // The grown table is small enough here that a full read would also be cheapest; forbid it, so
      // the plan shows whether the index can serve the trigger's lookup at all. In the "C" collation
      // (a trigger's table name passed on as it comes) it could not, and the plan read every revision.
      await admin.query("SET enable_seqscan = off");
      await admin.query(
        `INSERT INTO news_article (id, slug, title, published_on, excerpt, body, provenance, status, publish_at, locale, translation_of)
         SELECT id || '-collation', slug || '-collation', title, published_on, excerpt, body, provenance, status, publish_at, 'yo', id
         FROM news_article WHERE id = $1`,
        [source],
      );
    });
    expect(plans).toContain("content_revision_item");
    expect(plans).not.toMatch(/Seq Scan on content_revision\b/);
    const saved = await db.query("SELECT source_revision FROM news_article WHERE id = $1", [`${source}-collation`]);
    expect(saved.rows[0].source_revision).not.toBeNull();
  });

  it('has no trigger that hands its table name on in the "C" collation', async () => {
    // A trigger may read TG_TABLE_NAME as it is where no index is involved: into a text variable (whose
    // collation is the default), compared with a literal, quoted as an identifier, or stored.
    const { rows } = await db.query<{ name: string; source: string }>(
      `SELECT p.proname AS name, p.prosrc AS source FROM pg_proc p
       WHERE p.pronamespace = 'public'::regnamespace AND p.prosrc ~* 'tg_table_name'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const handedOn = rows
      .map(({ name, source }) => ({
        name,
        rest: source
          .replace(/\btext\s*:=\s*TG_TABLE_NAME\b/gi, "")
          .replace(/CASE\s+TG_TABLE_NAME\s+WHEN\b/gi, "")
          .replace(/format\('%I',\s*TG_TABLE_NAME\)/gi, "")
          .replace(/VALUES\s*\(\s*TG_TABLE_NAME\s*,/gi, ""),
      }))
      .filter(({ rest }) => /TG_TABLE_NAME/i.test(rest))
      .map(({ name }) => name);
    expect(handedOn).toEqual([]);
  });
});

function npmRun(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const shell = { ...process.env };
  for (const name of ["DATABASE_URL", "DATABASE_OWNER_URL", "NODE_ENV"]) delete shell[name];
  return new Promise((resolve) =>
    execFile(
      "npm",
      ["run", "--silent", "data:grow", "--", ...args],
      { env: { ...shell, ...env }, timeout: scaled(120_000) },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    ),
  );
}

describe("npm run data:grow", () => {
  it("refuses a configured database unless told it is not production, and then grows it", { timeout: scaled(120_000) }, async () => {
    const before = await counts();
    const refused = await npmRun(["--requests", "5"], { DATABASE_OWNER_URL: scratch.url });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/may be\s+the office's own.*--yes-this-is-not-production/s);
    expect((await counts()).data_access_request).toBe(before.data_access_request);

    const grown = await npmRun(["--requests", "5", "--yes-this-is-not-production"], { DATABASE_OWNER_URL: scratch.url });
    expect(grown.stdout).toContain("Added 0 articles");
    expect(grown.code).toBe(0);
    expect((await counts()).data_access_request).toBe(before.data_access_request + 5);
  });
});
