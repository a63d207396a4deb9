import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, STAFF_COOKIE, STAFF_SITE_URL, type StaffBrowser } from "./support/staff";
import { afterOfficeFirstRound } from "./support/office-jobs";
import { scaled } from "../support/time-scale";
import { GROWTH_BUDGET } from "../../scripts/bench/growth";

/**
 * The request officer's queue and exports at ten times the office's years
 * of work (issue 47): 10,000 requests, most decided, a backlog open, each
 * with its audit trail. What is asserted does not depend on the machine's
 * speed: every page answers, the pager walks by key without a repeat or a
 * gap, no plan reads a large table whole, and an export's memory does not
 * grow with its rows.
 */
const REQUESTS = 10_000;
/** Free text at its limits (2,000 characters, 500 for a place), so that the export's size dwarfs the garbage collector's slack. */
const LONG_TEXT = 2_000;

let site: TestSite;
let staffBase: string;
let officer: { name: string; browser: StaffBrowser };

/**
 * Requests over ten years, recent years holding more; all but the last eight
 * weeks' (and one in fifty older ones) decided; every move in the audit log
 * as the workflow writes it. Set-based, in one statement.
 */
async function growRequests(ownerUrl: string, count: number, assignees: string[]): Promise<void> {
  await withClient(ownerUrl, async (client) => {
    await client.query(
      `WITH made AS (
         INSERT INTO data_access_request (
           reference, organization_name, office_address, email_address, sector, wants_households, wants_individuals, wants_location,
           household_criteria, requester_name, designation, request_date, channel, created_at, status, assignee, decision_note,
           decided_at, purpose, data_protection, location_state, location_lgas, location_wards, location_communities)
         SELECT 'DAR-' || to_char(a.at AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || lpad(nextval('data_access_request_number_seq')::text, 6, '0'),
                'Scale test organisation ' || i, 'Illustrative address ' || i || ', Abuja', 'requester-' || i || '@example.invalid',
                'Research', true, false, true, ARRAY['Household size'], 'Illustrative Requester ' || i, 'Research officer',
                (a.at AT TIME ZONE 'Africa/Lagos')::date, 'web form', a.at, s.status,
                CASE WHEN s.status <> 'received' OR i % 4 = 0 THEN ($3::text[])[1 + i % cardinality($3::text[])] END,
                CASE WHEN s.status IN ('approved', 'declined', 'needs_information') THEN left(repeat('Illustrative note ' || i || '. ', 200), $2) END,
                CASE WHEN s.status IN ('approved', 'declined', 'withdrawn') THEN a.at + make_interval(days => 3 + i % 25) END,
                left(repeat('Illustrative purpose ' || i || '. ', 200), $2), left(repeat('Kept encrypted, then deleted. ', 200), $2),
                left(repeat('Kano, ', 100), $2 / 4), left(repeat('Dala, Gwale, ', 100), $2 / 4), left(repeat('Ward ' || i || ', ', 100), $2 / 4),
                left(repeat('Community ' || i || ', ', 100), $2 / 4)
         FROM generate_series(1, $1::integer) AS i,
              LATERAL (SELECT now() - make_interval(secs => (1 - sqrt(i::double precision / $1)) * 10 * 365 * 86400 + 3600) AS at) a,
              LATERAL (SELECT CASE WHEN a.at > now() - interval '8 weeks' OR i % 50 = 0
                                   THEN (ARRAY['received', 'under_review', 'needs_information'])[1 + i % 3]
                                   ELSE (ARRAY['approved', 'approved', 'declined', 'withdrawn'])[1 + i % 4] END AS status) s
         RETURNING reference, status, assignee, decision_note, created_at, decided_at)
       INSERT INTO audit_log (at, actor, action, subject, before, after)
       SELECT m.created_at + interval '1 day', 'scale_test', 'status change', m.reference,
              jsonb_build_object('status', 'received', 'assignee', NULL, 'decision_note', NULL),
              jsonb_build_object('status', 'under_review', 'assignee', m.assignee, 'decision_note', NULL)
       FROM made m WHERE m.status <> 'received'
       UNION ALL
       SELECT m.decided_at, 'scale_test', 'status change', m.reference,
              jsonb_build_object('status', 'under_review', 'assignee', m.assignee, 'decision_note', NULL),
              jsonb_build_object('status', m.status, 'assignee', m.assignee, 'decision_note', m.decision_note)
       FROM made m WHERE m.decided_at IS NOT NULL`,
      [count, LONG_TEXT, assignees],
    );
    // As autovacuum would soon after: statistics for the planner, and the visibility map the index-only counts rely on.
    await client.query("VACUUM ANALYZE data_access_request");
    await client.query("VACUUM ANALYZE audit_log");
  });
}

