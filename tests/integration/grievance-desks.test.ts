import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states } from "../../app/content/states";
import { freePort } from "../../server/app-process";
import { withClient } from "../../server/database/pg";
import { databaseErrorCode } from "../../server/database/plain-error";
import { word } from "./support/content";
import { type TestSite } from "./support/site";
import { smtpServer, type ReceivedMail } from "./support/smtp";
import { invite, STAFF_COOKIE, StaffBrowser, signedInStaff, startStaffTestSite } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * Grievances in the back office, part two (issue 50): the grievance officer
 * role and state desks given on the accounts page, cases entered from a call
 * or a visit, and the jobs that run by themselves: escalation after working
 * days with holidays, retention, fraud alerts by mail to the right officers
 * from every channel, and their daily digest. Real PostgreSQL, a real SMTP
 * server, each login as production has it.
 */
let site: TestSite;
let staffBase: string;
let smtp: ReturnType<typeof smtpServer>;

let admin: { name: string; browser: StaffBrowser };
/** Made an editor, then given the grievance officer role and the Kano desk by the admin. */
const kano = { name: `kano_desk_${process.pid % 10_000}`, browser: null as unknown as StaffBrowser, secret: "" };
let national: { name: string; browser: StaffBrowser };
let lagos: { name: string; browser: StaffBrowser };

const NATIONAL_MAIL = "national.grievances@nassco.example";
const KANO_MAIL = "kano.grievances@nassco.example";
const LAGOS_MAIL = "lagos.grievances@nassco.example";
const DISABLED_MAIL = "gone.grievances@nassco.example";

const textOf = (message: ReceivedMail) => message.mail.text ?? "";
const mailTo = (address: string, subject: string) =>
  smtp.received.filter((message) => message.envelopeTo.includes(address) && (message.mail.subject ?? "").includes(subject));

/** A query as the back office's own login (nassco_office), as its process runs it. */
const asOffice = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  withClient(site.officeDatabaseUrl, async (client) => (await client.query<T>(sql, params)).rows);

/** The SQLSTATE the office's login gets for this, or null if it went through. */
const refusalOf = (sql: string, params: unknown[]) =>
  asOffice(sql, params).then(
    () => null,
    (error: unknown) => databaseErrorCode(error),
  );

/** A case as another channel's code stores it, written here as the owner: with its time of arrival in the past if asked. */
async function storeCase(fields: {
  category?: string;
  state?: string;
  channel?: string;
  createdAt?: string;
  description?: string;
  phone?: string | null;
}): Promise<string> {
  const { rows } = await site.db.query<{ reference: string }>(
    `INSERT INTO grievance (category, description, state, channel, phone, email, contact_name, may_contact, created_at)
     VALUES ($1, $2, $3, $4, $5, 'person@example.org', 'Amina Bello', true, coalesce($6::timestamptz, now())) RETURNING reference`,
    [
      fields.category ?? "payment-not-received",
      fields.description ?? `What happened ${word()}`,
      fields.state ?? "Kano",
      fields.channel ?? "sms",
      fields.phone === undefined ? "+2348012345678" : fields.phone,
      fields.createdAt ?? null,
    ],
  );
  return rows[0]!.reference;
}

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  ({ site, staffBase } = await startStaffTestSite({
    SMTP_URL: smtp.url,
    MAIL_TRANSPORT: "smtp",
    MAIL_FROM: "NASSCO <no-reply@nassco.example>",
    STAFF_NOTIFY_TO: "office@nassco.example",
    MAIL_RETRY_SECONDS: "1",
    DAILY_DIGEST_HOUR: "0",
    GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS: "10",
  }));
  admin = await signedInStaff(site, staffBase, ["admin"]);
  national = await signedInStaff(site, staffBase, ["grievance_officer"]);
  lagos = await signedInStaff(site, staffBase, ["grievance_officer"]);
  const gone = await signedInStaff(site, staffBase, ["grievance_officer"]);
  await site.db.query("UPDATE staff_account SET email = $2 WHERE name = $1", [national.name, NATIONAL_MAIL]);
  await site.db.query("UPDATE staff_account SET email = $2, desk_state = 'Lagos' WHERE name = $1", [lagos.name, LAGOS_MAIL]);
  await site.db.query("UPDATE staff_account SET email = $2, disabled_at = now() WHERE name = $1", [gone.name, DISABLED_MAIL]);
  kano.browser = new StaffBrowser(staffBase);
  ({ secret: kano.secret } = await kano.browser.enrol(await invite(site, kano.name, ["editor"])));
  await site.db.query("UPDATE staff_account SET email = $2 WHERE name = $1", [kano.name, KANO_MAIL]);
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await smtp?.stop();
});

