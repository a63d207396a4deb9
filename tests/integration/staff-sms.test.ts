import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";
import { databaseErrorCode } from "../../server/database/plain-error";
import { word } from "./support/content";
import { type TestSite } from "./support/site";
import { StaffBrowser, signedInStaff, startStaffTestSite } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * The back office's view of text messages (issue 51, decision 0073): a case's
 * messages within the officer's desk, the national figures and failures, a
 * retry of a message given up, the place step for a case sent without a
 * state, and such a case in the queue, the statistics and escalation. Real
 * PostgreSQL, the back office's own login; the messages are written here as
 * the owner, as the sender would leave them.
 */
let site: TestSite;
let staffBase: string;
let national: { name: string; browser: StaffBrowser };
let lagos: { name: string; browser: StaffBrowser };
let admin: { name: string; browser: StaffBrowser };
let editor: { name: string; browser: StaffBrowser };

const NUMBER = "+2348031234567";
const NUMBER_DIGITS = "8031234567";
const CODE = "KX7P-42QM";

const asOffice = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  withClient(site.officeDatabaseUrl, async (client) => (await client.query<T>(sql, params)).rows);
const refusalOf = (sql: string, params: unknown[]) =>
  asOffice(sql, params).then(
    () => null,
    (error: unknown) => databaseErrorCode(error),
  );

async function storeCase(state: string | null, fields: { phone?: string | null; mayContact?: boolean; createdAt?: string } = {}) {
  const { rows } = await site.db.query<{ reference: string; id: number }>(
    `INSERT INTO grievance (category, description, state, channel, phone, may_contact, created_at)
     VALUES ('payment-not-received', $1, $2, 'sms', $3, $4, coalesce($5::timestamptz, now())) RETURNING reference, id`,
    [
      `What happened ${word()}`,
      state,
      fields.phone === undefined ? NUMBER : fields.phone,
      fields.mayContact ?? true,
      fields.createdAt ?? null,
    ],
  );
  return rows[0]!;
}

/** A message as the sender leaves it: sent with a delivery report and a cost, given up, or capped. */
async function storeSms(grievance: number, reference: string, how: "delivered" | "dead" | "capped" | "rejected") {
  const { rows } = await site.db.query<{ id: string }>(
    `INSERT INTO sms_outbox (kind, recipient, recipient_sha256, params, grievance, state, attempts, sent_at, last_error,
                             segments, encoding, cost_currency, cost_amount, delivery_status, delivery_failure, delivery_reported_at, provider_message_id)
     VALUES ($2, NULL, sha256(convert_to($3, 'UTF8')), jsonb_build_object('reference', $4::text) || CASE $2 WHEN 'grievance receipt'
               THEN jsonb_build_object('code', $5::text, 'expected_on', '2027-01-28')
               ELSE jsonb_build_object('status', 'in-progress', 'resolution', NULL) END, $1,
             CASE $6 WHEN 'dead' THEN 'dead' WHEN 'capped' THEN 'capped' ELSE 'sent' END,
             CASE $6 WHEN 'dead' THEN 6 ELSE 1 END,
             CASE WHEN $6 IN ('delivered', 'rejected') THEN now() END,
             CASE $6 WHEN 'dead' THEN 'InvalidPhoneNumber for ' || $3 END,
             CASE WHEN $6 IN ('delivered', 'rejected') THEN 1 END, CASE WHEN $6 IN ('delivered', 'rejected') THEN 'UCS-2' END,
             CASE WHEN $6 IN ('delivered', 'rejected') THEN 'NGN' END, CASE WHEN $6 IN ('delivered', 'rejected') THEN 0.8 END,
             CASE $6 WHEN 'delivered' THEN 'Success' WHEN 'rejected' THEN 'Rejected' END,
             CASE $6 WHEN 'rejected' THEN 'DeliveryFailure' END,
             CASE WHEN $6 IN ('delivered', 'rejected') THEN now() END,
             CASE WHEN $6 IN ('delivered', 'rejected') THEN 'ATXid_' || md5(random()::text) END)
     RETURNING id::text`,
    [grievance, how === "delivered" ? "grievance receipt" : "grievance status", NUMBER, reference, CODE, how],
  );
  return rows[0]!.id;
}

