import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { migrateAndPrepare } from "../../server/database/open";
import { withClient } from "../../server/database/pg";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { scaled } from "../support/time-scale";

/**
 * The text channels behind their own door (decision 0089), on PostgreSQL's
 * real logins: the login every page renders with (nassco_app), and the back
 * office's as its member, can execute none of the text functions; the
 * callbacks' own (nassco_text) does their work and nothing else, is named in
 * the audit, and never learns which case a follow-up joined.
 */
let db: ScratchDatabase;

const asOwner = <T>(sql: string, params: unknown[] = []) =>
  withClient(db.url, async (client) => (await client.query(sql, params)).rows as T[]);
const as = <T>(url: string, sql: string, params: unknown[] = []) =>
  withClient(url, async (client) => (await client.query(sql, params)).rows as T[]);
/** "ok", or the SQLSTATE PostgreSQL refused with. */
const outcome = (url: string, sql: string, params: unknown[] = []) =>
  as(url, sql, params).then(
    () => "ok",
    (error: { code?: string }) => error.code ?? "error",
  );

let phoneSequence = 0;
const newPhone = () => `+23480311${String((phoneSequence += 1)).padStart(5, "0")}`;

/** A report by SMS from `phone`, as the aggregator's callback files it: open, this week. */
async function smsCase(phone: string) {
  const [row] = await asOwner<{ id: number; reference: string }>(
    `INSERT INTO grievance (category, description, state, channel, phone, may_contact, locale)
     VALUES ('other', 'The agent asked me for money.', NULL, 'sms', $1, true, 'en') RETURNING id, reference`,
    [phone],
  );
  return row!;
}

/** The four calls of issue 64's finding, for a number that is not the caller's, and a case's reference. */
const FINDING = (phone: string, reference: string) =>
  [
    ["sms_in_follow_up", "SELECT sms_in_follow_up($1, 'Please call me on another number.')", [phone]],
    ["grievance_status_by_text", "SELECT * FROM grievance_status_by_text($1, $2, NULL, false)", [reference, phone]],
    [
      "grievance_from_text",
      "SELECT * FROM grievance_from_text('ussd', $1, 'en', 'fraud', 'Kano', 'Dala', 'Filed in another''s name.')",
      [phone],
    ],
    ["sms_in_opt_out", "SELECT sms_in_opt_out($1, true)", [phone]],
  ] as const;

beforeAll(async () => {
  db = await createScratchDatabase({ prepared: true });
  await migrateAndPrepare(db.url, prepareSiteData, () => undefined);
}, scaled(60_000));

afterAll(async () => {
  await db?.drop();
});

describe("the page renderer's login", () => {
  it("is refused each call of the finding, and nothing is stored, queued or audited", async () => {
    const victim = newPhone();
    const { id, reference } = await smsCase(victim);
    const [{ audits } = { audits: "0" }] = await asOwner<{ audits: string }>("SELECT count(*) AS audits FROM audit_log");
    for (const url of [db.appUrl, db.officeUrl]) {
      const refused = await Promise.all(
        FINDING(victim, reference).map(async ([name, sql, params]) => [name, await outcome(url, sql, [...params])] as const),
      );
      expect(Object.fromEntries(refused)).toEqual({
        sms_in_follow_up: "42501",
        grievance_status_by_text: "42501",
        grievance_from_text: "42501",
        sms_in_opt_out: "42501",
      });
    }
    expect(await asOwner("SELECT kind FROM grievance_event WHERE grievance = $1", [id])).toEqual([]);
    expect(await asOwner("SELECT 1 FROM grievance WHERE phone = $1 AND id <> $2", [victim, id])).toEqual([]);
    expect(await asOwner("SELECT 1 FROM sms_opt_out WHERE recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))", [victim])).toEqual([]);
    expect(await asOwner("SELECT 1 FROM sms_outbox WHERE recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))", [victim])).toEqual([]);
    expect(await asOwner<{ audits: string }>("SELECT count(*) AS audits FROM audit_log")).toEqual([{ audits }]);
  });

  it("nor the mail sender's: every text function is the text channels' login's alone", async () => {
    const rows = await asOwner<{ name: string; app: boolean; office: boolean; mail: boolean; text: boolean }>(
      `SELECT p.oid::regprocedure::text AS name,
              has_function_privilege('nassco_app', p.oid, 'EXECUTE') AS app,
              has_function_privilege('nassco_office', p.oid, 'EXECUTE') AS office,
              has_function_privilege('nassco_mail', p.oid, 'EXECUTE') AS mail,
              has_function_privilege('nassco_text', p.oid, 'EXECUTE') AS text
       FROM pg_proc p
       WHERE p.pronamespace = 'public'::regnamespace
         AND p.proname IN ('grievance_from_text', 'grievance_status_by_text', 'sms_office_number', 'sms_in_first', 'sms_in_opt_out',
                           'sms_in_help', 'sms_in_follow_up', 'sms_delivery_report')
       ORDER BY 1`,
    );
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row, row.name).toEqual({ name: row.name, app: false, office: false, mail: false, text: true });
  });
});