/** Signs the Kano officer in again, as a person does after their sessions ended (waiting for the app's next code). */
async function signKanoIn() {
  await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [kano.name]);
  await kano.browser.signIn(kano.name, kano.secret);
}

describe("The grievance officer and their desk, given by an admin", () => {
  it("gives the role on the accounts page, and the officer's sessions end", async () => {
    await signKanoIn();
    expect((await kano.browser.get("/staff")).status).toBe(200);
    const form = await admin.browser.get(`/staff/accounts?roles=${kano.name}`);
    expect(form.text).toContain("Grievance officer: handles grievances");
    const given = await admin.browser.post(`/staff/accounts?roles=${kano.name}`, {
      csrf: admin.browser.csrf!,
      intent: "roles",
      account: kano.name,
      roles: ["grievance_officer"],
      // Given with the role, chosen (issue 64): the national office here; the next test sets Kano.
      desk: "national",
    });
    expect(given.status).toBe(303);
    expect((await site.db.query("SELECT roles FROM staff_account WHERE name = $1", [kano.name])).rows[0].roles).toEqual([
      "grievance_officer",
    ]);
    expect((await kano.browser.get("/staff")).location).toMatch(/^\/staff\/sign-in/);
  });

  it("sets a Kano desk, checked against the register's states, audited, and the sessions end again", async () => {
    await signKanoIn();
    const page = await admin.browser.get(`/staff/accounts?roles=${kano.name}`);
    expect(page.text).toContain(`The grievance desk of Test ${kano.name}`);
    expect(page.text).toContain('<option value="FCT">Federal Capital Territory</option>');
    const post = (desk: string, account = kano.name) =>
      admin.browser.post(`/staff/accounts?roles=${account}`, { csrf: admin.browser.csrf!, intent: "desk", account, desk });

    const unknown = await post("Atlantis");
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain("Choose a state from the list, or the national office");
    expect(unknown.text).toContain('href="#change-desk-desk"');
    expect(unknown.text).toMatch(/<select id="change-desk-desk" name="desk" aria-invalid="true"/);
    expect(page.text).toContain(`action="/staff/accounts?roles=${kano.name}#change-desk-heading"`);
    expect((await post("Kano", admin.name)).status).toBe(400);

    expect((await post("Kano")).status).toBe(303);
    expect((await site.db.query("SELECT desk_state FROM staff_account WHERE name = $1", [kano.name])).rows[0].desk_state).toBe("Kano");
    expect((await kano.browser.get("/staff")).location).toMatch(/^\/staff\/sign-in/);
    const audit = await site.db.query(
      "SELECT actor, before, after FROM audit_log WHERE action = 'staff account desk changed' AND subject = $1",
      [`staff:${kano.name}`],
    );
    expect(audit.rows).toEqual([{ actor: admin.name, before: { desk_state: null }, after: { desk_state: "Kano" } }]);
    expect((await admin.browser.get("/staff/accounts")).text).toContain("Grievance officer (Kano desk)");

    // The database refuses the same, whatever the page: a state not in the register, an admin's own, a non-officer's.
    const token = admin.browser.tokenHash();
    expect(await refusalOf("SELECT staff_account_desk($1, $2, 'Atlantis')", [token, kano.name])).toBe("23514");
    expect(await refusalOf("SELECT staff_account_desk($1, $2, 'Kano')", [token, admin.name])).toBe("42501");
    await invite(site, `plain_editor_${process.pid % 10_000}`, ["editor"]);
    expect(await refusalOf("SELECT staff_account_desk($1, $2, 'Kano')", [token, `plain_editor_${process.pid % 10_000}`])).toBe("23514");
    // The page says so beside the desk (their role taken away while the form was open), the desk chosen kept: not an error page.
    const noRole = await post("Kano", `plain_editor_${process.pid % 10_000}`);
    expect(noRole.status).toBe(400);
    expect(noRole.text).toContain("Only a grievance officer has a desk: give them the role first.");
    expect(noRole.text).toContain('<option value="Kano" selected="">');
    expect(await refusalOf("SELECT staff_account_desk($1, $2, NULL)", [national.browser.tokenHash(), kano.name])).toBe("42501");
    await signKanoIn();
  });

  it("opens Grievances and every page for all staff to a grievance officer", async () => {
    const home = await kano.browser.get("/staff");
    expect(home.text).toContain('href="/staff/grievances"');
    expect(home.text).toContain('href="/staff/grievances/new"');
    for (const path of ["/staff/email", "/staff/statistics", "/staff/feedback"]) expect((await kano.browser.get(path)).status).toBe(200);
    expect((await kano.browser.get("/staff/requests/new")).status).toBe(403);
    expect((await admin.browser.get("/staff/grievances/new")).status).toBe(403);
  });

  it("keeps the register's states in the database as the site lists them", async () => {
    const { rows } = await site.db.query<{ name: string }>("SELECT name FROM register_state ORDER BY name");
    expect(rows.map((row) => row.name)).toEqual(states.map((state) => state.registerName).sort());
  });
});