/** The scratch database as the cluster's superuser, who alone may load auto_explain. */
function superuserUrl(): string {
  const url = new URL(process.env.TEST_SUPERUSER_DATABASE_URL!);
  url.pathname = new URL(site.databaseUrl).pathname;
  return url.href;
}

beforeAll(async () => {
  // The back office's heap capped as production caps it (server/supervisor.ts, decision 0096): the export's
  // memory below is then what is deployed, not the collector's slack on a heap with no cap near.
  ({ site, staffBase } = await startStaffTestSite());
  // Its first round of retention and escalation over before the data grows: it will not run on it beside the test.
  await afterOfficeFirstRound(site);
  officer = await signedInStaff(site, staffBase, ["request_officer"]);
  await growRequests(site.databaseUrl, REQUESTS, [officer.name, "scale_colleague"]);
}, scaled(180_000));

afterAll(async () => {
  await site?.close();
});

const referencesIn = (html: string) =>
  [...html.matchAll(/<a href="\/staff\/requests\/(DAR-\d{4}-\d{6})"[^>]*>/g)].map((match) => match[1]!);
const linkIn = (html: string, rel: "next" | "prev") => {
  const href = new RegExp(`<a [^>]*href="([^"]+)"[^>]*rel="${rel}"`).exec(html)?.[1];
  return href ? href.replaceAll("&amp;", "&").replace(/#.*$/, "") : null;
};

describe("the queue at 10,000 requests", () => {
  it("answers every tab and the request's own pages for a signed-in request officer", async () => {
    for (const view of ["new", "mine", "unassigned", "overdue", "open", "decided"]) {
      const page = await officer.browser.get(`/staff/requests?view=${view}`);
      expect(page.status, view).toBe(200);
      expect(referencesIn(page.text).length, view).toBeGreaterThan(0);
      expect(referencesIn(page.text).length, view).toBeLessThanOrEqual(50);
    }
    // The latest decision: the hourly retention job, which runs beside this test, erases the oldest ones,
    // and an erased request's attachments page answers 410 by design.
    const { rows } = await site.db.query<{ reference: string }>(
      "SELECT reference FROM data_access_request WHERE decided_at IS NOT NULL ORDER BY decided_at DESC LIMIT 1",
    );
    const reference = rows[0]!.reference;
    for (const path of [
      `/staff/requests/${reference}`,
      `/staff/requests/${reference}/attachments`,
      "/staff/requests/new",
      "/staff/requests/export",
    ])
      expect((await officer.browser.get(path)).status, path).toBe(200);
    // An address whose place in the queue was edited: the first page, and a 400 that says so.
    const edited = await officer.browser.get("/staff/requests?view=open&after=2026-02-30T00:00:00.000000Z_1");
    expect(edited.status).toBe(400);
    expect(edited.text).toContain("That place in the queue is not one this page knows");
    expect(referencesIn(edited.text).length).toBe(50);
  });

  it("pages forward and back by key, without a repeat or a gap, in the view's order", async () => {
    for (const [view, order, pages] of [
      ["open", "decided_at IS NULL ORDER BY created_at, id", Infinity],
      ["decided", "decided_at IS NOT NULL ORDER BY decided_at DESC, id DESC", 6],
    ] as const) {
      const expected = (await site.db.query<{ reference: string }>(`SELECT reference FROM data_access_request WHERE ${order}`)).rows.map(
        (row) => row.reference,
      );
      const forward: string[][] = [];
      let address: string | null = `/staff/requests?view=${view}`;
      let last = "";
      while (address && forward.length < pages) {
        const page = await officer.browser.get(address);
        expect(page.status, address).toBe(200);
        forward.push(referencesIn(page.text));
        address = linkIn(page.text, "next");
        last = page.text;
      }
      const seen = forward.flat();
      expect(new Set(seen).size, view).toBe(seen.length);
      expect(seen, view).toEqual(expected.slice(0, seen.length));
      if (pages === Infinity) expect(seen.length, view).toBe(expected.length);
      // And back, page by page, to the first, which has no Previous.
      const backward: string[][] = [];
      address = linkIn(last, "prev");
      while (address) {
        const page = await officer.browser.get(address);
        expect(page.status, address).toBe(200);
        backward.push(referencesIn(page.text));
        address = linkIn(page.text, "prev");
      }
      expect(backward.reverse(), view).toEqual(forward.slice(0, -1));
    }
  });

  it("reads no large table whole: every view, the counts, a request with its history, the digest", async () => {
    const { rows } = await site.db.query<{ reference: string }>(
      "SELECT subject AS reference FROM audit_log WHERE action = 'status change' ORDER BY id DESC LIMIT 1",
    );
    const token = officer.browser.tokenHash();
    const plans: string[] = [];
    await withClient(superuserUrl(), async (client) => {
      client.on("notice", (notice) => plans.push(notice.message ?? ""));
      await client.query("LOAD 'auto_explain'");
      await client.query("SET auto_explain.log_min_duration = 0");
      await client.query("SET auto_explain.log_nested_statements = on");
      await client.query("SET auto_explain.log_level = 'notice'");
      for (const view of ["new", "mine", "unassigned", "overdue", "open", "decided"]) {
        const first = await client.query<{ key: string }>("SELECT key FROM staff_requests($1, $2, 50)", [token, view]);
        const last = first.rows.at(-1)!.key;
        await client.query("SELECT key FROM staff_requests($1, $2, 50, $3)", [token, view, last]);
        await client.query("SELECT key FROM staff_requests($1, $2, 50, $3, true)", [token, view, last]);
      }
      await client.query("SELECT staff_request_counts($1)", [token]);
      await client.query("SELECT * FROM staff_request($1, $2)", [token, rows[0]!.reference]);
      await client.query("BEGIN");
      await client.query("DELETE FROM maintenance_run WHERE job = 'daily digest'");
      const digest = await client.query<{ digest: { overdue: unknown[] } }>("SELECT staff_daily_digest_take(now(), 0) AS digest");
      expect(digest.rows[0]!.digest.overdue.length).toBeGreaterThan(0);
      await client.query("ROLLBACK");
    });
    // The tally the counts read agrees with the table, after the growth's one big statement and retention's updates.
    expect(
      await site.count(
        "SELECT count(*) FROM ((SELECT status, count(*) FROM data_access_request GROUP BY status) EXCEPT SELECT key, sum(n) FROM statistic_tally WHERE fact = 'request status' GROUP BY key) d",
      ),
    ).toBe(0);
    const read = plans.join("\n");
    // The plans are there, and each table is read through an index.
    expect(read).toMatch(/Index (Only )?Scan (Backward )?using data_access_request_decided/);
    expect(read).toMatch(/Index (Only )?Scan using audit_log_subject/);
    expect(plans.filter((plan) => /Seq Scan on (data_access_request|audit_log)\b/.test(plan))).toEqual([]);
  });

  it(
    "agrees with the day-by-day count of working days, holidays, weekends, same days and reversed ranges included",
    { timeout: scaled(120_000) },
    async () => {
      await withClient(site.databaseUrl, async (client) => {
        // A holiday on a Saturday, and old ones, besides those the migration adds.
        await client.query(
          `INSERT INTO public_holiday (day, name) VALUES ('2026-11-28', 'Saturday test holiday'), ('2019-12-25', 'Christmas Day'),
         ('2019-12-26', 'Boxing Day'), ('2020-01-01', 'New Year''s Day') ON CONFLICT DO NOTHING`,
        );
        const { rows } = await client.query<{ compared: number; different: number; overdue_different: number }>(
          `WITH days AS (
           -- The definition the migration replaced: a series of days, each probed for a holiday.
           SELECT a, b, (SELECT count(*)::integer
                         FROM generate_series((a AT TIME ZONE 'Africa/Lagos')::date + 1, (b AT TIME ZONE 'Africa/Lagos')::date, interval '1 day') g(at)
                         WHERE extract(isodow FROM g.at) < 6 AND NOT EXISTS (SELECT FROM public_holiday h WHERE h.day = g.at::date)) AS old
           FROM (SELECT a, CASE WHEN r < 0.1 THEN a
                                WHEN r < 0.25 THEN a - s * interval '120 days'
                                WHEN r < 0.4 THEN a + s * interval '30 hours'
                                ELSE a + s * interval '900 days' END AS b
                 FROM (SELECT timestamptz '2018-01-01' + random() * interval '10 years' AS a, random() AS r, random() AS s
                       FROM generate_series(1, 5000)) x
                 UNION ALL VALUES (NULL::timestamptz, now()), (now(), NULL),
                       ('2026-04-02T23:30:00Z'::timestamptz, '2026-04-07T08:00:00+01:00'::timestamptz)) pairs)
         SELECT count(*)::integer AS compared,
                count(*) FILTER (WHERE working_days_between(a, b) IS DISTINCT FROM old)::integer AS different,
                count(*) FILTER (WHERE b IS NOT NULL AND a IS NOT NULL AND (a < request_overdue_since(b)) <> (old > 10))::integer AS overdue_different
         FROM days`,
        );
        expect(rows[0]).toEqual({ compared: 5_003, different: 0, overdue_different: 0 });
      });
    },
  );
});

/** The back office's own process (server/supervisor.ts forks it with the role "office"), found by its port. */
function officeProcess(): number {
  const port = new URL(staffBase).port;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (command.at(-2) !== "office" && command.at(-1) !== "office") continue;
      if (readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(`STAFF_PORT=${port}`)) return Number(entry);
    } catch {
      // A process that ended while we looked.
    }
  }
  throw new Error(`No back-office process serves port ${port}`);
}

