import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/app-process";
import { withClient } from "../../server/database/pg";
import { outcome, word } from "./support/content";
import type { TestSite } from "./support/site";
import { smtpServer, type ReceivedMail } from "./support/smtp";
import { signedInStaff, startStaffTestSite, StaffBrowser } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * Grievances in the back office (issue 50): a grievance officer works a case
 * from the queue to its resolution; notes stay inside, replies and the
 * closing letter reach the person (by a real SMTP server, in their language,
 * with their consent); contact details only through a committed ticket; and a
 * state desk reaches only its state's cases, in the database itself.
 */
let site: TestSite;
let staffBase: string;
let smtp: ReturnType<typeof smtpServer>;

interface Person {
  name: string;
  browser: StaffBrowser;
}
let national: Person;
let kano: Person;
let requestOfficer: Person;

const run = promisify(execFile);
const mailTo = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));
const textOf = (message: ReceivedMail) => message.mail.text ?? "";

/** A case as the owner writes one: any channel, any state. */
async function insertGrievance(fields: {
  state: string;
  description: string;
  email?: string;
  phone?: string;
  name?: string;
  mayContact?: boolean;
  locale?: string;
  createdAt?: Date;
  category?: string;
}): Promise<string> {
  const { rows } = await site.db.query<{ reference: string }>(
    `INSERT INTO grievance (category, description, state, lga, contact_name, phone, email, may_contact, channel, locale, created_at)
     VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, 'web', $8, $9) RETURNING reference`,
    [
      fields.category ?? "payment-not-received",
      fields.description,
      fields.state,
      fields.name ?? null,
      fields.phone ?? null,
      fields.email ?? null,
      fields.mayContact ?? false,
      fields.locale ?? "en",
      fields.createdAt ?? new Date(),
    ],
  );
  return rows[0]!.reference;
}

async function act(who: Person, reference: string, fields: Record<string, string>) {
  await who.browser.get(`/staff/grievances/${reference}`);
  return who.browser.post(`/staff/grievances/${reference}`, { csrf: who.browser.csrf!, ...fields });
}

/** A form with a letter, as the page sends it: previewed, then sent with the preview's fingerprint. */
async function withLetter(who: Person, reference: string, fields: Record<string, string>, preview: string, send: string) {
  const shown = await act(who, reference, { ...fields, intent: preview });
  expect(shown.status).toBe(200);
  const checked = /name="checked" value="([0-9a-f]+)"/.exec(shown.text)?.[1];
  expect(checked, "the preview's Send carries the letter's fingerprint").toBeDefined();
  const sent = await who.browser.post(`/staff/grievances/${reference}`, {
    csrf: who.browser.csrf!,
    ...fields,
    intent: send,
    checked: checked!,
  });
  return { shown, sent };
}

const events = async (reference: string) =>
  (
    await site.db.query<{ kind: string; body: string | null; written_by: string }>(
      "SELECT e.kind, e.body, e.written_by FROM grievance_event e JOIN grievance g ON g.id = e.grievance WHERE g.reference = $1 ORDER BY e.id",
      [reference],
    )
  ).rows;

const audited = (action: string, actor: string, subject: string) =>
  site.count("SELECT count(*) FROM audit_log WHERE action = $1 AND actor = $2 AND subject = $3", [action, actor, subject]);

let lagosCase: string;
let kanoCase: string;
let lagosOverdue: string;
const lagosText = `My June payment never came ${word()}`;
const kanoText = `The agent asked me for ₦2,000 ${word()}`;

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  ({ site, staffBase } = await startStaffTestSite({
    SMTP_URL: smtp.url,
    MAIL_TRANSPORT: "smtp",
    MAIL_FROM: "NASSCO <no-reply@nassco.example>",
    MAIL_REPLY_TO: "grievances@nassco.example",
    STAFF_NOTIFY_TO: "office@nassco.example",
    MAIL_RETRY_SECONDS: "1",
  }));
  national = await signedInStaff(site, staffBase, ["grievance_officer"]);
  kano = await signedInStaff(site, staffBase, ["grievance_officer"]);
  requestOfficer = await signedInStaff(site, staffBase, ["request_officer"]);
  await site.db.query("UPDATE staff_account SET desk_state = 'Kano' WHERE name = $1", [kano.name]);
  lagosCase = await insertGrievance({
    state: "Lagos",
    description: lagosText,
    name: "Adébáyọ̀ Ògúnlẹ́yẹ",
    phone: "+2348031234567",
    email: "adebayo@example.org",
    mayContact: true,
    locale: "yo",
  });
  kanoCase = await insertGrievance({ state: "Kano", description: kanoText, phone: "+2348031234567", mayContact: false, category: "fraud" });
  lagosOverdue = await insertGrievance({
    state: "Lagos",
    description: `Still waiting since spring ${word()}`,
    createdAt: new Date(Date.now() - 60 * 86_400_000),
  });
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await smtp?.stop();
});

