import { parse as parseCsv } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { format } from "../../app/i18n/format";
import { messages } from "../../app/i18n/messages.server";
import { freePort } from "../../server/app-process";
import type { TestSite } from "./support/site";
import { signedInStaff, STAFF_COOKIE, STAFF_SITE_URL, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A data access request's phone number (issue 51), on a production site that sends text messages:
 * the form asks for it, the number is stored as +234…, the table's trigger queues one SMS with the
 * reference, the back office reads it only through its audited ticket, and erasure clears it.
 * (A production site that keeps SMS as files neither asks nor stores: submissions.test.ts.)
 */
let site: TestSite;
let staffBase: string;
let officer: { name: string; browser: StaffBrowser };

const FORM = "/nsr/data-access-request-form";
const required: [string, string][] = [
  ["organizationName", "Text Receipt Trust"],
  ["officeAddress", "Plot 5, Central Business District, Abuja"],
  ["sector", "Research"],
];

/** What a reader sees of a page: its text, without tags, entities read. */
function seen(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

async function smsRows(reference: string) {
  const { rows } = await site.db.query<{ kind: string; recipient: string | null; params: { reference?: string }; state: string }>(
    "SELECT kind, recipient, params, state FROM sms_outbox WHERE request_reference = $1 ORDER BY id",
    [reference],
  );
  return rows;
}

async function postForm(path: string, fields: [string, string][]) {
  const posted = await site.postForm(path, fields);
  const cookie = String(posted.headers.get("set-cookie")).split(";")[0]!;
  return { posted, cookie };
}

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite({
    SMS_TRANSPORT: "africastalking",
    AFRICASTALKING_USERNAME: "sandbox",
    AFRICASTALKING_API_KEY: "integration-test-api-key-0123456789",
    AFRICASTALKING_SENDER_ID: "NASSCO",
    // Nothing listens there: whatever sends, nothing leaves this machine.
    AFRICASTALKING_SMS_URL: `http://127.0.0.1:${await freePort()}/version1/messaging`,
  }));
  officer = await signedInStaff(site, staffBase, ["request_officer"]);
}, scaled(120_000));

afterAll(async () => site?.close());