/** A figure of /proc/<pid>/status, in bytes. */
const statusBytes = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

describe("exports at 10,000 requests", () => {
  async function exported(since: string, format: "csv" | "xlsx"): Promise<Buffer> {
    await officer.browser.get("/staff/requests/export");
    const response = await fetch(`${staffBase}/staff/requests/export/download`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: STAFF_SITE_URL,
        Cookie: `${STAFF_COOKIE}=${officer.browser.cookie}`,
        "X-Forwarded-For": officer.browser.client,
      },
      body: new URLSearchParams({ csrf: officer.browser.csrf!, since, format }),
    });
    expect(response.status, format).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  /** How far the process's resident size rose above where it stood, during one export (the peak, reset first). */
  async function growthDuring(
    pid: number,
    since: string,
    format: "csv" | "xlsx",
  ): Promise<{ growth: number; bytes: number; file: Buffer }> {
    const before = statusBytes(pid, "VmRSS");
    // 5 resets the peak resident size to the current one (proc(5), clear_refs).
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const file = await exported(since, format);
    return { growth: statusBytes(pid, "VmHWM") - before, bytes: file.length, file };
  }

  it("streams every row as CSV and XLSX in memory that does not grow with the rows", { timeout: scaled(300_000) }, async () => {
    const pid = officeProcess();
    const count = (since: string) => site.count("SELECT count(*) FROM data_access_request WHERE created_at >= $1::date", [since]);
    // About a tenth of the requests are from the last year; all of them since 2000.
    const recent = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const everything = "2000-01-01";
    const [few, all] = [await count(recent), await count(everything)];
    expect(all).toBeGreaterThanOrEqual(REQUESTS);
    expect(few).toBeLessThan(all / 3);

    // Once each first, so that the code and its caches are loaded before anything is measured.
    await exported(recent, "csv");
    await exported(recent, "xlsx");
    const sizes: Record<string, { few: number; all: number; bytes: number }> = {};
    for (const format of ["csv", "xlsx"] as const) {
      const small = await growthDuring(pid, recent, format);
      const large = await growthDuring(pid, everything, format);
      sizes[format] = { few: small.growth, all: large.growth, bytes: large.bytes };
      if (format === "csv") {
        const records = parseCsv<Record<string, string>>(large.file, { bom: true, columns: true });
        expect(records).toHaveLength(all);
        expect(new Set(records.map((record) => record.Reference)).size).toBe(all);
        // Long texts arrive whole. The oldest rows may have had their details erased by the back office's
        // retention job (it runs 5 s after start), so the newest of the fixture's rows is the one read.
        const newest = records.findLast((record) => record.Organisation!.startsWith("Scale test organisation"));
        expect(newest!["What the data is for"]).toHaveLength(LONG_TEXT);
      } else {
        // Read back a row at a time, as a spreadsheet's size would otherwise need.
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([large.file]), { worksheets: "emit", sharedStrings: "cache" });
        const references: string[] = [];
        let headings: unknown[] = [];
        for await (const sheet of reader)
          for await (const row of sheet) {
            if (row.number === 1) headings = (row.values as unknown[]).slice(1);
            else references.push(String((row.values as unknown[])[1]));
          }
        expect(headings[0]).toBe("Reference");
        expect(references).toHaveLength(all);
        expect(new Set(references).size).toBe(all);
        expect(references[0]).toMatch(/^DAR-\d{4}-\d{6}$/);
      }
    }
    console.info("export memory", JSON.stringify(sizes));
    for (const [format, { few, all: growth }] of Object.entries(sizes)) {
      // Ten times the rows, and the process grows by no more than the budget's constant over the small
      // export (docs/budgets.md): the file held whole would be more (its text as strings, twice it).
      expect(growth - few, format).toBeLessThan(GROWTH_BUDGET.exportMemoryBytes);
      expect(GROWTH_BUDGET.exportMemoryBytes).toBeLessThan(sizes.csv!.bytes);
    }
    // Each export recorded with its format and its count, as before.
    const { rows } = await site.db.query<{ after: { format: string; requests: number } }>(
      "SELECT after FROM audit_log WHERE action = 'export' AND actor = $1 ORDER BY id DESC LIMIT 1",
      [officer.name],
    );
    expect(rows[0]!.after).toMatchObject({ format: "xlsx", requests: all });
  });
});
