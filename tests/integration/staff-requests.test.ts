import { parse as parseCsv } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppProcess, type AppProcess } from "../../server/app-process";
import { staffDailyDigest, type DailyDigest } from "../../app/features/staff-requests/digests.server";
import { renderMail } from "../../app/features/mail/render.server";
import { format } from "../../app/i18n/format";
import { mailWords } from "../../app/i18n/mail-words.server";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { migrateAndPrepare } from "../../server/database/open";
import { withClient } from "../../server/database/pg";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { outcome, word } from "./support/content";
import { PRODUCTION_SETTINGS, type TestSite } from "./support/site";
import { smtpServer, type ReceivedMail } from "./support/smtp";
import { signedInStaff, STAFF_SITE_URL, startStaffTestSite, StaffBrowser } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * Data access requests in the back office (issue 35): a request officer's
 * queue, paper requests with their scans, letters through the outbox to a
 * real SMTP server, the requester's own status page, exports, the daily
 * digest across a public holiday, and every role limited in the database.
 */
let site: TestSite;
let staffBase: string;
let smtp: ReturnType<typeof smtpServer>;
let second: AppProcess;

const OFFICE = "data-requests@nassco.example";
const REPLY_TO = "nsr-requests@nassco.example";
const STATUS_LIMIT = 6;

interface Person {
  name: string;
  browser: StaffBrowser;
}
let officer: Person;
let colleague: Person;
let editor: Person;

/** A small PDF, as a scanner makes one. */
const PDF = new Uint8Array(
  Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  ),
);

const mailTo = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));
const textOf = (message: ReceivedMail) => message.mail.text ?? "";
const header = (message: ReceivedMail, name: string) =>
  message.mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, "");

/** A paper request as the officer types it in, with its scan. */
async function enterPaperRequest(
  who: Person,
  fields: Record<string, string>,
  scan = { name: "scan.pdf", type: "application/pdf", content: PDF },
) {
  await who.browser.get("/staff/requests/new");
  return who.browser.postFile(
    "/staff/requests/new",
    { csrf: who.browser.csrf!, channel: "paper", receivedOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10), ...fields },
    scan,
    "scan",
  );
}

async function act(who: Person, reference: string, fields: Record<string, string | string[]>) {
  await who.browser.get(`/staff/requests/${reference}`);
  return who.browser.post(`/staff/requests/${reference}`, { csrf: who.browser.csrf!, ...fields });
}

/** A move with a letter, as the page makes it: previewed, then sent with the preview's fingerprint. */
async function moveWithLetter(who: Person, reference: string, fields: Record<string, string | string[]>) {
  await who.browser.get(`/staff/requests/${reference}`);
  const preview = await who.browser.post(`/staff/requests/${reference}`, { csrf: who.browser.csrf!, ...fields, intent: "preview" });
  expect(preview.status).toBe(200);
  const checked = /name="checked" value="([0-9a-f]+)"/.exec(preview.text)?.[1];
  expect(checked, "the preview's Send carries the letter's fingerprint").toBeDefined();
  const sent = await who.browser.post(`/staff/requests/${reference}`, {
    csrf: who.browser.csrf!,
    ...fields,
    intent: "move",
    checked: checked!,
  });
  return { preview, sent };
}

/** The status page's form, posted as the requester's browser does, from an address of its own. */
async function lookUp(reference: string, code: string, client: string) {
  const answer = await fetch(`${site.app.baseUrl}/nsr/data-access-request-form/status`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client, "X-Forwarded-Proto": "https" },
    body: new URLSearchParams({ reference, code }),
  });
  return { status: answer.status, body: await answer.text(), headers: answer.headers };
}

