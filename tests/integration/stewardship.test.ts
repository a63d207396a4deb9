import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialsFile } from "../../server/database/credentials";
import { withClient } from "../../server/database/pg";
import { runProductionServer } from "./support/production-server";
import { PRODUCTION_SETTINGS, startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * Roles, the request workflow, the audit trail and retention, each checked
 * through the login that would really do it: the site's (nassco_app), a
 * staff member's own, and the owner's.
 */
let site: TestSite;
const STAFF = `staff_${process.pid}`;
let staffUrl: string;

/** A built command, as staff run it in a deployment. */
function command(script: string, args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, [`build/server/${script}.js`, ...args], {
    env: { ...process.env, DATABASE_URL: site.appDatabaseUrl, DATABASE_OWNER_URL: site.databaseUrl, ...env },
    encoding: "utf8",
  });
  return { code: run.status, output: run.stdout + run.stderr };
}

/** The SQLSTATE of what `sql` raises as this login, or "ok". */
function outcome(url: string, sql: string, params: unknown[] = []): Promise<string> {
  return withClient(url, (client) =>
    client.query(sql, params).then(
      () => "ok",
      (error: { code?: string }) => error.code ?? "error",
    ),
  );
}

let sequence = 0;
/** A request as the site stores it, with whatever workflow state a test needs set by the owner. */
async function request(fields: { email?: string; status?: string; decidedDaysAgo?: number } = {}): Promise<string> {
  sequence += 1;
  const { rows } = await site.db.query<{ reference: string }>(
    `INSERT INTO data_access_request (organization_name, office_address, email_address, sector, wants_households, wants_individuals,
                                      wants_location, requester_name, designation, channel, status, decided_at, created_at)
     VALUES ($1, 'Plot 1, Abuja', $2, 'Research', true, false, false, 'Ada Obi', 'Analyst', 'api', $3,
             CASE WHEN $4::integer IS NULL THEN NULL ELSE now() - make_interval(days => $4::integer) END,
             now() - make_interval(days => coalesce($4::integer, 0) + 20))
     RETURNING reference`,
    [
      `Organisation ${sequence}`,
      fields.email ?? `person${sequence}@example.org`,
      fields.status ?? "received",
      fields.decidedDaysAgo ?? null,
    ],
  );
  return rows[0]!.reference;
}

/** Stored before the site's retention job first runs, a few seconds after it starts. */
let retained: { expired: string; withdrawn: string; recent: string; open: string; statistics: number };
/** A note about the expired request that quotes its requester, as staff should not but might write. */
const NOTE = "Approved. Ada Obi asked us to ring her on 0803 555 0199.";
/** Where the site writes its .eml copies: one from long ago, one from today. */
const mailDir = mkdtempSync(path.join(tmpdir(), "retention-mail-"));
const oldMail = path.join(mailDir, "old.eml");
const newMail = path.join(mailDir, "new.eml");

beforeAll(async () => {
  writeFileSync(oldMail, "To: someone@example.org\n\nOld");
  writeFileSync(newMail, "To: someone@example.org\n\nNew");
  const longAgo = new Date(Date.now() - 91 * 86_400_000);
  utimesSync(oldMail, longAgo, longAgo);
  // Periods the owner's db:prepare writes, as a deployment sets them; the job runs a few seconds after the site starts.
  site = await startTestSite({ RETENTION_DAYS_REQUESTS: "400", RETENTION_DAYS_PAGE_VIEWS: "500", MAIL_DIR: mailDir });
  retained = {
    expired: await request({ status: "approved", decidedDaysAgo: 401 }),
    withdrawn: await request({ status: "withdrawn", decidedDaysAgo: 500 }),
    recent: await request({ status: "declined", decidedDaysAgo: 399 }),
    open: await request(),
    statistics: 0,
  };
  // The trigger quotes the note in the audit log.
  await site.db.query("UPDATE data_access_request SET decision_note = $1 WHERE reference = $2", [NOTE, retained.expired]);
  await site.db.query(
    `INSERT INTO newsletter_subscriber (email, source_page, status, created_at) VALUES
       ('old.pending@example.org', '/', 'pending', now() - interval '31 days'),
       ('new.pending@example.org', '/', 'pending', now() - interval '29 days'),
       ('old.confirmed@example.org', '/', 'confirmed', now() - interval '300 days');
     INSERT INTO page_view_daily (day, path, device, save_data, views) VALUES
       (current_date - 501, '/old', 'smartphone', false, 5),
       (current_date - 499, '/kept', 'smartphone', false, 7);`,
  );
  retained.statistics = await site.count("SELECT sum(requests) AS count FROM data_access_request_statistics");
  const added = command("staff-account", ["add", STAFF], {});
  expect(added.code, added.output).toBe(0);
  staffUrl = /postgresql:\/\/\S+/.exec(added.output)![0];
}, scaled(90_000));

