import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../app/i18n/messages/en";
import { ha } from "../../app/i18n/messages/ha";
import { mailWords } from "../../app/i18n/mail-words.server";
import { format } from "../../app/i18n/format";
import { outcome, word } from "./support/content";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The reader's side of grievances (issue 50): the form as a browser posts it,
 * what the database keeps (as the site's own login), the acknowledgement in
 * the outbox, the answer page shown once, and the status page with the
 * office's public replies only.
 */
let site: TestSite;
const FORM_LIMIT = 6;
const STATUS_LIMIT = 5;

const report = (fields: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    description: `The payment for October did not come ${word()}`,
    category: "payment-not-received",
    state: "Kano",
    ...fields,
  });

const stored = (text: string) => site.count("SELECT count(*) FROM grievance WHERE description LIKE $1", [`%${text}%`]);

/** Posts the form and follows the redirect to the answer page, as a browser does. */
async function file(fields: [string, string][], path = "/grievances/new", headers = site.visitor()) {
  const sent = await site.postForm(path, fields, headers);
  expect(sent.status).toBe(303);
  const cookie = sent.headers.get("Set-Cookie")!.split(";")[0]!;
  const answer = await fetch(new URL(sent.headers.get("Location")!, site.app.baseUrl), { headers: { ...headers, Cookie: cookie } });
  return { sent, cookie, answer, page: await answer.text(), headers };
}

const field = (page: string, pattern: RegExp) => pattern.exec(page.replace(/<!-- -->/g, ""))?.[1];