const audited = (action: string, actor: string, subject: string | null) =>
  site.count("SELECT count(*) FROM audit_log WHERE action = $1 AND actor = $2 AND subject IS NOT DISTINCT FROM $3", [
    action,
    actor,
    subject,
  ]);

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  ({ site, staffBase } = await startStaffTestSite({
    SMTP_URL: smtp.url,
    MAIL_TRANSPORT: "smtp",
    MAIL_FROM: "NASSCO <no-reply@nassco.example>",
    STAFF_NOTIFY_TO: OFFICE,
    MAIL_REPLY_TO: REPLY_TO,
    MAIL_RETRY_SECONDS: "1",
    RATE_LIMIT_REQUEST_STATUS: `${STATUS_LIMIT}/3600`,
    // The day's digest is due from midnight, so the running instances send it whenever the test asks.
    DAILY_DIGEST_HOUR: "0",
  }));
  second = await startAppProcess({
    env: {
      ...site.logins,
      ...PRODUCTION_SETTINGS,
      SMTP_URL: smtp.url,
      MAIL_TRANSPORT: "smtp",
      MAIL_FROM: "NASSCO <no-reply@nassco.example>",
      STAFF_NOTIFY_TO: OFFICE,
      MAIL_REPLY_TO: REPLY_TO,
      DAILY_DIGEST_HOUR: "0",
      // Configured as every instance of a deployment is: its own back-office listener, the same address.
      STAFF_PORT: String(await freePort()),
      STAFF_SITE_URL,
    },
  });
  officer = await signedInStaff(site, staffBase, ["request_officer"]);
  colleague = await signedInStaff(site, staffBase, ["request_officer"]);
  editor = await signedInStaff(site, staffBase, ["editor", "publisher"]);
}, scaled(120_000));

afterAll(async () => {
  await second?.stop();
  await site?.close();
  await smtp?.stop();
});