const MONTH = () => {
  const now = new Date();
  return [new Date(now.getTime() - 40 * 86_400_000).toISOString(), new Date(now.getTime() + 86_400_000).toISOString()];
};

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
  national = await signedInStaff(site, staffBase, ["grievance_officer"]);
  lagos = await signedInStaff(site, staffBase, ["grievance_officer"]);
  admin = await signedInStaff(site, staffBase, ["admin"]);
  editor = await signedInStaff(site, staffBase, ["editor"]);
  await site.db.query("UPDATE staff_account SET desk_state = 'Lagos' WHERE name = $1", [lagos.name]);
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("A case's text messages", () => {
  it("are read within the desk, with their state, delivery and cost, never the number, the code or the text", async () => {
    const placed = await storeCase("Lagos");
    await storeSms(placed.id, placed.reference, "delivered");
    await storeSms(placed.id, placed.reference, "dead");
    const elsewhere = await storeCase(null);
    await storeSms(elsewhere.id, elsewhere.reference, "delivered");

    for (const who of [national, lagos]) {
      const rows = await asOffice<{ sms: Record<string, unknown> }>("SELECT s AS sms FROM staff_grievance_sms($1, $2) s", [
        who.browser.tokenHash(),
        placed.reference,
      ]);
      expect(rows.map((row) => [row.sms.kind, row.sms.state, row.sms.delivery_status])).toEqual([
        ["grievance receipt", "sent", "Success"],
        ["grievance status", "dead", null],
      ]);
      expect(rows[0]!.sms).toMatchObject({ segments: 1, encoding: "UCS-2", cost_currency: "NGN", cost_amount: 0.8, may_retry: false });
      expect(rows[1]!.sms).toMatchObject({ attempts: 6, last_error: "InvalidPhoneNumber for [number]", may_retry: true });
      const text = JSON.stringify(rows);
      expect(text).not.toContain(NUMBER_DIGITS);
      expect(text).not.toContain(CODE);
      expect(Object.keys(rows[0]!.sms)).not.toContain("recipient");
      expect(Object.keys(rows[0]!.sms)).not.toContain("params");
    }
    // A state desk never sees a case without a state (nor another state's): as if there were none.
    expect(await refusalOf("SELECT staff_grievance_sms($1, $2)", [lagos.browser.tokenHash(), elsewhere.reference])).toBe("P0002");
    expect(await refusalOf("SELECT staff_grievance_sms($1, $2)", [editor.browser.tokenHash(), placed.reference])).toBe("42501");
    expect(await asOffice("SELECT staff_grievance_sms($1, $2)", [national.browser.tokenHash(), elsewhere.reference])).toHaveLength(1);
  });

  it("are a table on the case's page, in words", async () => {
    const placed = await storeCase("Lagos");
    await storeSms(placed.id, placed.reference, "delivered");
    const page = await lagos.browser.get(`/staff/grievances/${placed.reference}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2 id="sms-heading">Text messages</h2>');
    expect(page.text).toContain("Receipt: reference, code and date");
    expect(page.text).toContain("Delivered");
    expect(page.text).toContain("NGN 0.80");
    expect(page.text).toContain("1 (UCS-2)");
    expect(page.text).not.toContain(NUMBER_DIGITS);
    expect(page.text).not.toContain(CODE);
    // A case with a state has no place form.
    expect(page.text).not.toContain("Place this case");
  });
});

describe("The national figures and failures", () => {
  it("count by kind, state and delivery, add the cost by currency, and list failures newest first a page at a time", async () => {
    const one = await storeCase("Lagos");
    await storeSms(one.id, one.reference, "delivered");
    const dead = await storeSms(one.id, one.reference, "dead");
    // Given up six days ago: sent again, it has a fresh week before retention gives it up.
    await site.db.query("UPDATE sms_outbox SET created_at = now() - interval '6 days' WHERE id = $1", [dead]);
    const capped = await storeSms(one.id, one.reference, "capped");
    const rejected = await storeSms(one.id, one.reference, "rejected");
    const [from, to] = MONTH();
    const [{ summary }] = (await asOffice<{ summary: Record<string, unknown> }>(
      "SELECT staff_sms_summary($1, $2, $3, 200, NULL) AS summary",
      [national.browser.tokenHash(), from, to],
    )) as [{ summary: Record<string, unknown> }];
    const byKind = summary.by_kind_state as { kind: string; state: string; count: number }[];
    expect(byKind.find((row) => row.kind === "grievance status" && row.state === "capped")!.count).toBeGreaterThanOrEqual(1);
    expect((summary.by_delivery as { status: string; count: number }[]).map((row) => row.status)).toEqual(
      expect.arrayContaining(["Success", "Rejected"]),
    );
    expect((summary.cost as { currency: string; amount: number }[])[0]!.currency).toBe("NGN");
    const failures = summary.failures as { id: number; reference: string; state: string }[];
    const mine = failures.filter((row) => row.reference === one.reference).map((row) => String(row.id));
    expect(mine).toEqual([rejected, capped, dead]);
    expect(JSON.stringify(summary)).not.toContain(NUMBER_DIGITS);
    expect(JSON.stringify(summary)).not.toContain(CODE);

    // A page of one, then the next from its key: no row twice, none missed.
    const pageOf = async (cursor: string | null) =>
      (
        await asOffice<{ summary: { failures: { id: number }[]; next: string | null } }>(
          "SELECT staff_sms_summary($1, $2, $3, 1, $4) AS summary",
          [admin.browser.tokenHash(), from, to, cursor],
        )
      )[0]!.summary;
    const first = await pageOf(null);
    const second = await pageOf(first.next);
    expect(first.failures).toHaveLength(1);
    expect(second.failures).toHaveLength(1);
    expect(second.failures[0]!.id).toBeLessThan(first.failures[0]!.id);
    expect(failures[1]!.id).toBe(second.failures[0]!.id);

    // A state desk and an editor may not; a bad key is a bad request.
    expect(await refusalOf("SELECT staff_sms_summary($1, $2, $3)", [lagos.browser.tokenHash(), from, to])).toBe("42501");
    expect(await refusalOf("SELECT staff_sms_summary($1, $2, $3)", [editor.browser.tokenHash(), from, to])).toBe("42501");
    expect(await refusalOf("SELECT staff_sms_summary($1, $2, $3, 5, 'x')", [national.browser.tokenHash(), from, to])).toBe("22023");
  });

  it("sends a dead message again to its case's number, audited, but never a capped one", async () => {
    // A number of its own, which the other tests' messages have not brought to its daily cap.
    const one = await storeCase("Lagos", { phone: "+2348039990001" });
    const dead = await storeSms(one.id, one.reference, "dead");
    // Given up six days ago: sent again, it has a fresh week before retention gives it up.
    await site.db.query("UPDATE sms_outbox SET created_at = now() - interval '6 days' WHERE id = $1", [dead]);
    const capped = await storeSms(one.id, one.reference, "capped");
    expect(await refusalOf("SELECT staff_sms_retry($1, $2)", [national.browser.tokenHash(), capped])).toBe("23514");
    expect(await refusalOf("SELECT staff_sms_retry($1, $2)", [lagos.browser.tokenHash(), dead])).toBe("42501");
    expect(await refusalOf("SELECT staff_sms_retry($1, $2)", [national.browser.tokenHash(), "999999999"])).toBe("P0002");

    expect((await national.browser.get("/staff/sms")).text).toContain(`value="${dead}"`);
    const done = await national.browser.post("/staff/sms", { csrf: national.browser.csrf!, intent: "retry", id: dead });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/staff/sms?done=retried&reference=${one.reference}#done`);
    const { rows } = await site.db.query(
      "SELECT state, recipient, last_error, created_at > now() - interval '1 hour' AS fresh FROM sms_outbox WHERE id = $1",
      [dead],
    );
    // Pending until a sender takes it (and sent after, if one runs).
    // A sender may take it before this read; had it given it up, the reason is in the message.
    expect(["pending", "sending", "sent"], `${rows[0].state}: ${rows[0].last_error}`).toContain(rows[0].state);
    expect(rows[0].last_error).toBeNull();
    expect(rows[0].fresh).toBe(true);
    const audit = await site.db.query("SELECT actor, before, after FROM audit_log WHERE action = 'sms retried' AND subject = $1", [
      one.reference,
    ]);
    expect(audit.rows).toEqual([
      {
        actor: national.name,
        before: { message: Number(dead), kind: "grievance status", state: "dead", attempts: 6 },
        after: { message: Number(dead), state: "pending" },
      },
    ]);
    expect(JSON.stringify(audit.rows)).not.toContain(NUMBER_DIGITS);

    // A case that withdrew consent has no number to send to: refused, and the page says so, not an error page.
    const quiet = await storeCase("Lagos", { mayContact: false });
    const quietDead = await storeSms(quiet.id, quiet.reference, "dead");
    const refused = await national.browser.post("/staff/sms", { csrf: national.browser.csrf!, intent: "retry", id: quietDead });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("That message cannot be sent again");

    // Only what went to the case's own number, and a receipt only with its code: a reply to whoever
    // asked, or a receipt given up (its code cleared), is never sent to the case's number again.
    const asked = await storeSms(one.id, one.reference, "dead");
    await site.db.query("UPDATE sms_outbox SET kind = 'grievance status reply' WHERE id = $1", [asked]);
    const codeless = await storeSms(one.id, one.reference, "dead");
    await site.db.query("UPDATE sms_outbox SET kind = 'grievance receipt', params = params - 'code' WHERE id = $1", [codeless]);
    for (const id of [asked, codeless])
      expect(await refusalOf("SELECT staff_sms_retry($1, $2)", [national.browser.tokenHash(), id])).toBe("23514");
  });

  it("is a page for the national office and admins, with counters, failures linked to their cases and Retry", async () => {
    const one = await storeCase("Lagos");
    await storeSms(one.id, one.reference, "dead");
    const page = await national.browser.get("/staff/sms");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<h1");
    expect(page.text).toMatch(/This month \(/);
    expect(page.text).toMatch(/Last month \(/);
    expect(page.text).toContain(`href="/staff/grievances/${one.reference}"`);
    expect(page.text).toContain('value="retry"');
    expect(page.text).toContain('href="/staff/sms"');
    expect(page.text).not.toContain(NUMBER_DIGITS);
    expect((await admin.browser.get("/staff/sms")).status).toBe(200);
    expect((await lagos.browser.get("/staff/sms")).status).toBe(403);
    expect((await editor.browser.get("/staff/sms")).status).toBe(403);
  });
});

describe("A case sent without a state", () => {
  it("is placed by the national office in a state and LGA, audited, and then the state's desk sees it", async () => {
    const loose = await storeCase(null);
    const token = national.browser.tokenHash();
    expect(await refusalOf("SELECT staff_grievance_place($1, $2, 'Lagos', NULL)", [lagos.browser.tokenHash(), loose.reference])).toBe(
      "42501",
    );
    expect(await refusalOf("SELECT staff_grievance_place($1, $2, 'Atlantis', NULL)", [token, loose.reference])).toBe("23514");
    expect(await refusalOf("SELECT staff_grievance_place($1, $2, 'Lagos', 'Nowhere')", [token, loose.reference])).toBe("23514");
    expect((await lagos.browser.get(`/staff/grievances/${loose.reference}`)).status).toBe(404);

    const page = await national.browser.get(`/staff/grievances/${loose.reference}`);
    expect(page.text).toContain("State not given");
    expect(page.text).toContain('<h2 id="place-heading">Place this case</h2>');
    // A wrong LGA: a 400 beside the field, what was chosen and typed kept.
    const wrong = await national.browser.post(`/staff/grievances/${loose.reference}`, {
      csrf: national.browser.csrf!,
      intent: "place",
      state: "Lagos",
      lga: "Nowhere at all",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Enter a local government area of Lagos as the register names it");
    expect(wrong.text).toContain('<option value="Lagos" selected="">');
    expect(wrong.text).toContain('value="Nowhere at all"');
    expect((await site.db.query("SELECT state FROM grievance WHERE id = $1", [loose.id])).rows[0].state).toBeNull();

    const lga = (await site.db.query<{ lga: string }>("SELECT lga FROM lga_summary WHERE state = 'Lagos' AND NOT is_total LIMIT 1")).rows[0]
      ?.lga;
    const placed = await national.browser.post(`/staff/grievances/${loose.reference}`, {
      csrf: national.browser.csrf!,
      intent: "place",
      state: "Lagos",
      lga: lga ? lga.toUpperCase() : "",
    });
    expect(placed.status).toBe(303);
    const { rows } = await site.db.query("SELECT state, lga FROM grievance WHERE id = $1", [loose.id]);
    expect(rows[0]).toEqual({ state: "Lagos", lga: lga ?? null });
    const audit = await site.db.query("SELECT actor, before, after FROM audit_log WHERE action = 'grievance placed' AND subject = $1", [
      loose.reference,
    ]);
    expect(audit.rows).toEqual([{ actor: national.name, before: { state: null, lga: null }, after: { state: "Lagos", lga: lga ?? null } }]);
    const events = await site.db.query("SELECT kind, written_by FROM grievance_event WHERE grievance = $1", [loose.id]);
    expect(events.rows).toEqual([{ kind: "placed", written_by: national.name }]);
    // Now the Lagos desk's; and a case with a state is never placed again.
    const seen = await lagos.browser.get(`/staff/grievances/${loose.reference}`);
    expect(seen.status).toBe(200);
    expect(seen.text).toContain("Placed in");
    expect(await refusalOf("SELECT staff_grievance_place($1, $2, 'Kano', NULL)", [token, loose.reference])).toBe("23514");
  });

  it("is in the national queue under State not given, counted, escalated with words that say so, and in the statistics", async () => {
    const loose = await storeCase(null, { createdAt: new Date(Date.now() - 60 * 86_400_000).toISOString() });
    const queue = await national.browser.get("/staff/grievances?view=open&state=none");
    expect(queue.status).toBe(200);
    expect(queue.text).toContain(loose.reference);
    expect(queue.text).toContain("State not given");
    const [{ counts }] = (await asOffice<{ counts: { open: number } }>("SELECT staff_grievance_counts($1, NULL, 'none') AS counts", [
      national.browser.tokenHash(),
    ])) as [{ counts: { open: number } }];
    expect(counts.open).toBeGreaterThanOrEqual(1);
    const lagosQueue = await lagos.browser.get("/staff/grievances?view=open&state=none");
    expect(lagosQueue.text).not.toContain(loose.reference);

    await site.db.query("SELECT run_grievance_escalation(10)");
    const event = await site.db.query("SELECT body FROM grievance_event WHERE grievance = $1 AND kind = 'escalated'", [loose.id]);
    expect(event.rows[0].body).toMatch(/^Open without a state for \d+ working days: escalated to the national office\.$/);

    const [{ figures }] = (await withClient(
      site.appDatabaseUrl,
      async (client) => (await client.query("SELECT grievance_statistics() AS figures")).rows,
    )) as [{ figures: { by_state: { key: string }[] } }];
    expect(figures.by_state.map((row) => row.key)).toContain("");
    // The public page names the row in its language; the CSV calls it "not given".
    expect(await (await fetch(site.app.baseUrl + "/grievances/statistics")).text()).toContain("State not given");
    expect(await (await fetch(site.app.baseUrl + "/grievances/statistics.csv")).text()).toMatch(/^state,not given,/m);
  });
});