describe("the queue", () => {
  it("lists the national office's cases from every state, with no contact details, and marks the overdue in words", async () => {
    const queue = await national.browser.get("/staff/grievances?view=open");
    expect(queue.status).toBe(200);
    for (const reference of [lagosCase, kanoCase, lagosOverdue]) expect(queue.text).toContain(`href="/staff/grievances/${reference}"`);
    expect(queue.text).not.toContain("adebayo@example.org");
    expect(queue.text).not.toContain("8031234567");
    expect(queue.text).not.toContain(lagosText);

    const overdue = await national.browser.get("/staff/grievances?view=overdue");
    expect(overdue.text).toContain(`href="/staff/grievances/${lagosOverdue}"`);
    expect(overdue.text).not.toContain(`href="/staff/grievances/${lagosCase}"`);
    expect(overdue.text).toMatch(/Overdue<\/strong>/);

    const fraud = await national.browser.get("/staff/grievances?view=open&category=fraud");
    expect(fraud.text).toContain(kanoCase);
    expect(fraud.text).not.toContain(lagosCase);
    const lagos = await national.browser.get("/staff/grievances?view=open&state=Lagos");
    expect(lagos.text).toContain(lagosCase);
    expect(lagos.text).not.toContain(kanoCase);
  });

  it("counts each view, overdue ones included, within the desk", async () => {
    const counts = await withClient(site.officeDatabaseUrl, (client) =>
      client.query<{ national: Record<string, number>; kano: Record<string, number> }>(
        "SELECT staff_grievance_counts($1) AS national, staff_grievance_counts($2) AS kano",
        [national.browser.tokenHash(), kano.browser.tokenHash()],
      ),
    );
    const { national: all, kano: desk } = counts.rows[0]!;
    expect(all.overdue).toBeGreaterThanOrEqual(1);
    expect(all.open).toBeGreaterThanOrEqual(3);
    expect(desk).toMatchObject({ desk: "Kano", overdue: 0 });
    expect(desk.open).toBe(await site.count("SELECT count(*) FROM grievance WHERE state = 'Kano' AND resolved_at IS NULL"));
  });

  it("is refused to an account without the grievance officer's role", async () => {
    expect((await requestOfficer.browser.get("/staff/grievances")).status).toBe(403);
    expect((await requestOfficer.browser.get(`/staff/grievances/${lagosCase}`)).status).toBe(403);
  });
});