describe("a paper request", () => {
  let reference: string;
  let code: string;

  it("is entered with its scan, acknowledged with the code for its status page, and named as the officer's", async () => {
    const organisation = `Ɗanbatta Farmers' Cooperative ${word()}`;
    const entered = await enterPaperRequest(officer, {
      organizationName: organisation,
      officeAddress: "Gidan Ƙasa, Ɗanbatta, Kano",
      emailAddress: "coop@example.org",
      sector: "Agriculture",
      "criteria.households": "on",
      "householdCriteria[0]": "Deciles 1 to 3",
      purpose: "Ọ̀rọ̀ about which wards our seed loans should reach first",
    });
    expect(entered.status).toBe(303);
    reference = /\/staff\/requests\/(DAR-\d{4}-\d{6})\?done=entered/.exec(entered.location ?? "")![1]!;
    const { rows } = await site.db.query<{ channel: string; entered_by: string; purpose: string; status: string }>(
      "SELECT channel, entered_by, purpose, status FROM data_access_request WHERE reference = $1",
      [reference],
    );
    expect(rows[0]).toEqual({
      channel: "paper",
      entered_by: officer.name,
      purpose: "Ọ̀rọ̀ about which wards our seed loans should reach first",
      status: "received",
    });
    expect(await site.count("SELECT count(*) FROM dar_attachment WHERE reference = $1 AND added_by = $2", [reference, officer.name])).toBe(
      1,
    );
    expect(await audited("request entered", officer.name, reference)).toBe(1);

    await until(() => mailTo("coop@example.org").length === 1, 20_000, "the acknowledgement");
    const acknowledgement = mailTo("coop@example.org")[0]!;
    expect(acknowledgement.mail.subject).toBe(`We have received your data access request ${reference}`);
    expect(header(acknowledgement, "reply-to")).toBe(REPLY_TO);
    code = /this code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(textOf(acknowledgement))![1]!;
    expect(textOf(acknowledgement)).toContain(
      `Check my request:\nhttps://nassco.example/nsr/data-access-request-form/status?reference=${reference}&code=${code}`,
    );
    // The letter is in the request's history, written by the officer who entered it.
    expect(await site.count("SELECT count(*) FROM dar_letter WHERE reference = $1 AND written_by = $2", [reference, officer.name])).toBe(1);

    const queue = await officer.browser.get("/staff/requests?view=new");
    expect(queue.text).toContain(`href="/staff/requests/${reference}"`);
    expect(queue.text).toContain(organisation.replace("'", "&#x27;"));
  });

  it("refuses a page named as a PDF, and a form missing what it needs, keeping the entries and storing nothing", async () => {
    const before = await site.count("SELECT count(*) FROM data_access_request");
    const page = {
      name: "x.pdf",
      type: "application/pdf",
      content: new Uint8Array(Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>")),
    };
    const refused = await enterPaperRequest(
      officer,
      { organizationName: "Kept Name Ltd", officeAddress: "1 Road", sector: "Research" },
      page,
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("The file must be a PDF, or a photo of the page");
    expect(refused.text).toContain('value="Kept Name Ltd"');
    const missing = await enterPaperRequest(officer, { organizationName: "", officeAddress: "1 Road", sector: "Research" });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Enter the name of your organisation.");
    expect(await site.count("SELECT count(*) FROM data_access_request")).toBe(before);
  });

  it("shows contact details only when asked, recording the look under the officer's name first", async () => {
    const page = await officer.browser.get(`/staff/requests/${reference}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("coop@example.org");
    expect(page.text).not.toContain("Gidan Ƙasa");
    const shown = await act(officer, reference, { intent: "contact" });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("coop@example.org");
    expect(shown.text).toContain("Gidan Ƙasa, Ɗanbatta, Kano");
    expect(await audited("read personal details", officer.name, reference)).toBe(1);
  });

  it("moves with a letter for each decision: the officer's words reach the requester, who sees them on the status page", async () => {
    expect((await act(officer, reference, { intent: "take" })).status).toBe(303);
    expect((await act(officer, reference, { intent: "move", status: "under_review", note: "" })).status).toBe(303);
    const note = `Please send the ethics approval for the study ${word()}.`;
    // "Move" before the letter was seen shows it, and sends nothing.
    const unseen = await act(officer, reference, { intent: "move", status: "needs_information", note });
    expect(unseen.status).toBe(200);
    expect(unseen.text).toContain("Read it as the requester will, then send it.");
    expect(unseen.text).toContain(`The letter, in English: Your data access request ${reference}: we need more information`);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND status = 'under_review'", [reference])).toBe(
      1,
    );
    // A Send whose letter is not the one previewed (the note changed since) shows the new letter instead.
    const seen = await act(officer, reference, { intent: "preview", status: "needs_information", note: "Another note." });
    const stale = /name="checked" value="([0-9a-f]+)"/.exec(seen.text)![1]!;
    const changed = await act(officer, reference, { intent: "move", status: "needs_information", note, checked: stale });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("Read it as the requester will");
    const { sent: asked } = await moveWithLetter(officer, reference, { status: "needs_information", note });
    expect(asked.status, asked.text.slice(asked.text.indexOf("<main"), asked.text.indexOf("<main") + 1500)).toBe(303);
    expect(asked.location).toBe(`/staff/requests/${reference}?done=moved-letter#done`);
    await until(() => mailTo("coop@example.org").some((message) => message.mail.subject?.includes("we need more information")));
    const letter = mailTo("coop@example.org").find((message) => message.mail.subject?.includes("we need more information"))!;
    expect(letter.mail.subject).toBe(`Your data access request ${reference}: we need more information`);
    expect(textOf(letter)).toContain(note);
    expect(header(letter, "reply-to")).toBe(REPLY_TO);

    // The requester opens the status page with the code: the first look proves the address, and mails the summary.
    const status = await lookUp(reference, code.toLowerCase(), "198.51.100.77");
    expect(status.status).toBe(200);
    expect(status.headers.get("Cache-Control")).toBe("private, no-store");
    expect(status.body).toContain("More information needed");
    expect(status.body).toContain(note);
    expect(status.body).toContain("We have e-mailed you a summary of what you sent");
    await until(() => mailTo("coop@example.org").some((message) => message.mail.subject?.endsWith("what you sent")));
    const summary = mailTo("coop@example.org").find((message) => message.mail.subject?.endsWith("what you sent"))!;
    expect(textOf(summary)).toContain("What the data is for: Ọ̀rọ̀ about which wards our seed loans should reach first");
    expect((await lookUp(reference, code, "198.51.100.77")).body).not.toContain("We have e-mailed you a summary");

    const reviewed = await act(officer, reference, { intent: "move", status: "under_review", note: "" });
    expect(reviewed.location).toBe(`/staff/requests/${reference}?done=moved#done`);
    // The request has an address: the page says no letter goes with this move, not that there is no address.
    const reviewedPage = await officer.browser.get(reviewed.location!);
    expect(reviewedPage.text).toContain("Done: the request has moved on. No letter goes with this move.");
    expect(reviewedPage.text).not.toContain("no e-mail address");
    // The officer has the signed agreement already: the letter says so, and promises no agreement to sign.
    const approval = {
      status: "approved",
      note: "Approved for the wards named.",
      steps: ["agreement_received", "send_data"],
      dataBy: "2026-12-15",
    };
    const { preview, sent } = await moveWithLetter(officer, reference, approval);
    expect(preview.text).toContain("We have received the data-sharing agreement your organisation signed.");
    expect(preview.text).toContain("We share the relevant anonymised data with your organisation by December 15, 2026.");
    expect(preview.text).not.toContain("We send you a data-sharing agreement");
    expect(sent.location).toBe(`/staff/requests/${reference}?done=moved-letter#done`);
    await until(() =>
      mailTo("coop@example.org").some((message) => message.mail.subject === `Your data access request ${reference} is approved`),
    );
    const approved = mailTo("coop@example.org").find((message) => message.mail.subject?.endsWith("is approved"))!;
    expect(textOf(approved)).toContain("We have received the data-sharing agreement your organisation signed.");
    expect(textOf(approved)).not.toContain("We send you a data-sharing agreement");
    expect(await site.count("SELECT count(*) FROM dar_letter WHERE reference = $1", [reference])).toBe(4);
    // Starting the review sends nothing; asking for information, and each decision, send a letter.
    const audit = await site.db.query<{ actor: string; after: { status: string } }>(
      "SELECT actor, after FROM audit_log WHERE subject = $1 AND action = 'status change' ORDER BY id",
      [reference],
    );
    expect(audit.rows.map((row) => [row.actor, row.after.status])).toEqual([
      [officer.name, "under_review"],
      [officer.name, "needs_information"],
      [officer.name, "under_review"],
      [officer.name, "approved"],
    ]);
    const file = await officer.browser.get(`/staff/requests/${reference}`);
    expect(file.text).toContain(`Your data access request ${reference} is approved`);
    expect((await officer.browser.get("/staff/statistics")).text).toMatch(/Paper: <strong>[1-9]\d*<\/strong>/);
  });

  it("refuses a move the workflow does not allow, and a decision without its note, changing nothing", async () => {
    const answer = await site.postJson("/api/data-access-request", {
      organizationName: "Rule Test Trust",
      officeAddress: "2 Road",
      sector: "Research",
    });
    const { reference: other } = (await answer.json()) as { reference: string };
    const noNote = await act(colleague, other, { intent: "move", status: "declined", note: "" });
    expect(noNote.status).toBe(400);
    expect(noNote.text).toContain("Write the reason for the decision");
    // Not a move from "received": the form would not offer it, and the database refuses it.
    const tooSoon = await act(colleague, other, { intent: "move", status: "approved", note: "Why not" });
    expect(tooSoon.status).toBe(409);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND status = 'received'", [other])).toBe(1);
    // An approval cannot both promise the agreement and say it has it, nor give a day the data goes without sending it.
    const muddled = await act(colleague, other, {
      intent: "preview",
      status: "approved",
      note: "Approved.",
      steps: ["send_agreement", "agreement_received"],
      dataBy: "2026-12-15",
    });
    expect(muddled.status).toBe(400);
    expect(muddled.text).toContain("Choose one: we send the data-sharing agreement, or we have it signed already");
    expect(muddled.text).toContain("for its day to go in the letter");
    // A move the form offers no more (someone else decided meanwhile) is refused by the database.
    await site.db.query("SELECT dar_set_status($1, 'declined', 'Out of scope')", [other]);
    const late = await act(colleague, other, { intent: "move", status: "under_review", note: "" });
    expect(late.status).toBe(409);
  });
});

describe("a letter's preview", () => {
  it("is in the language of the form the request came through, with the officer's note as written", async () => {
    const answer = await site.postJson("/api/data-access-request", {
      organizationName: "Kungiyar Manoma",
      officeAddress: "4 Road",
      emailAddress: "manoma@example.org",
      sector: "Agriculture",
    });
    const { reference } = (await answer.json()) as { reference: string };
    // As if sent from /ha/nsr/data-access-request-form.
    await site.db.query("UPDATE data_access_request SET locale = 'ha' WHERE reference = $1", [reference]);
    expect((await act(colleague, reference, { intent: "move", status: "under_review", note: "" })).status).toBe(303);
    const note = "Approved for the wards named.";
    const preview = await act(colleague, reference, { intent: "preview", status: "approved", note, steps: ["agreement_received"] });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(`The letter, in Hausa: ${format(mailWords.ha.approvedSubject, { reference })}`);
    expect(preview.text).toContain(mailWords.ha.approvedAgreementReceived);
    expect(preview.text).not.toContain(mailWords.ha.approvedStep1);
    expect(preview.text).toContain(note);
  });
});

describe("the requester's status page", () => {
  it("shows nothing without the right code, and counts every look against the address", async () => {
    const answer = await site.postJson("/api/data-access-request", {
      organizationName: "Guess Proof Trust",
      officeAddress: "3 Road",
      emailAddress: "guess@example.org",
      sector: "Research",
    });
    const { reference } = (await answer.json()) as { reference: string };
    const wrong = await lookUp(reference, "0000-0000-0000", "198.51.100.99");
    expect(wrong.status).toBe(404);
    expect(wrong.body).toContain("We found no request with that reference and code");
    expect(wrong.body).not.toContain("Guess Proof Trust");
    const badly = await lookUp("DAR-1", "nope", "198.51.100.99");
    expect(badly.status).toBe(400);
    for (let look = 2; look <= STATUS_LIMIT; look += 1) await lookUp(reference, "0000-0000-0001", "198.51.100.99");
    const limited = await lookUp(reference, "0000-0000-0002", "198.51.100.99");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.body).toMatch(/Please wait \d+ minutes? and try again/);
    // The link in the mail fills the form in, and still waits for a press: opening it changes nothing.
    const opened = await fetch(`${site.app.baseUrl}/nsr/data-access-request-form/status?reference=${reference}&code=AAAA-BBBB-CCCC`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('value="AAAA-BBBB-CCCC"');
    expect(
      await site.count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND email_confirmed_at IS NOT NULL", [reference]),
    ).toBe(0);
  });
});

describe("roles, in the database as well as on the page", () => {
  it("keeps requests from an editor and a publisher, and keeps attachments, letters and contact details from the site's login", async () => {
    expect((await editor.browser.get("/staff/requests")).status).toBe(403);
    // An editor's session, through the back office's own login: the functions check the role themselves.
    expect(await outcome(site.officeDatabaseUrl, "SELECT * FROM staff_requests($1, 'open', 10)", [editor.browser.tokenHash()])).toBe(
      "42501",
    );
    expect(
      await outcome(site.officeDatabaseUrl, "SELECT staff_request_contact_ticket($1, 'DAR-2026-000001')", [editor.browser.tokenHash()]),
    ).toBe("42501");
    for (const sql of [
      "SELECT bytes FROM dar_attachment",
      "SELECT * FROM dar_letter",
      "SELECT email_address FROM data_access_request",
      "UPDATE data_access_request SET status = 'approved'",
      "SELECT * FROM newsletter_issue",
    ])
      expect(await outcome(site.appDatabaseUrl, sql), sql).toBe("42501");
  });
});

describe("attachments", () => {
  it("are opened by request officers only, each look recorded, and go with the request's details", async () => {
    const entered = await enterPaperRequest(officer, { organizationName: "Scan Keepers", officeAddress: "4 Road", sector: "Research" });
    const reference = /(DAR-\d{4}-\d{6})/.exec(entered.location!)![1]!;
    const [attachment] = (await site.db.query<{ id: string }>("SELECT id FROM dar_attachment WHERE reference = $1", [reference])).rows;
    const path = `/staff/requests/${reference}/attachments/${attachment!.id}`;
    const opened = await officer.browser.get(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Content-Type")).toBe("application/pdf");
    expect(opened.headers.get("Content-Disposition")).toBe('attachment; filename="scan.pdf"');
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    expect(opened.text).toBe(Buffer.from(PDF).toString("utf8"));
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'read attachment' AND actor = $1 AND subject = $2", [
        officer.name,
        reference,
      ]),
    ).toBe(1);
    expect((await editor.browser.get(path)).status).toBe(403);

    await site.db.query("SELECT erase_request_details($1)", [reference]);
    expect(await site.count("SELECT count(*) FROM dar_attachment WHERE reference = $1", [reference])).toBe(0);
    expect((await officer.browser.get(path)).status).toBe(404);
  });
});

describe("exports", () => {
  it("as CSV with a byte-order mark and as XLSX, give back ɗ, ƙ, ẹ and ọ intact, each recorded with its format and count", async () => {
    const name = `Ƙungiyar Ɗalibai ẹ ọ ${word()}`;
    await site.postJson("/api/data-access-request", {
      organizationName: name,
      officeAddress: "5 Road",
      sector: "Research",
      emailAddress: "export@example.org",
      criteria: { households: true, location: true },
      location: { state: "Kano" },
      date: "2026-11-23",
    });
    const [stored] = (
      await site.db.query<{ reference: string; received: string }>(
        `UPDATE data_access_request SET status = 'under_review' WHERE organization_name = $1
         RETURNING reference, to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD HH24:MI') AS received`,
        [name],
      )
    ).rows;
    const exported = async (format: string) => {
      await officer.browser.get("/staff/requests/export");
      const response = await fetch(`${staffBase}/staff/requests/export/download`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://staff.nassco.example",
          Cookie: `__Host-nassco_staff=${officer.browser.cookie}`,
          "X-Forwarded-For": officer.browser.client,
        },
        body: new URLSearchParams({ csrf: officer.browser.csrf!, since: "2020-01-01", format }),
      });
      expect(response.status, format).toBe(200);
      expect(response.headers.get("Content-Disposition")).toMatch(
        new RegExp(`^attachment; filename="nassco-data-access-requests-since-2020-01-01\\.${format}"$`),
      );
      return Buffer.from(await response.arrayBuffer());
    };
    const total = await site.count("SELECT count(*) FROM data_access_request WHERE created_at >= '2020-01-01'");

    const csv = await exported("csv");
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv<Record<string, string>>(csv, { bom: true, columns: true });
    // The words staff see on screen, not the database's codes; days and times as ISO, which spreadsheets read as dates.
    expect(records.find((record) => record.Organisation === name)).toMatchObject({
      "E-mail address": "export@example.org",
      Status: "Under review",
      Channel: "API",
      "Data requested": "Households, Location",
      "Received (Lagos time)": stored!.received,
      "Date on the form": "2026-11-23",
      "Decided (Lagos time)": "",
    });
    expect(records).toHaveLength(total);

    const sheet = await readSheet(await exported("xlsx"));
    const headings = sheet[0] as string[];
    const row = sheet.find((cells) => cells[headings.indexOf("Organisation")] === name)!;
    const at = (heading: string) => row[headings.indexOf(heading)];
    expect([at("E-mail address"), at("Status"), at("Channel"), at("Data requested")]).toEqual([
      "export@example.org",
      "Under review",
      "API",
      "Households, Location",
    ]);
    // Date cells, not text: the Lagos wall time, as the spreadsheet shows it.
    expect(at("Date on the form")).toEqual(new Date("2026-11-23T00:00:00Z"));
    expect(at("Received (Lagos time)")).toBeInstanceOf(Date);
    expect((at("Received (Lagos time)") as unknown as Date).toISOString().slice(0, 16).replace("T", " ")).toBe(stored!.received);
    expect(sheet).toHaveLength(total + 1);

    const { rows } = await site.db.query<{ after: { format: string; requests: number } }>(
      "SELECT after FROM audit_log WHERE action = 'export' AND actor = $1 ORDER BY id",
      [officer.name],
    );
    expect(rows.map((entry) => [entry.after.format, entry.after.requests])).toEqual([
      ["csv", total],
      ["xlsx", total],
    ]);
    // A day that does not exist: back to the form, which says so and keeps what was typed; nothing is recorded.
    const refused = await officer.browser.post("/staff/requests/export/download", {
      csrf: officer.browser.csrf!,
      since: "2026-02-30",
      format: "csv",
    });
    expect(refused.status).toBe(303);
    const form = await officer.browser.get(refused.location!);
    expect(form.status).toBe(400);
    expect(form.text).toContain("Enter the first day to export, as 2026-01-01");
    expect(form.text).toContain('value="2026-02-30"');
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'export' AND actor = $1", [officer.name])).toBe(2);
  });
});