describe("A grievance entered by an officer", () => {
  const call = (fields: Record<string, string> = {}) => ({
    csrf: kano.browser.csrf!,
    channel: "phone",
    receivedOn: new Date(Date.now() + 3600_000).toISOString().slice(0, 10),
    category: "payment-not-received",
    description: `The October payment did not come ${word()}`,
    state: "Kano",
    lga: "Dala",
    contactName: "Amina Bello",
    phone: "0801 234 5678",
    mayContact: "yes",
    locale: "ha",
    ...fields,
  });

  it("is stored with its channel and the officer, and the page shows its reference and code once", async () => {
    await kano.browser.get("/staff/grievances/new");
    const fields = call();
    const saved = await kano.browser.post("/staff/grievances/new", fields);
    expect(saved.status).toBe(303);
    const reference = /entered=(GRV-\d{4}-\d{6,})/.exec(saved.location ?? "")?.[1];
    expect(reference).toBeTruthy();
    const stored = await site.db.query(
      "SELECT channel, entered_by, state, lga, phone, may_contact, locale, status_code_sha256 IS NOT NULL AS coded FROM grievance WHERE reference = $1",
      [reference],
    );
    expect(stored.rows[0]).toEqual({
      channel: "phone",
      entered_by: kano.name,
      state: "Kano",
      lga: "Dala",
      phone: "+2348012345678",
      may_contact: true,
      locale: "ha",
      coded: true,
    });
    // The code rides in a short-lived cookie of its own, for this page alone: a browser sends it back once.
    const codeCookie = saved.headers
      .getSetCookie()
      .find((line) => line.startsWith("entered_code="))!
      .split(";")[0]!;
    const page = saved.location!.replace(/#.*/, "");
    const open = (cookies: string) =>
      fetch(staffBase + page, { headers: { "X-Forwarded-For": kano.browser.client, Cookie: cookies } }).then(async (response) => ({
        text: await response.text(),
        forget: response.headers.getSetCookie().some((line) => line.startsWith("entered_code=") && /Max-Age=0/i.test(line)),
      }));
    const shown = await open(`${STAFF_COOKIE}=${kano.browser.cookie}; ${codeCookie}`);
    expect(shown.text).toContain(reference);
    expect(shown.text).toMatch(/status code, shown only now: <strong class="staff-secret">[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}</);
    expect(shown.text).toContain(`href="/staff/grievances/${reference}"`);
    expect(shown.forget).toBe(true);
    const again = await open(`${STAFF_COOKIE}=${kano.browser.cookie}`);
    expect(again.text).toContain(reference);
    expect(again.text).not.toContain("shown only now");
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'grievance entered' AND subject = $1", [reference])).toBe(1);
  });

  it("counts from 09:00 in Lagos on the day it arrived, when that was before today", async () => {
    const saved = await kano.browser.post(
      "/staff/grievances/new",
      call({ channel: "walk-in", receivedOn: "2026-11-02", phone: "", mayContact: "" }),
    );
    expect(saved.status).toBe(303);
    const reference = /entered=(GRV-\d{4}-\d{6,})/.exec(saved.location ?? "")![1];
    const { rows } = await site.db.query(
      "SELECT to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD HH24:MI') AS arrived, expected_on = working_day_after(created_at, 21) AS promised FROM grievance WHERE reference = $1",
      [reference],
    );
    expect(rows[0]).toEqual({ arrived: "2026-11-02 09:00", promised: true });
  });

  it("is refused, with the entries kept, for a day in the future or consent without a phone or address", async () => {
    const before = await site.count("SELECT count(*) FROM grievance");
    const future = await kano.browser.post("/staff/grievances/new", call({ receivedOn: "2099-01-01" }));
    expect(future.status).toBe(400);
    expect(future.text).toContain("The day it reached the office cannot be in the future");
    expect(future.text).toContain('value="2099-01-01"');
    const consent = await kano.browser.post("/staff/grievances/new", call({ phone: "", mayContact: "yes" }));
    expect(consent.status).toBe(400);
    expect(consent.text).toContain("To be contacted, they need a phone number or an e-mail address");
    expect(await site.count("SELECT count(*) FROM grievance")).toBe(before);
  });

  it("from a Kano desk, may not be a Lagos case: not on the page, and not in the database", async () => {
    const before = await site.count("SELECT count(*) FROM grievance");
    const page = await kano.browser.get("/staff/grievances/new");
    expect(page.text).not.toContain('<option value="Lagos">');
    const refused = await kano.browser.post("/staff/grievances/new", call({ state: "Lagos" }));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Your desk enters only Kano grievances");
    const sql =
      "SELECT staff_grievance_enter($1, 'phone', current_date, 'other', 'A Lagos case', $2, NULL, NULL, NULL, NULL, false, 'en', NULL)";
    expect(await refusalOf(sql, [kano.browser.tokenHash(), "Lagos"])).toBe("42501");
    expect(await refusalOf(sql, [kano.browser.tokenHash(), "Atlantis"])).toBe("23514");
    expect(await site.count("SELECT count(*) FROM grievance")).toBe(before);
    // The national office enters any state's; someone with no grievance role, none.
    const national_ = await asOffice<{ reference: string }>(`${sql} AS reference`, [national.browser.tokenHash(), "Lagos"]);
    expect(national_[0]!.reference).toMatch(/^GRV-\d{4}-\d{6,}$/);
    expect(await refusalOf(sql, [admin.browser.tokenHash(), "Lagos"])).toBe("42501");
  });
});

describe("The receipt of a case entered by an officer", () => {
  const entry = (fields: Record<string, string>) => ({
    csrf: national.browser.csrf!,
    channel: "phone",
    receivedOn: "2026-11-02",
    category: "payment-not-received",
    description: `My payment did not come ${word()}`,
    state: "Oyo",
    lga: "",
    contactName: "Adé Bello",
    phone: "",
    email: "",
    mayContact: "",
    locale: "en",
    ...fields,
  });

  /** Entered as the officer does, then the page they land on, with the code and the receipt's notice shown this once. */
  async function enter(fields: Record<string, string>) {
    await national.browser.get("/staff/grievances/new");
    const saved = await national.browser.post("/staff/grievances/new", entry(fields));
    expect(saved.status).toBe(303);
    const reference = /entered=(GRV-\d{4}-\d{6,})/.exec(saved.location ?? "")![1]!;
    const codeCookie = saved.headers
      .getSetCookie()
      .find((line) => line.startsWith("entered_code="))!
      .split(";")[0]!;
    const response = await fetch(staffBase + saved.location!.replace(/#.*/, ""), {
      headers: { "X-Forwarded-For": national.browser.client, Cookie: `${STAFF_COOKIE}=${national.browser.cookie}; ${codeCookie}` },
    });
    const text = await response.text();
    const code = /status code, shown only now: <strong class="staff-secret">([0-9A-Z-]{14})</.exec(text)![1]!;
    return { reference, code, text };
  }

  const smsOf = (reference: string) =>
    site.db
      // The number by its hash: the sender clears the number itself once the message is sent.
      .query<{ kind: string; recipient: string; locale: string; params: Record<string, string> }>(
        `SELECT o.kind, CASE WHEN o.recipient_sha256 = sha256(convert_to(g.phone, 'UTF8')) THEN g.phone END AS recipient, o.locale, o.params
         FROM sms_outbox o JOIN grievance g ON g.id = o.grievance WHERE g.reference = $1`,
        [reference],
      )
      .then((result) => result.rows);
  const mailOf = (reference: string) =>
    site.db
      .query<{ kind: string; recipient: string; params: Record<string, string> }>(
        "SELECT kind, recipient, params FROM mail_outbox WHERE reference = $1 AND kind = 'grievance acknowledgement'",
        [reference],
      )
      .then((result) => result.rows);
  const receiptAudits = (reference: string) =>
    site.count("SELECT count(*) FROM audit_log WHERE action = 'grievance receipt queued' AND actor = $1 AND subject = $2", [
      national.name,
      reference,
    ]);

  it("goes by SMS, in the language chosen, to a caller who gave a phone and agreed, and the officer is told", async () => {
    const { reference, code, text } = await enter({ phone: "0803 123 4567", mayContact: "yes", locale: "yo" });
    expect(await smsOf(reference)).toEqual([
      {
        kind: "grievance receipt",
        recipient: "+2348031234567",
        locale: "yo",
        params: expect.objectContaining({ reference, code: code.replaceAll("-", "") }),
      },
    ]);
    expect(text).toContain("A receipt with the reference and the code is queued by SMS to the phone number given, in Yoruba.");
    expect(await receiptAudits(reference)).toBe(1);
  });

  it("does not go to a caller who did not agree to be contacted, and the officer is told why", async () => {
    const { reference, text } = await enter({ phone: "0803 123 4567", email: "no.consent@example.org" });
    expect(await smsOf(reference)).toEqual([]);
    expect(await mailOf(reference)).toEqual([]);
    expect(text).toContain("No receipt by SMS or e-mail: they did not agree to be contacted.");
    expect(text).not.toContain("is queued");
    expect(await receiptAudits(reference)).toBe(0);
  });

  it("goes by e-mail, as the web form's acknowledgement, to an address given with consent", async () => {
    const address = `receipt.${word()}@example.org`;
    const { reference, code, text } = await enter({ channel: "paper", email: address, mayContact: "yes", locale: "ha" });
    expect(await mailOf(reference)).toEqual([
      { kind: "grievance acknowledgement", recipient: address, params: expect.objectContaining({ reference, code, locale: "ha" }) },
    ]);
    expect(await smsOf(reference)).toEqual([]);
    expect(text).toContain("A receipt with the reference and the code is queued by e-mail to the address given, in Hausa.");
    await until(() => smtp.received.some((message) => message.envelopeTo.includes(address)), 20_000, "the e-mailed receipt");
    const mail = smtp.received.find((message) => message.envelopeTo.includes(address))!;
    expect(textOf(mail)).toContain(reference);
    expect(textOf(mail)).toContain(code);
  });

  it("is queued by the database only for the case the officer has just entered, with its code: not for another, not by the site's login", async () => {
    const other = await storeCase({ state: "Oyo" });
    const sql = "SELECT * FROM staff_grievance_receipt($1, $2, $3)";
    expect(await refusalOf(sql, [national.browser.tokenHash(), other, "0000-0000-0000"])).toBe("P0002");
    expect(await smsOf(other)).toEqual([]);
    const refused = await withClient(site.appDatabaseUrl, (client) =>
      client.query(sql, [national.browser.tokenHash(), other, "0000-0000-0000"]),
    ).then(
      () => null,
      (error: unknown) => databaseErrorCode(error),
    );
    expect(refused).toBe("42501");
  });
});

describe("Working days", () => {
  it("promises the 21st working day after arrival, across a weekend and a public holiday", async () => {
    // Friday 4 June 2027, 15:00 in Lagos; Monday 7 June is made a holiday for this test.
    await site.db.query("INSERT INTO public_holiday (day, name) VALUES ('2027-06-07', 'Test holiday') ON CONFLICT DO NOTHING");
    const { rows } = await site.db.query(
      `SELECT working_day_after(t, 21) AS due, working_days_between(t, working_day_after(t, 21)::timestamptz) AS counted,
              working_day_after(t, 1) AS next
       FROM (SELECT timestamptz '2027-06-04 15:00+01' AS t) s`,
    );
    // Without the holiday the 21st working day would be Monday 5 July; with it, Tuesday 6 July.
    expect(rows[0]).toEqual({ due: new Date("2027-07-06T00:00:00Z"), counted: 21, next: new Date("2027-06-08T00:00:00Z") });
  });
});

describe("Escalation after N working days", () => {
  it("sends a case open at its state desk for over 10 working days to the national office, once, not one of 10", async () => {
    // A holiday on a weekday of the last fortnight, so that a calendar count would be wrong.
    await site.db.query(
      `INSERT INTO public_holiday (day, name)
       SELECT d::date, 'Escalation test holiday' FROM generate_series(current_date - 9, current_date - 3, interval '1 day') d
       WHERE extract(isodow FROM d) < 6 LIMIT 1 ON CONFLICT DO NOTHING`,
    );
    // The latest moments that are 11 and 10 working days ago, at noon in Lagos.
    const moment = async (days: number) =>
      (
        await site.db.query<{ at: Date }>(
          `SELECT at FROM (SELECT ((current_date - n) + time '12:00') AT TIME ZONE 'Africa/Lagos' AS at FROM generate_series(1, 40) n) s
           WHERE working_days_between(at, now()) = $1 ORDER BY at DESC LIMIT 1`,
          [days],
        )
      ).rows[0]!.at.toISOString();
    const due = await storeCase({ createdAt: await moment(11) });
    const notYet = await storeCase({ createdAt: await moment(10) });
    const resolved = await storeCase({ createdAt: await moment(12) });
    await site.db.query("UPDATE grievance SET status = 'resolved', resolution = 'paid', resolved_at = now() WHERE reference = $1", [
      resolved,
    ]);

    await asOffice("SELECT run_grievance_escalation(10)");
    expect((await asOffice<{ moved: number }>("SELECT run_grievance_escalation(10) AS moved"))[0]!.moved).toBe(0);

    const levels = await site.db.query<{ reference: string; level: string; escalated: boolean }>(
      "SELECT reference, level, escalated_at IS NOT NULL AS escalated FROM grievance WHERE reference = ANY ($1) ORDER BY reference",
      [[due, notYet, resolved]],
    );
    expect(Object.fromEntries(levels.rows.map((row) => [row.reference, row.level]))).toEqual({
      [due]: "national",
      [notYet]: "state",
      [resolved]: "state",
    });
    const events = await site.db.query(
      "SELECT e.kind, e.written_by, e.body FROM grievance_event e JOIN grievance g ON g.id = e.grievance WHERE g.reference = $1",
      [due],
    );
    expect(events.rows).toEqual([{ kind: "escalated", written_by: "system", body: expect.stringContaining("11 working days") }]);
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'grievance escalated' AND subject = $1", [due])).toBe(1);
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'grievance escalated' AND subject = $1", [notYet])).toBe(0);
  });
});

describe("A fraud report no officer can receive", () => {
  it("goes to the office's own mailbox, and with none is left unmarked, to be tried again", async () => {
    const outcome = await withClient(site.databaseUrl, async (client) => {
      await client.query("BEGIN");
      try {
        await client.query("UPDATE staff_account SET email = NULL WHERE 'grievance_officer' = ANY (roles)");
        const { rows } = await client.query<{ id: number; reference: string }>(
          "INSERT INTO grievance (category, description, state) VALUES ('fraud', $1, 'Zamfara') RETURNING id, reference",
          [`Asked for money ${word()}`],
        );
        const mine = async (mailbox: string | null) =>
          (
            await client.query<{ recipients: string[] }>("SELECT recipients FROM grievance_fraud_alerts_take($1) WHERE reference = $2", [
              mailbox,
              rows[0]!.reference,
            ])
          ).rows;
        const marked = async () =>
          (
            await client.query<{ marked: boolean }>("SELECT fraud_alerted_at IS NOT NULL AS marked FROM grievance WHERE id = $1", [
              rows[0]!.id,
            ])
          ).rows[0]!.marked;
        const nobody = await mine(null);
        const markedAfterNobody = await marked();
        const office = await mine("office@nassco.example");
        return { nobody, markedAfterNobody, office, markedAfterOffice: await marked() };
      } finally {
        await client.query("ROLLBACK");
      }
    });
    expect(outcome).toEqual({
      nobody: [],
      markedAfterNobody: false,
      office: [{ recipients: ["office@nassco.example"] }],
      markedAfterOffice: true,
    });
  });
});

describe("Retention", () => {
  it("erases the contact details and words of a case resolved longer ago than requests are kept, not of an open one", async () => {
    const days = (await site.db.query<{ request_days: number }>("SELECT request_days FROM retention_settings")).rows[0]!.request_days;
    const old = await storeCase({
      createdAt: new Date(Date.now() - (days + 30) * 86_400_000).toISOString(),
      description: "My name is Amina",
    });
    const open = await storeCase({ createdAt: new Date(Date.now() - (days + 30) * 86_400_000).toISOString() });
    await site.db.query(
      `UPDATE grievance SET status = 'resolved', resolution = 'paid', resolved_at = now() - make_interval(days => $2 + 1) WHERE reference = $1`,
      [old, days],
    );
    await site.db.query(
      "INSERT INTO grievance_event (grievance, kind, body, written_by) SELECT id, 'note', 'Called Amina on 0801', 'someone' FROM grievance WHERE reference = $1",
      [old],
    );
    await site.db.query("DELETE FROM maintenance_run WHERE job = 'retention'");
    expect((await asOffice<{ ran: boolean }>("SELECT ran FROM run_daily_retention()"))[0]!.ran).toBe(true);

    const { rows } = await site.db.query(
      `SELECT reference, contact_name, phone, email, may_contact, description, personal_data_erased_at IS NOT NULL AS erased, category, state
       FROM grievance WHERE reference = ANY ($1) ORDER BY reference`,
      [[old, open]],
    );
    expect(rows).toEqual([
      {
        reference: old,
        contact_name: null,
        phone: null,
        email: null,
        may_contact: false,
        description: "Erased by retention.",
        erased: true,
        category: "payment-not-received",
        state: "Kano",
      },
      expect.objectContaining({ reference: open, contact_name: "Amina Bello", phone: "+2348012345678", erased: false }),
    ]);
    expect(
      await site.count(
        "SELECT count(*) FROM grievance_event e JOIN grievance g ON g.id = e.grievance WHERE g.reference = $1 AND e.body LIKE '%Amina%'",
        [old],
      ),
    ).toBe(0);
    const audit = await site.db.query("SELECT after FROM audit_log WHERE action = 'retention' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0].after.grievances_erased).toBeGreaterThanOrEqual(1);
    const erasures = await site.db.query(
      "SELECT actor, subject, before, after FROM audit_log WHERE action = 'erase personal details' AND subject = ANY ($1)",
      [[old, open]],
    );
    expect(erasures.rows).toEqual([
      {
        actor: expect.any(String),
        subject: old,
        before: { fields: ["contact_name", "description", "email", "phone"] },
        after: { reason: `retention after ${days} days` },
      },
    ]);
  });

  it("erases, on request, every case given with the e-mail address, each audited, and says how many", async () => {
    const address = `erase.${word().toLowerCase()}@example.org`;
    const first = await storeCase({ description: "Ring me, I am Musa" });
    const second = await storeCase({ description: "Still nothing, Musa" });
    const other = await storeCase({});
    await site.db.query("UPDATE grievance SET email = $2 WHERE reference = ANY ($1)", [[first, second], address]);
    await site.db.query(
      "INSERT INTO grievance_event (grievance, kind, body, written_by) SELECT id, 'reply', 'Dear Musa, we are on it', 'someone' FROM grievance WHERE reference = $1",
      [second],
    );
    const { rows } = await site.db.query("SELECT * FROM privacy_erase($1)", [` ${address.toUpperCase()} `]);
    expect(rows[0]).toMatchObject({ grievances_erased: 2 });
    const cases = await site.db.query(
      "SELECT reference, email, phone, description, personal_data_erased_at IS NOT NULL AS erased FROM grievance WHERE reference = ANY ($1) ORDER BY reference",
      [[first, second, other]],
    );
    expect(cases.rows).toEqual([
      { reference: first, email: null, phone: null, description: "Erased on request.", erased: true },
      { reference: second, email: null, phone: null, description: "Erased on request.", erased: true },
      expect.objectContaining({ reference: other, erased: false }),
    ]);
    expect(
      await site.count(
        "SELECT count(*) FROM grievance_event e JOIN grievance g ON g.id = e.grievance WHERE g.reference = $1 AND e.body LIKE '%Musa%'",
        [second],
      ),
    ).toBe(0);
    expect(
      await site.count(
        "SELECT count(*) FROM audit_log WHERE action = 'erase personal details' AND after->>'reason' = 'on request' AND subject = ANY ($1)",
        [[first, second]],
      ),
    ).toBe(2);
    const summary = await site.db.query("SELECT after FROM audit_log WHERE action = 'erasure on request' ORDER BY id DESC LIMIT 1");
    expect(summary.rows[0].after.grievances_erased).toBe(2);
  });
});

describe("Fraud reports", () => {
  it("alert, once and at once, by mail, the officers who see them, from every channel, and lead the digest", async () => {
    const secret = `Secret words ${word()}`;
    // From the web form, as the site's own login stores it; by SMS; and entered from a call at the Kano desk.
    const web = await withClient(
      site.appDatabaseUrl,
      async (client) =>
        (
          await client.query<{ reference: string }>(
            `INSERT INTO grievance (category, description, state, phone, may_contact) VALUES ('fraud', $1, 'Lagos', '+2348099999999', true) RETURNING reference`,
            [secret],
          )
        ).rows[0]!.reference,
    );
    const sms = await storeCase({ category: "fraud", state: "Kano", channel: "sms", description: secret });
    const entered = await kano.browser.post("/staff/grievances/new", {
      csrf: kano.browser.csrf!,
      channel: "phone",
      receivedOn: new Date(Date.now() + 3600_000).toISOString().slice(0, 10),
      category: "fraud",
      description: secret,
      state: "Kano",
      locale: "en",
    });
    expect(entered.status).toBe(303);
    const call = /entered=(GRV-\d{4}-\d{6,})/.exec(entered.location ?? "")![1]!;

    const alerted = (address: string, reference: string) => mailTo(address, `Fraud report ${reference}`);
    await until(
      () => [web, sms, call].every((reference) => alerted(NATIONAL_MAIL, reference).length > 0),
      30_000,
      "the national office's fraud alerts",
    );
    // The national office hears of all three; the Kano desk of its two; the Lagos desk of its one; a disabled account of none.
    await until(
      () => alerted(KANO_MAIL, sms).length + alerted(KANO_MAIL, call).length === 2 && alerted(LAGOS_MAIL, web).length === 1,
      10_000,
      "the desks' alerts",
    );
    expect(alerted(KANO_MAIL, web)).toEqual([]);
    expect(alerted(LAGOS_MAIL, sms)).toEqual([]);
    expect(smtp.received.filter((message) => message.envelopeTo.includes(DISABLED_MAIL))).toEqual([]);

    const alert = alerted(NATIONAL_MAIL, sms)[0]!;
    expect(alert.mail.subject).toBe(`Fraud report ${sms} (Kano)`);
    expect(textOf(alert)).toContain("Kano");
    expect(textOf(alert)).toContain("Fraud");
    expect(textOf(alert)).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Lagos time\)/);
    expect(`${textOf(alert)}${alert.mail.html || ""}`).not.toContain(secret);
    expect(textOf(alert)).not.toContain("8012345678");
    expect(textOf(alert)).not.toContain("Amina");
    const marked = await site.db.query(
      "SELECT count(*)::int AS n FROM grievance WHERE reference = ANY ($1) AND fraud_alerted_at IS NOT NULL",
      [[web, sms, call]],
    );
    expect(marked.rows[0].n).toBe(3);

    // The day's digest, taken afresh: fraud reports first, for each officer what their desk sees.
    const [kanoBefore, nationalBefore] = [mailTo(KANO_MAIL, "Grievances, ").length, mailTo(NATIONAL_MAIL, "Grievances, ").length];
    await site.db.query("DELETE FROM maintenance_run WHERE job = 'grievance digest'");
    await until(
      () => mailTo(KANO_MAIL, "Grievances, ").length > kanoBefore && mailTo(NATIONAL_MAIL, "Grievances, ").length > nationalBefore,
      30_000,
      "the digests",
    );
    const digest = textOf(mailTo(NATIONAL_MAIL, "Grievances, ").at(-1)!);
    const fraudAt = digest.indexOf("Fraud reports since the last digest");
    const othersAt = digest.indexOf("Other new cases");
    expect(fraudAt).toBeGreaterThanOrEqual(0);
    for (const reference of [web, sms, call]) {
      expect(digest.indexOf(reference)).toBeGreaterThan(fraudAt);
      expect(digest.indexOf(reference)).toBeLessThan(othersAt);
    }
    expect(digest).toMatch(/Open: \d+ cases, of which \d+ overdue/);
    expect(digest).not.toContain(secret);
    const kanoDigest = textOf(mailTo(KANO_MAIL, "Grievances, ").at(-1)!);
    expect(kanoDigest).toContain(sms);
    expect(kanoDigest).not.toContain(web);

    // Once: however many rounds the sender has run since, one alert per officer and case.
    for (const reference of [web, sms, call]) expect(alerted(NATIONAL_MAIL, reference)).toHaveLength(1);
    expect(alerted(KANO_MAIL, call)).toHaveLength(1);
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'grievance fraud alert' AND subject = $1", [sms])).toBe(1);
  });
});