describe("a case worked to its resolution", () => {
  const note = `Checked the payroll: her household is on the June list ${word()}`;
  const reply = `Ẹ jọ̀wọ́, we are checking the June payment list ${word()}`;
  const closing = `The June payment was made on 3 December ${word()}`;

  it("is taken, noted and answered, each under the officer's name", async () => {
    const taken = await act(national, lagosCase, { intent: "take" });
    expect(taken.status).toBe(303);
    expect(taken.location).toBe(`/staff/grievances/${lagosCase}?done=assigned#done`);
    expect((await site.db.query("SELECT assignee FROM grievance WHERE reference = $1", [lagosCase])).rows[0]).toEqual({
      assignee: national.name,
    });
    expect(await audited("grievance assigned", national.name, lagosCase)).toBe(1);

    const moved = await act(national, lagosCase, { intent: "move", status: "in-progress" });
    expect(moved.status).toBe(303);
    const backwards = await act(national, lagosCase, { intent: "move", status: "received" });
    expect(backwards.status).toBe(409);

    const empty = await act(national, lagosCase, { intent: "note", note: "" });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Write the note");

    const noted = await act(national, lagosCase, { intent: "note", note });
    expect(noted.status).toBe(303);
    expect(await audited("grievance note", national.name, lagosCase)).toBe(1);

    const { shown, sent } = await withLetter(national, lagosCase, { reply }, "preview-reply", "reply");
    expect(shown.text).toContain("The letter, in Yoruba: Èsì nípa ìròyìn rẹ");
    expect(sent.status).toBe(303);
    expect(sent.location).toContain("done=replied-letter");
    await until(() => mailTo("adebayo@example.org").length === 1, 20_000, "the reply's letter");
    const letter = mailTo("adebayo@example.org")[0]!;
    expect(letter.mail.subject).toBe(`Èsì nípa ìròyìn rẹ ${lagosCase}`);
    expect(textOf(letter)).toContain(reply);
    expect(textOf(letter)).not.toContain(note);

    const page = await national.browser.get(`/staff/grievances/${lagosCase}`);
    expect(page.text).toContain("Internal note (staff only)");
    expect(page.text).toContain("Public reply (the person sees it on the status page)");
    expect(page.text).toContain(note);
  });

  it("is resolved with a category and a reply that explains it, and the closing letter goes once previewed", async () => {
    const missing = await act(national, lagosCase, { intent: "resolve", resolution: "paid", closing: "" });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Write the reply that explains the resolution to the person");
    expect(await site.count("SELECT count(*) FROM grievance WHERE reference = $1 AND resolved_at IS NULL", [lagosCase])).toBe(1);

    // Send before the preview shows the letter first.
    const unseen = await act(national, lagosCase, { intent: "resolve", resolution: "paid", closing });
    expect(unseen.status).toBe(200);
    expect(unseen.text).toContain("Read it as the person will");
    expect(await site.count("SELECT count(*) FROM grievance WHERE reference = $1 AND resolved_at IS NULL", [lagosCase])).toBe(1);

    const { sent } = await withLetter(national, lagosCase, { resolution: "paid", closing }, "preview-resolve", "resolve");
    expect(sent.status).toBe(303);
    expect(sent.location).toContain("done=resolved-letter");
    const { rows } = await site.db.query(
      "SELECT status, resolution, assignee, resolved_at IS NOT NULL AS done FROM grievance WHERE reference = $1",
      [lagosCase],
    );
    expect(rows[0]).toEqual({ status: "resolved", resolution: "paid", assignee: national.name, done: true });
    // The closing letter, then "Was it fixed?" (decision 0110), each in the person's language.
    const subjects = [`A ti yanjú ìròyìn rẹ ${lagosCase}`, `Ṣé wọ́n ti yanjú ìròyìn rẹ ${lagosCase}?`];
    await until(() => mailTo("adebayo@example.org").length === 3, 20_000, "the closing letter and the question");
    const received = mailTo("adebayo@example.org").slice(1);
    expect(received.map((sent) => sent.mail.subject).sort()).toEqual([...subjects].sort());
    const letter = received.find((sent) => sent.mail.subject === subjects[0])!;
    expect(textOf(letter)).toContain(closing);
    await until(
      async () =>
        (await site.count(
          "SELECT count(*) FROM grievance_letter l JOIN grievance g ON g.id = l.grievance WHERE g.reference = $1 AND l.state = 'sent'",
          [lagosCase],
        )) === 2,
      20_000,
      "both letters sent",
    );
    expect(await audited("grievance resolved", national.name, lagosCase)).toBe(1);
  });

  it("keeps the note out of everything the person is shown: only replies are public", async () => {
    const history = await events(lagosCase);
    expect(history.map((event) => event.kind)).toEqual(["assigned", "status", "note", "reply", "letter", "reply", "status", "letter"]);
    const publicWords = history.filter((event) => event.kind === "reply").map((event) => event.body);
    expect(publicWords).toEqual([reply, closing]);
    expect(publicWords.join(" ")).not.toContain(note);
    expect(history.every((event) => event.written_by === national.name)).toBe(true);
  });
});