describe("the daily digest", () => {
  /**
   * On a database of its own, with no instance running: the clock is the
   * test's, and nothing else takes the day's digest meanwhile.
   */
  let clockDb: ScratchDatabase;
  beforeAll(async () => {
    clockDb = await createScratchDatabase({ prepared: true });
    await migrateAndPrepare(clockDb.url, prepareSiteData, () => undefined);
  }, scaled(60_000));
  afterAll(async () => clockDb?.drop());

  /** The lists the digest holds on a day at 09:00 in Lagos, taken as an instance takes them (as the back office's login). */
  async function digestAt(day: string): Promise<DailyDigest> {
    await withClient(clockDb.url, (client) => client.query("DELETE FROM maintenance_run WHERE job = 'daily digest'"));
    return withClient(clockDb.officeUrl, async (client) => {
      const { rows } = await client.query<{ digest: DailyDigest }>("SELECT staff_daily_digest_take($1::timestamptz, 8) AS digest", [
        `${day}T09:00:00+01:00`,
      ]);
      return rows[0]!.digest;
    });
  }

  it("counts working days without weekends and public holidays: Easter makes a request overdue two working days later", async () => {
    const { rows } = await withClient(clockDb.url, (client) =>
      client.query<{ reference: string }>(
        `INSERT INTO data_access_request (organization_name, office_address, sector, wants_households, wants_individuals, wants_location, channel, created_at)
         VALUES ('Easter Trust', '6 Road', 'Research', false, false, false, 'web form', '2026-03-26T10:00:00+01:00') RETURNING reference`,
      ),
    );
    const reference = rows[0]!.reference;
    const overdue = (digest: DailyDigest) => digest.overdue.find((entry) => entry.reference === reference);
    // Thursday 26 March: ten working days later is Friday 10 April, but Good Friday and Easter Monday are not working days.
    expect(overdue(await digestAt("2026-04-10"))).toBeUndefined();
    expect(overdue(await digestAt("2026-04-13"))).toBeUndefined();
    const digest = await digestAt("2026-04-14");
    expect(overdue(digest)).toEqual({ reference, assignee: null, working_days: 11 });
    expect(digest.unassigned.map((entry) => entry.reference)).toEqual([reference]);
    const mail = renderMail(staffDailyDigest(digest, "April 14, 2026", null));
    expect(mail.subject).toBe("Data access requests, April 14, 2026: 0 new, 1 overdue, 1 unassigned");
    expect(mail.text).toContain(`${reference}, 11 working days, nobody assigned`);
    // Without the two holidays it would have been overdue on the 10th: the table is what counts.
    await withClient(clockDb.url, (client) => client.query("DELETE FROM public_holiday WHERE day IN ('2026-04-03', '2026-04-06')"));
    expect(overdue(await digestAt("2026-04-10"))?.working_days).toBe(11);
  });

  it("is taken once a day, by one instance however many ask at once", async () => {
    await withClient(clockDb.url, (client) => client.query("DELETE FROM maintenance_run WHERE job = 'daily digest'"));
    const take = (at: string) =>
      withClient(clockDb.officeUrl, async (client) => {
        const { rows } = await client.query<{ digest: DailyDigest | null }>(
          "SELECT staff_daily_digest_take($1::timestamptz, 8) AS digest",
          [at],
        );
        return rows[0]!.digest;
      });
    const takes = await Promise.all(Array.from({ length: 6 }, () => take("2027-05-04T10:00:00+01:00")));
    expect(takes.filter((digest) => digest !== null)).toHaveLength(1);
    expect(await take("2027-05-04T16:00:00+01:00")).toBeNull();
    // Before the hour, nothing; the next day, one again.
    expect(await take("2027-05-05T07:30:00+01:00")).toBeNull();
    expect(await take("2027-05-05T08:00:00+01:00")).not.toBeNull();
  });

  it("reaches the office's mailbox once a day from the two running instances", async () => {
    const outboxEmpty = () =>
      until(async () => (await site.count("SELECT count(*) FROM mail_outbox WHERE state <> 'sent'")) === 0, 20_000, "the outbox to empty");
    await outboxEmpty();
    const since = Date.now();
    await site.db.query("DELETE FROM maintenance_run WHERE job = 'daily digest'");
    await until(
      async () => (await site.count("SELECT count(*) FROM maintenance_run WHERE job = 'daily digest'")) === 1,
      20_000,
      "a digest run",
    );
    await outboxEmpty();
    const digests = mailTo(OFFICE).filter((message) => message.at >= since && message.mail.subject?.startsWith("Data access requests, "));
    expect(digests).toHaveLength(1);
    expect(textOf(digests[0]!)).toContain("Open the queue in the back office:\nhttps://staff.nassco.example/staff/requests");
  });
});