describe("a data access request with a phone number, where SMS is sent", () => {
  it("asks for the number on the form, in the page's language, after the e-mail address", async () => {
    const english = await (await fetch(site.app.baseUrl + FORM)).text();
    expect(english).toMatch(/name="emailAddress"[\s\S]*name="phone"[\s\S]*name="sector"/);
    expect(seen(english)).toContain(messages.en.dar.phoneHint);
    const hausa = seen(await (await fetch(`${site.app.baseUrl}/ha${FORM}`)).text());
    expect(hausa).toContain(messages.ha.dar.phoneHint);
    expect(hausa).toContain(messages.ha.grievanceForm.phoneLabel);
  });

  it("stores the number as +234…, queues exactly one SMS with the reference, and says so on the answer page", async () => {
    const { posted, cookie } = await postForm(FORM, [...required, ["phone", "0803 123 4567"]]);
    expect(posted.status).toBe(303);
    const { rows } = await site.db.query<{ reference: string; phone: string }>(
      "SELECT reference, phone FROM data_access_request WHERE organization_name = $1 ORDER BY id DESC LIMIT 1",
      ["Text Receipt Trust"],
    );
    const { reference, phone } = rows[0]!;
    expect(phone).toBe("+2348031234567");
    const queued = await smsRows(reference);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: "request receipt", params: { reference } });

    const answer = seen(await (await fetch(`${site.app.baseUrl}${FORM}/submitted`, { headers: { Cookie: cookie } })).text());
    // No e-mail address was given: the SMS is not "also" sent.
    expect(answer).toContain(format(messages.en.dar.textedTo, { phone: "+2348031234567" }));
    expect(answer).toContain(reference);

    // A receipt capped by the number's daily limit never reaches the phone: the page no longer says it went.
    // (The sender's own updates touch only a message it is sending, so this state stays.)
    await site.db.query("UPDATE sms_outbox SET state = 'capped', recipient = NULL WHERE request_reference = $1", [reference]);
    const capped = seen(await (await fetch(`${site.app.baseUrl}${FORM}/submitted`, { headers: { Cookie: cookie } })).text());
    expect(capped).toContain(reference);
    expect(capped).not.toContain("by text message");
  });

  it("queues no SMS, and promises none, for a request without a number", async () => {
    const { posted, cookie } = await postForm(FORM, [["organizationName", "No Phone Trust"], ...required.slice(1)]);
    expect(posted.status).toBe(303);
    const { rows } = await site.db.query<{ reference: string; phone: string | null }>(
      "SELECT reference, phone FROM data_access_request WHERE organization_name = 'No Phone Trust'",
    );
    expect(rows).toEqual([{ reference: expect.any(String), phone: null }]);
    expect(await smsRows(rows[0]!.reference)).toEqual([]);
    const answer = seen(await (await fetch(`${site.app.baseUrl}${FORM}/submitted`, { headers: { Cookie: cookie } })).text());
    expect(answer).toContain(rows[0]!.reference);
    expect(answer).not.toContain("by text message");
  });

  it("refuses a number that cannot be one with a 400 in the page's language, stores nothing and keeps what was typed", async () => {
    const before = await site.count("SELECT count(*) FROM data_access_request");
    const refused = await site.postForm(`/ha${FORM}`, [
      ["organizationName", "Kungiyar Bincike"],
      ["officeAddress", "Titin Zaria, Kano"],
      ["emailAddress", "bincike@example.org"],
      ["sector", "Research"],
      ["phone", "0803 12"],
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(seen(html)).toContain(messages.ha.grievanceForm.phoneInvalid);
    expect(html).toMatch(/name="phone"[^>]*value="0803 12"|value="0803 12"[^>]*name="phone"/);
    expect(html).toContain('value="Kungiyar Bincike"');
    expect(html).toContain('value="bincike@example.org"');
    expect(await site.count("SELECT count(*) FROM data_access_request")).toBe(before);
  });

  it("takes the number through the JSON API too, and names the field when it is wrong", async () => {
    const body = { organizationName: "Api Phone Trust", officeAddress: "Abuja", sector: "Research" };
    const wrong = await site.postJson("/api/data-access-request", { ...body, phone: "12345" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors).toEqual({ phone: [messages.en.grievanceForm.phoneInvalid] });
    const answer = await site.postJson("/api/data-access-request", { ...body, phone: "+234 (0) 909 876 5432" });
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    expect(
      await site.count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND phone = '+2349098765432'", [reference]),
    ).toBe(1);
    expect((await smsRows(reference)).map((row) => row.kind)).toEqual(["request receipt"]);
  });

  it("shows the number to a request officer only with the contact details, the look on record", async () => {
    const answer = await site.postJson("/api/data-access-request", {
      organizationName: "Staff Look Trust",
      officeAddress: "Abuja",
      sector: "Research",
      phone: "0705 555 0101",
    });
    const { reference } = (await answer.json()) as { reference: string };
    const page = await officer.browser.get(`/staff/requests/${reference}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("+2347055550101");
    const shown = await officer.browser.post(`/staff/requests/${reference}`, { csrf: officer.browser.csrf!, intent: "contact" });
    expect(shown.status).toBe(200);
    expect(seen(shown.text)).toContain("Phone number+2347055550101");
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'read personal details' AND actor = $1 AND subject = $2", [
        officer.name,
        reference,
      ]),
    ).toBe(1);
  });

  it("keeps a number an officer types in from a paper request, and texts it the reference", async () => {
    const form = await officer.browser.get("/staff/requests/new");
    expect(form.text).toContain('name="phone"');
    const pdf =
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    const entered = await officer.browser.postFile(
      "/staff/requests/new",
      {
        csrf: officer.browser.csrf!,
        channel: "paper",
        receivedOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10),
        organizationName: "Paper Phone Cooperative",
        officeAddress: "Gidan Ƙasa, Ɗanbatta, Kano",
        sector: "Agriculture",
        phone: "0806 222 3333",
      },
      { name: "scan.pdf", type: "application/pdf", content: pdf },
      "scan",
    );
    expect(entered.status).toBe(303);
    const reference = /\/staff\/requests\/(DAR-\d{4}-\d{6})\?done=entered/.exec(entered.location ?? "")![1]!;
    expect(
      await site.count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND phone = '+2348062223333'", [reference]),
    ).toBe(1);
    expect((await smsRows(reference)).map((row) => [row.kind, row.params.reference])).toEqual([["request receipt", reference]]);
  });

  it("exports the number after the e-mail address, in the CSV and the XLSX", async () => {
    const posted = await site.postJson("/api/data-access-request", {
      organizationName: "Exported Phone Trust",
      officeAddress: "Abuja",
      sector: "Research",
      phone: "0803 765 4321",
    });
    expect(posted.status).toBe(201);
    const exported = async (format: string) => {
      await officer.browser.get("/staff/requests/export");
      const response = await fetch(`${staffBase}/staff/requests/export/download`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: STAFF_SITE_URL,
          Cookie: `${STAFF_COOKIE}=${officer.browser.cookie}`,
          "X-Forwarded-For": officer.browser.client,
        },
        body: new URLSearchParams({ csrf: officer.browser.csrf!, since: "2020-01-01", format }),
      });
      expect(response.status, format).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const records = parseCsv<Record<string, string>>(await exported("csv"), { bom: true, columns: true });
    expect(records.find((record) => record.Organisation === "Exported Phone Trust")).toMatchObject({
      // A cell starting with + is a formula to a spreadsheet: the CSV's guard marks it as text.
      "Phone number": "'+2348037654321",
    });
    const sheet = await readSheet(await exported("xlsx"));
    const headings = sheet[0] as string[];
    expect(headings.indexOf("Phone number")).toBe(headings.indexOf("E-mail address") + 1);
    const row = sheet.find((cells) => cells[headings.indexOf("Organisation")] === "Exported Phone Trust")!;
    expect(row[headings.indexOf("Phone number")]).toBe("+2348037654321");
  });

  it("erases the number with the other contact details, names it among the erased fields, and gives up its unsent SMS", async () => {
    const answer = await site.postJson("/api/data-access-request", {
      organizationName: "Erased Trust",
      officeAddress: "Abuja",
      sector: "Research",
      phone: "0812 000 1111",
    });
    const { reference } = (await answer.json()) as { reference: string };
    await site.db.query("SELECT erase_request_details($1)", [reference]);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND phone IS NULL", [reference])).toBe(1);
    const { rows } = await site.db.query<{ fields: string[] }>(
      "SELECT before -> 'fields' AS fields FROM audit_log WHERE action = 'erase personal details' AND subject = $1",
      [reference],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toContain("phone");
    // The receipt queued with the request is kept, without its number: the loop below must have a row to check.
    const erased = await smsRows(reference);
    expect(erased).toHaveLength(1);
    for (const row of erased) {
      expect(row.recipient).toBeNull();
      expect(["pending", "sending"]).not.toContain(row.state);
    }
  });

  it("erases, on request, everything held with one phone number", async () => {
    const phone = "+2348129990000";
    const references: string[] = [];
    for (const name of ["First By Phone", "Second By Phone"]) {
      const answer = await site.postJson("/api/data-access-request", {
        organizationName: name,
        officeAddress: "Abuja",
        sector: "Research",
        phone,
      });
      references.push(((await answer.json()) as { reference: string }).reference);
    }
    const { rows } = await site.db.query("SELECT * FROM privacy_erase_phone($1)", [phone]);
    expect(rows[0]).toMatchObject({ requests_erased: 2, grievances_erased: 0 });
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE phone = $1", [phone])).toBe(0);
    expect(
      await site.count(
        "SELECT count(*) FROM data_access_request WHERE reference = ANY($1) AND status = 'withdrawn' AND personal_data_erased_at IS NOT NULL",
        [references],
      ),
    ).toBe(2);
    expect(await site.count("SELECT count(*) FROM sms_outbox WHERE recipient = $1", [phone])).toBe(0);
    const { rows: audits } = await site.db.query<{ after: Record<string, number> }>(
      "SELECT after FROM audit_log WHERE action = 'erasure on request' ORDER BY id DESC LIMIT 1",
    );
    expect(audits[0]!.after).toMatchObject({ requests_erased: 2 });
    expect(JSON.stringify(audits[0])).not.toContain("8129990000");
    await expect(site.db.query("SELECT * FROM privacy_erase_phone('0812 999 0000')")).rejects.toThrow(/not a phone number/);
  });
});