afterAll(async () => {
  if (site) command("staff-account", ["remove", STAFF], {});
  await site?.close();
});

describe("retention, run by the back office's process with RETENTION_DAYS_REQUESTS=400 and RETENTION_DAYS_PAGE_VIEWS=500", () => {
  it("erases exactly the requests decided more than 400 days ago, and the statistics still count them", async () => {
    await until(async () => (await site.count("SELECT count(*) FROM maintenance_run WHERE job = 'retention'")) === 1);
    const { expired, withdrawn, recent, open } = retained;
    const { rows } = await site.db.query<{
      reference: string;
      erased: boolean;
      organization_name: string | null;
      email_address: string | null;
      sector: string;
    }>(
      `SELECT reference, personal_data_erased_at IS NOT NULL AS erased, organization_name, email_address, sector
       FROM data_access_request WHERE reference = ANY($1)`,
      [[expired, withdrawn, recent, open]],
    );
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    for (const gone of [expired, withdrawn]) {
      expect(byReference.get(gone)).toMatchObject({ erased: true, organization_name: null, email_address: null, sector: "Research" });
    }
    for (const kept of [recent, open]) expect(byReference.get(kept)!.erased).toBe(false);
    expect(await site.count("SELECT sum(requests) AS count FROM data_access_request_statistics")).toBe(retained.statistics);
    expect(await site.count("SELECT sum(erased) AS count FROM data_access_request_statistics")).toBe(2);
    expect(
      await site.count(
        "SELECT count(*) FROM audit_log WHERE action = 'erase personal details' AND actor = 'nassco_office' AND subject = ANY($1)",
        [[expired, withdrawn]],
      ),
    ).toBe(2);
    const emails = (await site.db.query<{ email: string }>("SELECT email FROM newsletter_subscriber")).rows.map((row) => row.email);
    expect(emails).not.toContain("old.pending@example.org");
    expect(emails).toEqual(expect.arrayContaining(["new.pending@example.org", "old.confirmed@example.org"]));
    // Once a day: another call the same day does nothing.
    const again = await withClient(site.officeDatabaseUrl, (client) => client.query("SELECT ran FROM run_daily_retention()"));
    expect(again.rows[0].ran).toBe(false);
  });

  it("leaves no erased request's note readable in the audit log, only its SHA-256", async () => {
    await until(async () => (await site.count("SELECT count(*) FROM maintenance_run WHERE job = 'retention'")) === 1);
    const { rows } = await site.db.query<{ before: unknown; after: unknown }>("SELECT before, after FROM audit_log WHERE subject = $1", [
      retained.expired,
    ]);
    const log = JSON.stringify(rows);
    expect(log).not.toContain("0803 555 0199");
    expect(log).toContain(createHash("sha256").update(NOTE).digest("hex"));
  });

  it("deletes page-view counts older than 500 days", async () => {
    await until(async () => (await site.count("SELECT count(*) FROM maintenance_run WHERE job = 'retention'")) === 1);
    const { rows } = await site.db.query("SELECT path FROM page_view_daily WHERE path IN ('/old', '/kept')");
    expect(rows).toEqual([{ path: "/kept" }]);
  });

  it("deletes .eml copies of mail as old as the sent mail it forgets", async () => {
    await until(() => !existsSync(oldMail), 20_000, "the old .eml file to go");
    expect(existsSync(newMail)).toBe(true);
  });

  it("is what the privacy policy states", async () => {
    const page = await (await fetch(`${site.app.baseUrl}/resource-hub/privacy-policy`)).text();
    expect(page).toContain("for 400 days after we decide it");
    expect(page).toContain("deleted 30 days after we last sent you the link to confirm it");
    expect(page).toContain("We keep only daily totals, for 500 days.");
  });

  it("takes its periods from a table the owner's db:prepare writes and the site cannot", async () => {
    const app = site.appDatabaseUrl;
    for (const login of [app, site.officeDatabaseUrl])
      expect(await outcome(login, "SELECT * FROM run_daily_retention(30, 1)")).not.toBe("ok");
    expect(await outcome(app, "UPDATE retention_settings SET request_days = 30")).toBe("42501");
    expect(await outcome(app, "INSERT INTO retention_settings DEFAULT VALUES")).toBe("42501");
    expect(await outcome(app, "SELECT request_days FROM retention_settings")).toBe("ok");

    const prepared = command("db-prepare", [], { RETENTION_DAYS_REQUESTS: "450" });
    expect(prepared.code, prepared.output).toBe(0);
    const refused = command("db-prepare", [], { RETENTION_DAYS_REQUESTS: "29" });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("RETENTION_DAYS_REQUESTS");
    const { rows } = await site.db.query("SELECT request_days, page_view_days, updated_by FROM retention_settings");
    expect(rows).toEqual([{ request_days: 450, page_view_days: 500, updated_by: "nassco_owner" }]);
    const { rows: changes } = await site.db.query<{ after: { request_days: number } }>(
      "SELECT after FROM audit_log WHERE action = 'retention settings' ORDER BY id DESC LIMIT 1",
    );
    expect(changes[0]!.after.request_days).toBe(450);
  });
});