describe("public holidays", () => {
  it("are kept by request officers and admins, each change under their name; an editor cannot", async () => {
    await officer.browser.get("/staff/holidays");
    const added = await officer.browser.post("/staff/holidays", {
      csrf: officer.browser.csrf!,
      intent: "set",
      day: "2027-03-10",
      name: "Eid el-Fitr",
    });
    expect(added.status).toBe(303);
    expect(
      await site.count("SELECT count(*) FROM public_holiday WHERE day = '2027-03-10' AND name = 'Eid el-Fitr' AND added_by = $1", [
        officer.name,
      ]),
    ).toBe(1);
    expect(await audited("public holiday set", officer.name, "holiday:2027-03-10")).toBe(1);
    const refused = await officer.browser.post("/staff/holidays", {
      csrf: officer.browser.csrf!,
      intent: "set",
      day: "2027-02-30",
      name: "Eid",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('value="2027-02-30"');
    expect(
      (await officer.browser.post("/staff/holidays", { csrf: officer.browser.csrf!, intent: "remove", day: "2027-03-10" })).status,
    ).toBe(303);
    expect(await audited("public holiday removed", officer.name, "holiday:2027-03-10")).toBe(1);
    expect((await editor.browser.get("/staff/holidays")).status).toBe(403);
    expect(await outcome(site.appDatabaseUrl, "SELECT staff_holiday_set($1, '2027-01-02', 'x')", [editor.browser.tokenHash()])).toBe(
      "42501",
    );
  });
});