describe("contact details", () => {
  it("are shown only once the read is on record, under the officer's name", async () => {
    const page = await national.browser.get(`/staff/grievances/${lagosCase}`);
    expect(page.text).not.toContain("+2348031234567");
    const before = await audited("read grievance contact details", national.name, lagosCase);
    const shown = await act(national, lagosCase, { intent: "contact" });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("+2348031234567");
    expect(shown.text).toContain("adebayo@example.org");
    expect(await audited("read grievance contact details", national.name, lagosCase)).toBe(before + 1);
  });

  it("are refused for a ticket not yet committed, and for another officer's ticket", async () => {
    const token = national.browser.tokenHash();
    const uncommitted = await withClient(site.officeDatabaseUrl, async (client) => {
      await client.query("BEGIN");
      const { rows } = await client.query<{ ticket: string }>("SELECT staff_grievance_contact_ticket($1, $2) AS ticket", [
        token,
        lagosCase,
      ]);
      const code = await client.query("SELECT * FROM staff_grievance_contact($1, $2)", [token, rows[0]!.ticket]).then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
      await client.query("ROLLBACK");
      return code;
    });
    expect(uncommitted).toBe("25000");
    const { rows } = await withClient(site.officeDatabaseUrl, (client) =>
      client.query<{ ticket: string }>("SELECT staff_grievance_contact_ticket($1, $2) AS ticket", [token, lagosCase]),
    );
    expect(
      await outcome(site.officeDatabaseUrl, "SELECT * FROM staff_grievance_contact($1, $2)", [kano.browser.tokenHash(), rows[0]!.ticket]),
    ).toBe("42501");
  });
});

describe("the description, in the person's words", () => {
  it("is never in the queue's rows, and each view of the case page reads it once, on record under the officer's name", async () => {
    const token = national.browser.tokenHash();
    const { rows } = await withClient(site.officeDatabaseUrl, (client) =>
      client.query<{ grievance: Record<string, unknown> }>("SELECT grievance FROM staff_grievances($1, 'open', NULL, NULL, 200)", [token]),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !("description" in row.grievance))).toBe(true);
    const file = await withClient(site.officeDatabaseUrl, (client) =>
      client.query<{ grievance: Record<string, unknown> }>("SELECT grievance FROM staff_grievance($1, $2)", [token, lagosCase]),
    );
    expect(file.rows[0]!.grievance).not.toHaveProperty("description");
    const before = await audited("read grievance", national.name, lagosCase);
    const page = await national.browser.get(`/staff/grievances/${lagosCase}`);
    expect(page.text).toContain(lagosText);
    expect(await audited("read grievance", national.name, lagosCase)).toBe(before + 1);
  });

  it("is refused for a ticket not yet committed, and for another desk's officer", async () => {
    const token = national.browser.tokenHash();
    const uncommitted = await withClient(site.officeDatabaseUrl, async (client) => {
      await client.query("BEGIN");
      const { rows } = await client.query<{ ticket: string }>("SELECT staff_grievance_ticket($1, $2) AS ticket", [token, lagosCase]);
      const code = await client.query("SELECT * FROM staff_grievance_description($1, $2)", [token, rows[0]!.ticket]).then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
      await client.query("ROLLBACK");
      return code;
    });
    expect(uncommitted).toBe("25000");
    const { rows } = await withClient(site.officeDatabaseUrl, (client) =>
      client.query<{ ticket: string }>("SELECT staff_grievance_ticket($1, $2) AS ticket", [token, lagosCase]),
    );
    expect(
      await outcome(site.officeDatabaseUrl, "SELECT * FROM staff_grievance_description($1, $2)", [
        kano.browser.tokenHash(),
        rows[0]!.ticket,
      ]),
    ).toBe("42501");
  });
});