beforeAll(async () => {
  site = await startTestSite({
    RATE_LIMIT_DATA_ACCESS_REQUEST: `${FORM_LIMIT}/3600`,
    RATE_LIMIT_REQUEST_STATUS: `${STATUS_LIMIT}/3600`,
  });
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("the grievance form", () => {
  it("offers the register's states, the FCT among them, and preselects a category from ?category=", async () => {
    const page = await (await fetch(`${site.app.baseUrl}/grievances/new?category=fraud`, { headers: site.visitor() })).text();
    expect(page).toContain('<option value="Kano">Kano</option>');
    expect(page).toContain('<option value="FCT">FCT</option>');
    expect(page).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="fraud"/);
    expect(page).toContain(en.grievanceForm.anonymous);
    // With the files transport texts only wait in a folder: the phone's hint promises none.
    expect(page).toContain(`>${en.grievanceForm.phoneHint}<`);
    expect(page).not.toContain(`>${en.grievanceForm.phoneHintSms}<`);
    // A phone opens its number keypad for the number, not its letters.
    expect(page).toMatch(/<input[^>]*type="tel"[^>]*name="phone"|<input[^>]*name="phone"[^>]*type="tel"/);
  });

  it("keeps a web report with its place in the register's spelling, a promised date 21 working days on, and no contact", async () => {
    const text = word();
    const { page } = await file(report({ description: `Nothing paid since June ${text}`, lga: "  dala " }));
    const { rows } = await site.db.query(
      `SELECT reference, channel, locale, category, state, lga, contact_name, phone, email, may_contact, status,
              expected_on::text, working_days_between(created_at, expected_on) AS days
       FROM grievance WHERE description LIKE $1`,
      [`%${text}%`],
    );
    expect(rows).toEqual([
      {
        reference: expect.stringMatching(/^GRV-\d{4}-\d{6,}$/),
        channel: "web",
        locale: "en",
        category: "payment-not-received",
        state: "Kano",
        lga: "Dala",
        contact_name: null,
        phone: null,
        email: null,
        may_contact: false,
        status: "received",
        expected_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        days: 21,
      },
    ]);
    expect(page).toContain(rows[0].reference);
    expect(page).toMatch(/Your code is <strong>[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}<\/strong>/);
    expect(page).toContain("We aim to resolve it by");
    expect(page).toContain("call 969 (toll-free)");
    expect(await site.count("SELECT count(*) FROM mail_outbox WHERE reference = $1", [rows[0].reference])).toBe(0);
  });

  it("stores a Nigerian phone number as +234 and its digits, the address lower-cased, and the consent", async () => {
    const text = word();
    await file(
      report({
        description: `Agent took money ${text}`,
        category: "fraud",
        state: "FCT",
        name: "Musa Ali",
        phone: "0803-123 4567",
        email: "Musa@Example.org",
        mayContact: "on",
      }),
    );
    const { rows } = await site.db.query("SELECT contact_name, phone, email, may_contact FROM grievance WHERE description LIKE $1", [
      `%${text}%`,
    ]);
    expect(rows).toEqual([{ contact_name: "Musa Ali", phone: "+2348031234567", email: "musa@example.org", may_contact: true }]);
  });

  it("answers bad input with a 4xx in the page's language, keeps what was typed, and stores nothing", async () => {
    const text = `Keep these words ${word()}`;
    const cases: [Record<string, string>, string][] = [
      [{ description: " " }, en.grievanceForm.descriptionMissing],
      [{ category: "" }, en.grievanceForm.categoryMissing],
      [{ category: "complaint" }, en.grievanceForm.categoryMissing],
      [{ state: "" }, en.grievanceForm.stateMissing],
      [{ state: "Atlantis" }, en.grievanceForm.stateMissing],
      [{ lga: "Ikeja" }, "is not an LGA of Kano in the register"],
      [{ phone: "12345" }, en.grievanceForm.phoneInvalid],
      [{ email: "not an address" }, en.grievanceForm.emailInvalid],
      [{ mayContact: "on" }, en.grievanceForm.consentNeedsContact],
      [{ description: `${text} ${"x".repeat(4000)}` }, "4000 characters or fewer"],
    ];
    for (const [fields, message] of cases) {
      const answer = await site.postForm("/grievances/new", report({ description: text, ...fields }));
      expect(answer.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      const body = (await answer.text()).replace(/&#x27;/g, "'");
      expect(body).toContain("There is a problem");
      expect(body).toContain(message);
      if (!fields.description) expect(body).toContain(text);
    }
    expect(await stored(text)).toBe(0);
    // In Hausa, in Hausa.
    const hausa = await site.postForm("/ha/grievances/new", report({ description: text, mayContact: "on" }));
    expect(hausa.status).toBe(400);
    expect(await hausa.text()).toContain(ha.grievanceForm.consentNeedsContact);
    expect(await stored(text)).toBe(0);
  });

  it("tells whoever fills in the honeypot, in their language, and refuses another site's post, storing nothing", async () => {
    const text = word();
    // A person in a text browser sees the field: told what happened, with what they typed, rather than thanked.
    const filled = await site.postForm("/ha/grievances/new", [
      ...report({ description: `Spam ${text}` }),
      ["website", "https://spam.example"],
    ]);
    expect(filled.status).toBe(400);
    // As a reader sees it: React writes an apostrophe (na'ura) as &#x27;.
    const body = (await filled.text()).replaceAll("&#x27;", "'");
    expect(body).toContain(ha.form.honeypotFilled);
    expect(body).toContain(`Spam ${text}`);
    expect(body).toContain(ha.form.honeypotLabel);
    const foreign = await site.postForm("/grievances/new", report({ description: `Forged ${text}` }), {
      ...site.visitor(),
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(await stored(text)).toBe(0);
  });

  it(`takes ${FORM_LIMIT} reports an hour from one address, then says how long to wait, with what was typed`, async () => {
    const visitor = site.visitor();
    const text = word();
    for (let index = 0; index < FORM_LIMIT; index++) {
      expect((await site.postForm("/grievances/new", report({ description: `Within ${text} ${index}` }), visitor)).status).toBe(303);
    }
    const over = await site.postForm("/grievances/new", report({ description: `Over ${text}` }), visitor);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = await over.text();
    expect(body).toContain("Please wait");
    expect(body).toContain(`Over ${text}`);
    expect(await stored(text)).toBe(FORM_LIMIT);
  });

  it("may not be read back by the site's own login, beyond the id and the reference", async () => {
    expect(await outcome(site.appDatabaseUrl, "SELECT description FROM grievance")).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "SELECT phone FROM grievance")).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "SELECT body FROM grievance_event")).toBe("42501");
  });

  it("may write only a web report: the site's login is refused any other channel", async () => {
    const insert = (channel: string) =>
      outcome(site.appDatabaseUrl, "INSERT INTO grievance (category, description, state, channel) VALUES ('other', $1, 'Kano', $2)", [
        `Channel ${word()}`,
        channel,
      ]);
    expect(await insert("phone")).toBe("42501");
    expect(await insert("web")).toBe("42501");
    const text = word();
    expect(
      await outcome(site.appDatabaseUrl, "INSERT INTO grievance (category, description, state) VALUES ('other', $1, 'Kano')", [text]),
    ).toBe("ok");
    const { rows } = await site.db.query("SELECT channel FROM grievance WHERE description = $1", [text]);
    expect(rows).toEqual([{ channel: "web" }]);
    expect(
      await outcome(
        site.databaseUrl,
        "INSERT INTO grievance (category, description, state, channel) VALUES ('other', $1, 'Kano', 'phone')",
        [word()],
      ),
    ).toBe("23514");
  });

  it("keeps a case's state to the register's names, the FCT as the register spells it", async () => {
    const insert = (state: string) =>
      outcome(site.databaseUrl, "INSERT INTO grievance (category, description, state) VALUES ('other', $1, $2)", [
        `State ${word()}`,
        state,
      ]);
    expect(await insert("Federal Capital Territory")).toBe("23503");
    expect(await insert("kano")).toBe("23503");
    expect(await insert("FCT")).toBe("ok");
  });

  it("numbers the millionth case GRV-YYYY-1000000: padded to six digits, never cut", async () => {
    const { rows: before } = await site.db.query<{ last: string }>("SELECT last_value::text AS last FROM grievance_number_seq");
    await site.db.query("SELECT setval('grievance_number_seq', 999999)");
    try {
      const { rows } = await site.db.query<{ reference: string }>(
        "INSERT INTO grievance (category, description, state) VALUES ('other', $1, 'Kano') RETURNING reference",
        [`The millionth ${word()}`],
      );
      expect(rows[0]!.reference).toMatch(/^GRV-\d{4}-1000000$/);
      await site.db.query("DELETE FROM grievance WHERE reference = $1", [rows[0]!.reference]);
    } finally {
      await site.db.query("SELECT setval('grievance_number_seq', $1::bigint)", [before[0]!.last]);
    }
  });
});

describe("the answer, the acknowledgement and the status page", () => {
  it("acknowledges by e-mail in the form's language, shows the code once, and opens the status page with the office's replies only", async () => {
    const text = word();
    const { answer, page, headers } = await file(
      report({ description: `Ba a biya ni ba ${text}`, state: "Kano", lga: "Tarauni", email: "amina@example.org" }),
      "/ha/grievances/new",
    );
    const { rows } = await site.db.query<{ id: number; reference: string; locale: string }>(
      "SELECT id, reference, locale FROM grievance WHERE description LIKE $1",
      [`%${text}%`],
    );
    const row = rows[0]!;
    expect(row.locale).toBe("ha");
    const code = field(page, /<strong>([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/)!;
    expect(code).toBeTruthy();
    expect(page).toContain(row.reference);
    // Mail is kept as files here, not sent: the page says so rather than claim a copy went.
    expect(page).toContain(ha.dar.mailOff);

    // The acknowledgement, named in the transaction that stored the report, and written in Hausa by
    // the back office as it sends it (decision 0088).
    const acknowledgement = async () =>
      (await site.db.query("SELECT kind, subject, priority FROM mail_outbox WHERE reference = $1", [row.reference])).rows;
    expect(await acknowledgement()).toHaveLength(1);
    await until(async () => (await acknowledgement())[0]?.subject !== "grievance acknowledgement", 20_000, "the acknowledgement written");
    expect(await acknowledgement()).toEqual([
      { kind: "grievance acknowledgement", subject: format(mailWords.ha.grvAckSubject, { reference: row.reference }), priority: 1 },
    ]);

    // Once: the page wrote the cookie again without the code, and the browser's next look has none.
    const cookie = answer.headers.get("Set-Cookie")!.split(";")[0]!;
    const again = await (
      await fetch(`${site.app.baseUrl}/ha/grievances/new/submitted`, { headers: { ...headers, Cookie: cookie } })
    ).text();
    expect(again).toContain(row.reference);
    expect(again).not.toContain(code);
    expect(again).toContain(ha.grievanceForm.codeGone);
    // Another browser sees nothing of it.
    const stranger = await (await fetch(`${site.app.baseUrl}/grievances/new/submitted`, { headers: site.visitor() })).text();
    expect(stranger).not.toContain(row.reference);

    // The office writes a note and a public reply (as the owner: the back office's part).
    const note = `Internal: called the payment agent ${word()}`;
    const reply = `We have asked the payment agent to check your October payment ${word()}`;
    await site.db.query(
      `INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES ($1, 'note', $2, 'Officer'), ($1, 'reply', $3, 'Officer')`,
      [row.id, note, reply],
    );
    await site.db.query("UPDATE grievance SET status = 'in-progress' WHERE id = $1", [row.id]);

    const status = await site.postForm(
      "/grievances/status",
      [
        ["reference", row.reference.toLowerCase()],
        ["code", code.toLowerCase()],
      ],
      site.visitor(),
    );
    expect(status.status).toBe(200);
    expect(status.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await status.text()).replace(/<!-- -->/g, "");
    expect(body).toContain(`Report ${row.reference}`);
    expect(body).toContain(en.grievances.statusInProgress);
    expect(body).toContain(en.grievances.meaningInProgress);
    expect(body).toContain(en.grievances.categoryPaymentNotReceived);
    expect(body).toContain("Tarauni, Kano");
    expect(body).toContain(reply);
    expect(body).not.toContain(note);
    expect(body).not.toContain("amina@example.org");
    expect(body).not.toContain(en.grievanceForm.overdue);
  });

  it("says when a report has passed its date, and gives how it was resolved", async () => {
    const { page } = await file(report());
    const reference = field(page, /(GRV-\d{4}-\d{6,})/)!;
    const code = field(page, /<strong>([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/)!;
    await site.db.query("UPDATE grievance SET expected_on = current_date - 3 WHERE reference = $1", [reference]);
    const look = async () =>
      (
        await (
          await site.postForm("/grievances/status", [
            ["reference", reference],
            ["code", code],
          ])
        ).text()
      ).replace(/<!-- -->/g, "");
    expect(await look()).toContain(en.grievanceForm.overdue);
    await site.db.query("UPDATE grievance SET status = 'resolved', resolution = 'paid', resolved_at = now() WHERE reference = $1", [
      reference,
    ]);
    const resolved = await look();
    expect(resolved).toContain(en.grievances.resolutionPaid);
    expect(resolved).toContain(`${en.grievances.resolutionPaid} (${en.grievanceForm.resolvedOn} `);
    expect(resolved).toContain(en.grievances.meaningResolved);
    expect(resolved).not.toContain(en.grievanceForm.overdue);
  });

  it("asks a resolved report whether it was fixed, takes one answer, and refuses any other with a 400", async () => {
    const { page } = await file(report());
    const reference = field(page, /(GRV-\d{4}-\d{6,})/)!;
    const code = field(page, /<strong>([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/)!;
    const visitor = site.visitor();
    const press = async (fixed: string | null) => {
      const answer = await site.postForm(
        "/grievances/status",
        [["reference", reference], ["code", code], ...(fixed === null ? [] : [["fixed", fixed] as [string, string]])],
        visitor,
      );
      return { status: answer.status, html: (await answer.text()).replace(/<!-- -->/g, "") };
    };
    const stored = async () =>
      (await site.db.query("SELECT status, fix_answer, fix_answered_by FROM grievance WHERE reference = $1", [reference])).rows[0];
    // Not resolved yet: no question, and a press records nothing.
    expect((await press(null)).html).not.toContain(en.wasItFixed.question);
    const early = await press("no");
    expect(early.status).toBe(200);
    expect(early.html).toContain(en.wasItFixed.closed);
    expect(await stored()).toEqual({ status: "received", fix_answer: null, fix_answered_by: null });

    await site.db.query("UPDATE grievance SET status = 'resolved', resolution = 'paid', resolved_at = now() WHERE reference = $1", [
      reference,
    ]);
    const asked = await press(null);
    expect(asked.html).toContain(en.wasItFixed.question);
    expect(asked.html).toContain(`name="fixed" value="yes"`);
    // A value that is no answer: refused, the entries kept, nothing stored.
    const bad = await press("maybe");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(en.wasItFixed.answerInvalid);
    expect(bad.html).toContain(`value="${reference}"`);
    expect((await stored())!.fix_answer).toBeNull();

    const yes = await press("yes");
    expect(yes.status).toBe(200);
    expect(yes.html).toContain(en.wasItFixed.thanksYes);
    expect(await stored()).toEqual({ status: "resolved", fix_answer: "yes", fix_answered_by: "web" });
    const audited = "SELECT count(*) FROM audit_log WHERE action = 'grievance fix answer' AND actor = 'web' AND subject = $1";
    expect(await site.count(audited, [reference])).toBe(1);
    // Once: a second press changes nothing, and says the question is closed.
    const again = await press("no");
    expect(again.html).toContain(en.wasItFixed.closed);
    expect(await stored()).toEqual({ status: "resolved", fix_answer: "yes", fix_answered_by: "web" });
  });

  it("finds a report by its reference in every form USSD and a receipt teach: digits alone, spaces, no dashes", async () => {
    const { page } = await file(report());
    const reference = field(page, /(GRV-\d{4}-\d{6,})/)!;
    const code = field(page, /<strong>([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/)!;
    const [, year, number] = /GRV-(\d{4})-(\d+)/.exec(reference)!;
    for (const typed of [`${year}${number}`, `GRV ${year} ${number}`, `grv${year}${Number(number)}`, ` ${year}-${number} `]) {
      const answer = await site.postForm(
        "/grievances/status",
        [
          ["reference", typed],
          ["code", code],
        ],
        site.visitor(),
      );
      expect(answer.status, typed).toBe(200);
      expect((await answer.text()).replace(/<!-- -->/g, ""), typed).toContain(`Report ${reference}`);
    }
  });

  it("gives a wrong code and an unknown reference the same refusal, and counts every look", async () => {
    const { page } = await file(report());
    const reference = field(page, /(GRV-\d{4}-\d{6,})/)!;
    const visitor = site.visitor();
    const look = (ref: string, code: string) =>
      site.postForm(
        "/grievances/status",
        [
          ["reference", ref],
          ["code", code],
        ],
        visitor,
      );
    const wrongCode = await look(reference, "0000-0000-0000");
    const unknown = await look("GRV-1999-999999", "0000-0000-0000");
    expect([wrongCode.status, unknown.status]).toEqual([404, 404]);
    const refusal = (html: string) => /<div class="error-summary".*?<\/div>/s.exec(html)?.[0];
    const [wrongCodePage, unknownPage] = [await wrongCode.text(), await unknown.text()];
    expect(refusal(wrongCodePage)).toContain(en.grievanceForm.notFound);
    expect(refusal(unknownPage)).toBe(refusal(wrongCodePage));
    const malformed = await look("nonsense", "x");
    expect(malformed.status).toBe(400);
    for (let index = 2; index < STATUS_LIMIT; index++) expect((await look(reference, "0000-0000-0000")).status).toBe(404);
    const over = await look(reference, "0000-0000-0000");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