describe("the text channels' login", () => {
  it("adds a follow-up to the sender's open case and says only whether it did", async () => {
    const sender = newPhone();
    const { id, reference } = await smsCase(sender);
    const added = await as<Record<string, unknown>>(db.textUrl, "SELECT sms_in_follow_up($1, 'He came again today.') AS added", [sender]);
    expect(added).toEqual([{ added: true }]);
    expect(JSON.stringify(added)).not.toContain(reference);
    expect(await as(db.textUrl, "SELECT sms_in_follow_up($1, 'Nobody''s case.') AS added", [newPhone()])).toEqual([{ added: false }]);
    expect(await asOwner("SELECT kind, body, written_by FROM grievance_event WHERE grievance = $1", [id])).toEqual([
      { kind: "note", body: "He came again today.", written_by: "sms" },
    ]);
    expect(await asOwner("SELECT actor, after FROM audit_log WHERE action = 'grievance message' AND subject = $1", [reference])).toEqual([
      { actor: "nassco_text", after: { channel: "sms" } },
    ]);
  });

  it("files, answers and opts out as itself, named in the audit whatever the session says", async () => {
    const caller = newPhone();
    const [made] = await withClient(db.textUrl, async (client) => {
      // Any login may set this; the text functions do not take its word.
      await client.query("SET nassco.actor = 'ussd'");
      return (
        await client.query("SELECT * FROM grievance_from_text('ussd', $1, 'ha', 'fraud', 'Kano', 'Dala', 'Ba a biya ni ba.')", [caller])
      ).rows as { reference: string }[];
    });
    expect(
      await asOwner("SELECT actor, after FROM audit_log WHERE action = 'grievance received' AND subject = $1", [made!.reference]),
    ).toEqual([{ actor: "nassco_text", after: { channel: "ussd", category: "fraud", state: "Kano", lga: "Dala" } }]);
    expect(
      await as(db.textUrl, "SELECT answer, reference FROM grievance_status_by_text($1, $2, NULL, false)", [made!.reference, caller]),
    ).toEqual([{ answer: "shown", reference: made!.reference }]);
    const [{ last } = { last: "0" }] = await asOwner<{ last: string }>("SELECT coalesce(max(id), 0) AS last FROM audit_log");
    await as(db.textUrl, "SELECT sms_in_opt_out($1, true)", [caller]);
    await as(db.textUrl, "SELECT sms_in_opt_out($1, false)", [caller]);
    expect(await asOwner("SELECT actor, action, subject, after FROM audit_log WHERE id > $1 ORDER BY id", [last])).toEqual([
      // STOP also ends the number's payment alerts, and says how many; it had none.
      { actor: "nassco_text", action: "sms opt out", subject: null, after: { channel: "sms", payment_alerts_stopped: 0 } },
      { actor: "nassco_text", action: "sms opt in", subject: null, after: { channel: "sms", payment_alerts_stopped: 0 } },
    ]);
  });

  it("reads and writes nothing else: no table, no staff or outbox function", async () => {
    for (const sql of [
      "SELECT phone FROM grievance LIMIT 1",
      "SELECT * FROM audit_log LIMIT 1",
      "SELECT * FROM sms_outbox LIMIT 1",
      "SELECT * FROM sms_claim(10, 5)",
      "SELECT sms_queue('office number', '+2348031234567', 'en', '{}', NULL, NULL)",
      "SELECT * FROM staff_grievance_sms(''::bytea, 'GRV-2026-000001')",
      "INSERT INTO grievance (category, description, channel, may_contact) VALUES ('other', 'x', 'web', false)",
    ])
      expect(await outcome(db.textUrl, sql), sql).toBe("42501");
  });
});