describe("a state desk", () => {
  it("sees only its state's cases, and another state's case is not found", async () => {
    const queue = await kano.browser.get("/staff/grievances?view=open&state=Lagos");
    expect(queue.status).toBe(200);
    expect(queue.text).toContain(`href="/staff/grievances/${kanoCase}"`);
    expect(queue.text).not.toContain(lagosOverdue);
    expect(queue.text).toContain("Your desk: Kano");
    const resolved = await kano.browser.get("/staff/grievances?view=resolved");
    expect(resolved.text).not.toContain(lagosCase);

    expect((await kano.browser.get(`/staff/grievances/${lagosOverdue}`)).status).toBe(404);
    const post = await kano.browser.post(`/staff/grievances/${lagosOverdue}`, { csrf: kano.browser.csrf!, intent: "contact" });
    expect(post.status).toBe(404);
    expect(await audited("read grievance contact details", kano.name, lagosOverdue)).toBe(0);
  });

  it("works its own case: an anonymous caller's without consent gets no letter, and escalation reaches the national office", async () => {
    // No letter goes, so nothing needs previewing: the reply is saved for the status page at once.
    const sent = await act(kano, kanoCase, { intent: "reply", reply: "We are looking into the agent." });
    expect(sent.status).toBe(303);
    expect(sent.location).toContain("done=replied#done");
    expect(
      await site.count("SELECT count(*) FROM grievance_letter l JOIN grievance g ON g.id = l.grievance WHERE g.reference = $1", [kanoCase]),
    ).toBe(0);

    const escalated = await act(kano, kanoCase, { intent: "escalate" });
    expect(escalated.status).toBe(303);
    const queue = await national.browser.get("/staff/grievances?view=escalated");
    expect(queue.text).toContain(`href="/staff/grievances/${kanoCase}"`);
    expect((await kano.browser.get(`/staff/grievances/${kanoCase}`)).text).toContain("National office");

    // Sent again (a second tab, or a colleague was quicker): refused beside where the button was, the summary linking to it.
    const again = await act(kano, kanoCase, { intent: "escalate" });
    expect(again.status).toBe(409);
    expect(again.text).toContain('href="#field-escalate"');
    expect(again.text).toMatch(/id="field-escalate"[^>]*>.*The case is resolved, or with the national office already/s);
  });

  it("cannot give its case to an officer whose desk does not cover it", async () => {
    const lagosDesk = await signedInStaff(site, staffBase, ["grievance_officer"]);
    await site.db.query("UPDATE staff_account SET desk_state = 'Lagos' WHERE name = $1", [lagosDesk.name]);
    const refused = await act(kano, kanoCase, { intent: "assign", assignee: lagosDesk.name });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choose a grievance officer whose desk covers this case");
    expect(
      await outcome(site.officeDatabaseUrl, "SELECT staff_grievance_assign($1, $2, $3)", [
        kano.browser.tokenHash(),
        kanoCase,
        lagosDesk.name,
      ]),
    ).toBe("22023");
  });

  it("is kept to its state by the database: psql as nassco_office with the desk's session finds no Lagos case", async () => {
    const token = `\\x${kano.browser.tokenHash().toString("hex")}`;
    const psql = (login: string, sql: string) =>
      run("psql", [login, "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql]).then(
        ({ stdout }) => ({ ok: true, out: stdout }),
        (error: { stderr?: string }) => ({ ok: false, out: error.stderr ?? "" }),
      );
    const listed = await psql(
      site.officeDatabaseUrl,
      `SELECT string_agg(grievance->>'state', ',') FROM staff_grievances('${token}'::bytea, 'open', NULL, 'Lagos', 200)`,
    );
    expect(listed.ok).toBe(true);
    expect(
      listed.out
        .trim()
        .split(",")
        .every((state) => state === "Kano"),
    ).toBe(true);
    const resolved = await psql(
      site.officeDatabaseUrl,
      `SELECT count(*) FROM staff_grievances('${token}'::bytea, 'resolved', NULL, NULL, 200) WHERE grievance->>'state' <> 'Kano'`,
    );
    expect(resolved.out.trim()).toBe("0");
    const other = await psql(site.officeDatabaseUrl, `SELECT * FROM staff_grievance('${token}'::bytea, '${lagosCase}')`);
    expect(other).toMatchObject({ ok: false });
    expect(other.out).toContain(`There is no grievance ${lagosCase}.`);
    for (const login of [site.officeDatabaseUrl, site.appDatabaseUrl]) {
      const table = await psql(login, "SELECT * FROM grievance");
      expect(table.ok, login.replace(/:[^:@]*@/, ":…@")).toBe(false);
      expect(table.out).toContain("permission denied for table grievance");
    }
  });
});

describe("a case waiting for the person", () => {
  it("reads in the office's words on the queue and the case page, never the person's 'Waiting for you'", async () => {
    const waiting = await insertGrievance({ state: "Lagos", description: `The form asks for a document I lost ${word()}` });
    const moved = await act(national, waiting, { intent: "move", status: "waiting" });
    expect(moved.status).toBe(303);

    const queue = await national.browser.get("/staff/grievances?view=waiting");
    const row = new RegExp(`<tr>(?:(?!</tr>).)*href="/staff/grievances/${waiting}"(?:(?!</tr>).)*</tr>`, "s").exec(queue.text)?.[0];
    expect(row, "the case's row in the queue").toBeDefined();
    expect(row).toContain("Waiting for the person");
    expect(queue.text).not.toContain("Waiting for you");

    const page = await national.browser.get(`/staff/grievances/${waiting}`);
    expect(page.text).toMatch(/<dt>Status<\/dt><dd>Waiting for the person<\/dd>/);
    expect(page.text).toContain("Status changed to Waiting for the person");
    expect(page.text).not.toContain("Waiting for you");
  });
});