describe("the site's login, nassco_app", () => {
  it("is what the running site uses, and is not a superuser", async () => {
    await fetch(`${site.app.baseUrl}/where-we-work/nsr-summary-by-lga`);
    const database = new URL(site.appDatabaseUrl).pathname.slice(1);
    const { rows } = await site.db.query<{ usename: string; rolsuper: boolean }>(
      `SELECT DISTINCT a.usename, r.rolsuper FROM pg_stat_activity a JOIN pg_roles r ON r.rolname = a.usename WHERE a.datname = $1`,
      [database],
    );
    expect(rows.map((row) => row.usename)).toContain("nassco_app");
    expect(rows.filter((row) => row.rolsuper)).toEqual([]);
  });

  it("cannot read the audit log, drop or create a table, or read any request's e-mail", async () => {
    const app = site.appDatabaseUrl;
    const reference = await request({ email: "hidden@example.org" });
    expect(await outcome(app, "SELECT * FROM audit_log")).toBe("42501");
    expect(await outcome(app, "DROP TABLE data_access_request")).toBe("42501");
    expect(await outcome(app, "CREATE TABLE intruder (id int)")).toBe("42501");
    expect(await outcome(app, "SELECT email_address FROM data_access_request")).toBe("42501");
    expect(await outcome(app, "UPDATE data_access_request SET status = 'approved'")).toBe("42501");
    expect(await outcome(app, "CALL dar_contact_details($1)", [reference])).toBe("42501");
    // Not through any view either.
    const { rows: views } = await site.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'public'`,
    );
    expect(views.length).toBeGreaterThan(3);
    for (const { name } of views) expect(await outcome(app, `SELECT * FROM ${name}`), name).toBe("42501");
    // The receipt function answers only with the receipt's own secret.
    const receipt = await withClient(app, (client) =>
      client.query("SELECT * FROM dar_receipt($1, '00000000-0000-4000-8000-000000000000')", [reference]),
    );
    expect(receipt.rowCount).toBe(0);
  });

  it("refuses to start as a superuser in production", () => {
    const superuser = new URL(process.env.TEST_SUPERUSER_DATABASE_URL!);
    superuser.pathname = new URL(site.databaseUrl).pathname;
    const run = runProductionServer({
      PORT: "3168",
      DATABASE_URL: superuser.href,
      BACK_OFFICE_DATABASE_URL: superuser.href,
      MAIL_DATABASE_URL: superuser.href,
      ...PRODUCTION_SETTINGS,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("a superuser");
  });
});

describe("a staff login", () => {
  it("reads the views and moves a request received → under review → approved, each move audited under its name", async () => {
    const reference = await request();
    await withClient(staffUrl, async (staff) => {
      const queue = await staff.query("SELECT reference, status FROM data_access_request_queue WHERE reference = $1", [reference]);
      expect(queue.rows).toEqual([{ reference, status: "received" }]);
      await staff.query("SELECT dar_set_status($1, 'under_review')", [reference]);
      await staff.query("SELECT dar_set_status($1, 'approved', 'Purpose and safeguards are adequate.')", [reference]);
      const summary = await staff.query("SELECT status, assignee, decided_at_lagos FROM data_access_request_summary WHERE reference = $1", [
        reference,
      ]);
      expect(summary.rows[0]).toMatchObject({ status: "approved", assignee: STAFF });
      expect(summary.rows[0].decided_at_lagos).not.toBeNull();
    });
    const { rows } = await site.db.query<{ actor: string; action: string; before: { status: string }; after: { status: string } }>(
      "SELECT actor, action, before, after FROM audit_log WHERE subject = $1 ORDER BY id",
      [reference],
    );
    expect(rows.map((row) => [row.actor, row.action, row.before.status, row.after.status])).toEqual([
      [STAFF, "status change", "received", "under_review"],
      [STAFF, "status change", "under_review", "approved"],
    ]);
  });

  it("cannot make an illegal move, decide without a note, or change the table or the log directly", async () => {
    const reference = await request();
    const staff = staffUrl;
    expect(await outcome(staff, "SELECT dar_set_status($1, 'approved', 'Too early')", [reference])).toBe("23514");
    expect(await outcome(staff, "SELECT dar_set_status($1, 'finished')", [reference])).toBe("23514");
    await withClient(staff, (client) => client.query("SELECT dar_set_status($1, 'declined', 'Outside our remit.')", [reference]));
    expect(await outcome(staff, "SELECT dar_set_status($1, 'under_review')", [reference])).toBe("23514");
    const open = await request();
    await withClient(staff, (client) => client.query("SELECT dar_set_status($1, 'under_review')", [open]));
    expect(await outcome(staff, "SELECT dar_set_status($1, 'approved')", [open])).toBe("23502");
    expect(await outcome(staff, "UPDATE data_access_request SET status = 'approved'")).toBe("42501");
    expect(await outcome(staff, "SELECT email_address FROM data_access_request")).toBe("42501");
    expect(await outcome(staff, "DELETE FROM audit_log")).toBe("42501");
    expect(await outcome(staff, "UPDATE audit_log SET actor = 'someone else'")).toBe("42501");
    expect(await outcome(staff, "TRUNCATE audit_log")).toBe("42501");
    const message = await withClient(staff, (client) =>
      client.query("SELECT dar_set_status($1, 'approved')", [reference]).then(
        () => "",
        (error: Error & { hint?: string }) => `${error.message} ${error.hint ?? ""}`,
      ),
    );
    expect(message).toContain("is declined; it cannot move to approved");
    expect(message).toContain("declined is final");
  });

  it("reads contact details with one CALL that commits its audit row before it returns them", async () => {
    const reference = await request({ email: "contact@example.org" });
    const reads = () =>
      site.count("SELECT count(*) FROM audit_log WHERE subject = $1 AND action = 'read personal details' AND actor = $2", [
        reference,
        STAFF,
      ]);
    const { rows } = await withClient(staffUrl, (client) => client.query("CALL dar_contact_details($1)", [reference]));
    expect(rows).toEqual([
      {
        organization_name: expect.any(String),
        office_address: "Plot 1, Abuja",
        email_address: "contact@example.org",
        // None given: this site keeps SMS as files, so it neither asks for a number nor stores one.
        phone: null,
        requester_name: "Ada Obi",
        designation: "Analyst",
      },
    ]);
    expect(await reads()).toBe(1);
  });

  it("returns no contact details inside a transaction or savepoint that could roll the read back", async () => {
    const reference = await request({ email: "hidden.read@example.org" });
    const shown: unknown[] = [];
    const errors: string[] = [];
    await withClient(staffUrl, async (client) => {
      const attempt = (sql: string, params: unknown[] = []) =>
        client.query(sql, params).then(
          (result) => shown.push(...result.rows.filter((row) => JSON.stringify(row).includes("hidden.read@"))),
          (error: { code?: string }) => errors.push(error.code ?? "error"),
        );
      // The review's reproduction, and the same through the new procedure.
      await client.query("BEGIN");
      await attempt("SELECT * FROM dar_contact_details($1)", [reference]);
      await client.query("ROLLBACK");
      await client.query("BEGIN");
      await attempt("CALL dar_contact_details($1)", [reference]);
      await client.query("ROLLBACK");
      await client.query("BEGIN");
      await client.query("SAVEPOINT hide");
      await attempt("CALL dar_contact_details($1)", [reference]);
      await client.query("ROLLBACK");
      // Its two steps by hand, in one transaction: the ticket is not committed, so it buys nothing.
      await client.query("BEGIN");
      const ticket = await client.query<{ ticket: string }>("SELECT dar_contact_details_ticket($1) AS ticket", [reference]);
      await attempt("SELECT * FROM dar_contact_details_by_ticket($1)", [ticket.rows[0]!.ticket]);
      await client.query("ROLLBACK");
    });
    expect(shown).toEqual([]);
    expect(errors).toEqual(["42809", "2D000", "2D000", "25000"]);
    expect(await site.count("SELECT count(*) FROM audit_log WHERE subject = $1 AND action = 'read personal details'", [reference])).toBe(0);
  });

  it("hands out details for a committed ticket only, whoever rolls back afterwards, and only to its own login", async () => {
    const reference = await request({ email: "ticket@example.org" });
    const ticket = await withClient(staffUrl, async (client) => {
      const { rows } = await client.query<{ ticket: string }>("SELECT dar_contact_details_ticket($1) AS ticket", [reference]);
      return rows[0]!.ticket;
    });
    const inRolledBack = await withClient(staffUrl, async (client) => {
      await client.query("BEGIN");
      const { rows } = await client.query("SELECT email_address FROM dar_contact_details_by_ticket($1)", [ticket]);
      await client.query("ROLLBACK");
      return rows;
    });
    expect(inRolledBack).toEqual([{ email_address: "ticket@example.org" }]);
    // The read that returned them stays on record.
    expect(
      await site.count(
        "SELECT count(*) FROM audit_log WHERE id = $1 AND subject = $2 AND action = 'read personal details' AND actor = $3",
        [ticket, reference, STAFF],
      ),
    ).toBe(1);
    expect(await outcome(site.databaseUrl, "SELECT * FROM dar_contact_details_by_ticket($1)", [ticket])).toBe("42501");
    await site.db.query("UPDATE audit_log SET at = at - interval '6 minutes' WHERE id = $1", [ticket]);
    expect(await outcome(staffUrl, "SELECT * FROM dar_contact_details_by_ticket($1)", [ticket])).toBe("42501");
  });

  it("exports through npm run export:requests to a file only its owner can read, and the export is logged", async () => {
    await request({ email: "export@example.org" });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "export-")), "requests.csv");
    const run = command("export-requests", ["--since", "2020-01-01", "--out", file], { STAFF_DATABASE_URL: staffUrl });
    expect(run.code, run.output).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const csv = readFileSync(file, "utf8");
    // The back office's headings and words; times as the Lagos wall time, to the minute.
    expect(csv.split("\n")[0]).toContain("Reference,Received (Lagos time),Status,Assigned to,Channel,Organisation");
    expect(csv).toContain("export@example.org");
    expect(csv).toMatch(
      /\nDAR-\d{4}-\d{6},\d{4}-\d{2}-\d{2} \d{2}:\d{2},(Received|Under review|More information needed|Approved|Not approved|Withdrawn),/,
    );
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'export' AND actor = $1", [STAFF])).toBe(1);
    // Not inside a transaction that could roll the record of it back.
    await withClient(staffUrl, async (client) => {
      await client.query("BEGIN");
      expect(
        await client.query("CALL dar_export_ticket('2020-01-01')").then(
          () => "ok",
          (error: { code?: string }) => error.code,
        ),
      ).toBe("2D000");
      await client.query("ROLLBACK");
      await client.query("BEGIN");
      const { rows } = await client.query<{ ticket: string }>("SELECT dar_export_audit('2020-01-01') AS ticket");
      expect(
        await client.query("SELECT * FROM dar_export($1)", [rows[0]!.ticket]).then(
          () => "ok",
          (error: { code?: string }) => error.code,
        ),
      ).toBe("25000");
      await client.query("ROLLBACK");
    });
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'export' AND actor = $1", [STAFF])).toBe(1);
    // Without a staff login it refuses, rather than export as someone the log cannot name.
    const refused = command("export-requests", ["--since", "2020-01-01", "--out", file], { STAFF_DATABASE_URL: "" });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("STAFF_DATABASE_URL");
  });
});

describe("npm run privacy:erase", () => {
  it("leaves no trace of the address in any text column of any table, or in MAIL_DIR, and logs the erasure without it", async () => {
    const address = "Erase.Me@Example.org";
    const open = await request({ email: address });
    await request({ email: "erase.me@example.org", status: "approved", decidedDaysAgo: 3 });
    // A note that quotes the address lands in the audit log with each move.
    await withClient(staffUrl, async (client) => {
      await client.query("SELECT dar_set_status($1, 'under_review')", [open]);
      await client.query("SELECT dar_set_status($1, 'needs_information', 'Ask erase.me@example.org for the signed agreement.')", [open]);
    });
    // Copies of mail written as files, without SMTP_URL.
    const dir = mkdtempSync(path.join(tmpdir(), "erase-mail-"));
    writeFileSync(path.join(dir, "to-them.eml"), "To: erase.me@example.org\nSubject: Confirm\n\nHello");
    writeFileSync(path.join(dir, "quoted.eml"), "To: office@nassco.example\n\nFrom a form: Erase.=\nMe@example.org");
    writeFileSync(path.join(dir, "other.eml"), "To: someone.else@example.org\n\nHello");
    await site.db.query("INSERT INTO newsletter_subscriber (email, source_page) VALUES ('erase.me@example.org', '/')");
    // Payment alerts by e-mail for an LGA (decision 0109), confirmed.
    await site.db.query(
      `INSERT INTO payment_alert_subscription (channel, recipient, recipient_sha256, link_token, state, lga, locale, via, confirm_by, confirmed_at)
       VALUES ('email', 'erase.me@example.org', sha256('erase.me@example.org'), $1, 'Kano', 'Dala', 'en', 'web', now(), now())`,
      ["a".repeat(43)],
    );
    // A message that could not be delivered still holds the address.
    await site.db.query(
      `INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, state)
       VALUES ('<erase@nassco.example>', 'request acknowledgement', 'erase.me@example.org', 'Undelivered', 'To erase.me@example.org', '<p>x</p>', 'dead')`,
    );
    const run = command("privacy-erase", [address], { STAFF_DATABASE_URL: staffUrl, MAIL_DIR: dir });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("2 data access requests");
    expect(run.output).toContain("2 mail files");
    expect(existsSync(path.join(dir, "to-them.eml"))).toBe(false);
    expect(existsSync(path.join(dir, "quoted.eml"))).toBe(false);
    expect(existsSync(path.join(dir, "other.eml"))).toBe(true);

    const { rows: columns } = await site.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
         AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    for (const { table_name: table, column_name: column } of columns) {
      const found = await site.count(`SELECT count(*) FROM ${table} WHERE ${column}::text ILIKE '%erase.me@example.org%'`);
      expect(found, `${table}.${column}`).toBe(0);
    }
    const { rows } = await site.db.query<{ actor: string; after: unknown }>(
      "SELECT actor, after FROM audit_log WHERE action = 'erasure on request'",
    );
    expect(rows).toEqual([
      {
        actor: STAFF,
        after: { requests_erased: 2, grievances_erased: 0, subscriptions_deleted: 1, unsent_mail_deleted: 1, payment_alerts_stopped: 1 },
      },
    ]);
  });

  it("erases by phone number, as it is typed, a request's number and the SMS not yet sent to it", async () => {
    const reference = await request({ email: "by.phone@example.org" });
    // As the site stores a number given for the SMS receipt; the table's trigger queues that SMS.
    await site.db.query("UPDATE data_access_request SET phone = '+2348035550199' WHERE reference = $1", [reference]);
    // Due tomorrow, so that the site's own sender leaves it unsent while the erasure runs.
    await site.db.query(
      `INSERT INTO sms_outbox (kind, recipient, locale, params, request_reference, next_attempt_at)
       VALUES ('request receipt', '+2348035550199', 'en', jsonb_build_object('reference', $1::text), $1::text, now() + interval '1 day')`,
      [reference],
    );
    // The copies the files transport wrote: the one to this number goes, another stays.
    const smsDir = mkdtempSync(path.join(tmpdir(), "erase-sms-"));
    writeFileSync(path.join(smsDir, "to-them.json"), JSON.stringify({ to: "+2348035550199", text: `Ref ${reference}` }));
    writeFileSync(path.join(smsDir, "other.json"), JSON.stringify({ to: "+2348035550100", text: "Ref DAR-2026-000001" }));
    const run = command("privacy-erase", ["0803 555 0199"], { STAFF_DATABASE_URL: staffUrl, SMS_DIR: smsDir });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("1 data access request,");
    expect(run.output).toContain("1 unsent text message and 1 text message file");
    expect(existsSync(path.join(smsDir, "to-them.json"))).toBe(false);
    expect(existsSync(path.join(smsDir, "other.json"))).toBe(true);
    expect(
      await site.count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND phone IS NULL AND status = 'withdrawn'", [
        reference,
      ]),
    ).toBe(1);
    expect(await site.count("SELECT count(*) FROM sms_outbox WHERE recipient = '+2348035550199'")).toBe(0);
    const { rows } = await site.db.query<{ after: unknown }>(
      "SELECT after FROM audit_log WHERE action = 'erasure on request' ORDER BY id DESC LIMIT 1",
    );
    expect(rows).toEqual([{ after: { requests_erased: 1, grievances_erased: 0, unsent_sms_deleted: 1, payment_alerts_stopped: 0 } }]);
    const refused = command("privacy-erase", ["0803 555"], { STAFF_DATABASE_URL: staffUrl });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("neither an e-mail address nor a Nigerian phone number");
  });
});

describe("the embedded database", () => {
  it("keeps its random passwords in a file only this user can read", () => {
    const file = credentialsFile(".data/test-postgres");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const credentials = JSON.parse(readFileSync(file, "utf8")) as Record<string, { user: string; password: string }>;
    expect(Object.keys(credentials).sort()).toEqual(["app", "mail", "office", "owner", "superuser", "text"]);
    for (const login of Object.values(credentials)) expect(login.password).not.toBe("postgres");
  });
});
