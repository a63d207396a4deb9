import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ha } from "../../app/i18n/messages/ha";
import { withClient } from "../../server/database/pg";
import { outcome, word } from "./support/content";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * The contact page's messages and "Was this page useful?" (issue 36): what
 * the database keeps, what the site's own login may do with it (insert, never
 * read), the forms' protections, and the back office's reading of both.
 */
let site: TestSite;
let staffBase: string;
let officer: { name: string; browser: StaffBrowser };
let editor: { name: string; browser: StaffBrowser };

const CONTACT_LIMIT = 3;
const FEEDBACK_LIMIT = 4;
const PAGE = "/who-we-are/about-us";

const message = (fields: Record<string, string> = {}): [string, string][] =>
  Object.entries({ kind: "question", message: `When does the next update of the register start? ${word()}`, ...fields });

const storedMessages = (text: string) => site.count("SELECT count(*) FROM contact_message WHERE message LIKE $1", [`%${text}%`]);

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite({
    RATE_LIMIT_CONTACT_MESSAGE: `${CONTACT_LIMIT}/3600`,
    RATE_LIMIT_PAGE_FEEDBACK: `${FEEDBACK_LIMIT}/600`,
    RETENTION_DAYS_CONTACT_MESSAGES: "200",
  }));
  officer = await signedInStaff(site, staffBase, ["request_officer"]);
  editor = await signedInStaff(site, staffBase, ["editor", "publisher"]);
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("a message from the contact page", () => {
  it("is stored with its reply address, and its receipt shows the reference to that browser only", async () => {
    const text = word();
    const sent = await site.postForm(
      "/contact",
      message({
        kind: "problem",
        page: PAGE,
        message: `The phone number is wrong ${text}`,
        name: "Amina Bello",
        replyTo: "amina@example.org",
      }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/contact/sent");
    const cookie = sent.headers.get("Set-Cookie")!.split(";")[0]!;
    const { rows } = await site.db.query("SELECT reference, kind, page, name, reply_to FROM contact_message WHERE message LIKE $1", [
      `%${text}%`,
    ]);
    expect(rows).toEqual([
      {
        reference: expect.stringMatching(/^MSG-\d{4}-\d{6}$/),
        kind: "problem",
        page: PAGE,
        name: "Amina Bello",
        reply_to: "amina@example.org",
      },
    ]);
    const receipt = await fetch(`${site.app.baseUrl}/contact/sent`, { headers: { ...site.visitor(), Cookie: cookie } });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await receipt.text();
    expect(page).toContain(rows[0].reference);
    expect(page).toContain("We will reply to the e-mail address you gave");
    const stranger = await (await fetch(`${site.app.baseUrl}/contact/sent`, { headers: site.visitor() })).text();
    expect(stranger).not.toContain(rows[0].reference);
  });

  it("stores no reply address when none is given", async () => {
    const text = word();
    expect((await site.postForm("/contact", message({ message: `No reply needed ${text}`, replyTo: "  " }))).status).toBe(303);
    const { rows } = await site.db.query("SELECT reply_to, name, page FROM contact_message WHERE message LIKE $1", [`%${text}%`]);
    expect(rows).toEqual([{ reply_to: null, name: null, page: null }]);
  });

  it("answers bad input with a 400 that says what is wrong, keeps what was typed, and stores nothing", async () => {
    const text = `Keep these words ${word()}`;
    for (const fields of [
      { kind: "", message: text },
      { kind: "complaint", message: text },
      { kind: "question", message: "   " },
      { kind: "question", message: text, replyTo: "not an address" },
      { kind: "question", message: `${text} ${"x".repeat(3000)}` },
    ]) {
      const answer = await site.postForm("/contact", Object.entries(fields));
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      const body = await answer.text();
      expect(body).toContain("There is a problem");
      if (fields.message.trim()) expect(body).toContain(text);
    }
    expect(await storedMessages(text)).toBe(0);
  });

  it("tells whoever fills in the honeypot, with what they typed, and stores nothing", async () => {
    const text = word();
    const answer = await site.postForm("/ha/contact", [...message({ message: `Spam ${text}` }), ["website", "https://spam.example"]]);
    expect(answer.status).toBe(400);
    // As a reader sees it: React writes an apostrophe (na'ura) as &#x27;.
    const body = (await answer.text()).replaceAll("&#x27;", "'");
    expect(body).toContain(ha.form.honeypotFilled);
    expect(body).toContain(`Spam ${text}`);
    expect(await storedMessages(text)).toBe(0);
  });

  it("refuses a post from another site and one too large, storing nothing", async () => {
    const text = word();
    const foreign = await site.postForm("/contact", message({ message: `Forged ${text}` }), {
      ...site.visitor(),
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const huge = await site.postForm("/contact", message({ message: `Huge ${text} ${"y".repeat(70_000)}` }));
    expect(huge.status).toBe(413);
    expect(await storedMessages(text)).toBe(0);
  });

  it(`takes ${CONTACT_LIMIT} messages an hour from one address, then says how long to wait, with what was typed`, async () => {
    const visitor = site.visitor();
    const text = word();
    for (let index = 0; index < CONTACT_LIMIT; index++) {
      expect((await site.postForm("/contact", message({ message: `Within ${text} ${index}` }), visitor)).status).toBe(303);
    }
    const over = await site.postForm("/contact", message({ message: `Over ${text}` }), visitor);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = await over.text();
    expect(body).toContain("Please wait");
    expect(body).toContain(`Over ${text}`);
    expect(await storedMessages(text)).toBe(CONTACT_LIMIT);
    // Another address is not held back.
    expect((await site.postForm("/contact", message())).status).toBe(303);
  });
});

describe("the site's login", () => {
  it("may insert a message but never read one back, nor any feedback comment", async () => {
    for (const sql of [
      "SELECT message FROM contact_message",
      "SELECT reply_to FROM contact_message",
      "SELECT * FROM page_feedback_comment",
      "SELECT * FROM page_feedback_daily",
      "UPDATE contact_message SET message = 'x'",
      "DELETE FROM contact_message",
      "INSERT INTO page_feedback_daily (day, path, answer, count) VALUES (current_date, '/x', 'yes', 1000)",
      "UPDATE retention_settings SET contact_message_days = 30",
    ])
      expect(await outcome(site.appDatabaseUrl, sql), sql).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "SELECT reference FROM contact_message")).toBe("ok");
  });

  it("reads messages through the staff functions only with a request officer's session", async () => {
    const reference = (await site.db.query<{ reference: string }>("SELECT reference FROM contact_message LIMIT 1")).rows[0]!.reference;
    // Through the back office's own login, the only one that may call them: the functions check the session's role.
    const office = site.officeDatabaseUrl;
    expect(await outcome(office, "SELECT * FROM staff_contact_messages($1, 10, 0)", [editor.browser.tokenHash()])).toBe("42501");
    expect(await outcome(office, "SELECT staff_contact_message_ticket($1, $2)", [editor.browser.tokenHash(), reference])).toBe("42501");
    expect(await outcome(office, "SELECT * FROM staff_contact_messages($1, 10, 0)", [Buffer.alloc(32)])).toBe("42501");
  });
});

describe("messages in the back office", () => {
  it("are listed for request officers without anyone's words, and each one opened is recorded under the officer's name", async () => {
    const text = word();
    await site.postForm(
      "/contact",
      message({ message: `Please call me back ${text}`, name: "Chinedu Okafor", replyTo: "chinedu@example.org" }),
    );
    const reference = (
      await site.db.query<{ reference: string }>("SELECT reference FROM contact_message WHERE message LIKE $1", [`%${text}%`])
    ).rows[0]!.reference;
    const home = await officer.browser.get("/staff");
    expect(home.text).toContain('href="/staff/messages"');
    const list = await officer.browser.get("/staff/messages");
    expect(list.status).toBe(200);
    expect(list.text).toContain(reference);
    expect(list.text).not.toContain(text);
    expect(list.text).not.toContain("chinedu@example.org");
    const audited = () =>
      site.count("SELECT count(*) FROM audit_log WHERE action = 'read contact message' AND actor = $1 AND subject = $2", [
        officer.name,
        reference,
      ]);
    expect(await audited()).toBe(0);
    const opened = await officer.browser.get(`/staff/messages/${reference}`);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(text);
    expect(opened.text).toContain("chinedu@example.org");
    expect(opened.text).toContain("Chinedu Okafor");
    expect(await audited()).toBe(1);
    expect((await officer.browser.get("/staff/messages/MSG-2000-999999")).status).toBe(404);
  });

  it("are kept from an editor and a publisher", async () => {
    expect((await editor.browser.get("/staff/messages")).status).toBe(403);
    expect((await editor.browser.get("/staff")).text).not.toContain('href="/staff/messages"');
  });

  it(`are deleted ${200} days after they arrive, by the daily retention job`, async () => {
    const [old, recent] = [word(), word()];
    await site.postForm("/contact", message({ message: `Old ${old}` }));
    await site.postForm("/contact", message({ message: `Recent ${recent}` }));
    await site.db.query("UPDATE contact_message SET received_at = now() - interval '201 days' WHERE message LIKE $1", [`%${old}%`]);
    await site.db.query("UPDATE contact_message SET received_at = now() - interval '199 days' WHERE message LIKE $1", [`%${recent}%`]);
    await site.db.query("DELETE FROM maintenance_run WHERE job = 'retention'");
    const ran = await withClient(site.officeDatabaseUrl, (client) => client.query("SELECT ran FROM run_daily_retention()"));
    expect(ran.rows[0].ran).toBe(true);
    expect(await storedMessages(old)).toBe(0);
    expect(await storedMessages(recent)).toBe(1);
    expect(await site.count("SELECT contact_message_days AS count FROM retention_settings")).toBe(200);
  });
});

describe("Was this page useful?", () => {
  const answer = (fields: [string, string][], page = PAGE, headers = site.visitor()) =>
    site.postForm(`/page-feedback?page=${encodeURIComponent(page)}`, fields, headers);
  const count = (value: "yes" | "no", page = PAGE) =>
    site.count("SELECT coalesce(sum(count), 0) AS count FROM page_feedback_daily WHERE path = $1 AND answer = $2", [page, value]);

  it("is asked at the foot of a page of content, in a cacheable page with no per-reader token", async () => {
    const page = await fetch(site.app.baseUrl + PAGE, { headers: site.visitor() });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("public");
    expect(page.headers.get("Set-Cookie")).toBeNull();
    const html = await page.text();
    expect(html).toContain("Was this page useful?");
    expect(html).toContain(`action="/page-feedback?page=${encodeURIComponent(PAGE)}"`);
    expect(html).not.toMatch(/name="csrf"/);
  });

  it("counts an answer per page and keeps its comment without anything about who sent it", async () => {
    const [yes, no] = [await count("yes"), await count("no")];
    const comment = `The table of states helped ${word()}`;
    const sent = await answer([
      ["useful", "yes"],
      ["comment", comment],
    ]);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/page-feedback?page=${encodeURIComponent(PAGE)}`);
    expect(sent.headers.get("Set-Cookie")).toBeNull();
    expect((await answer([["useful", "no"]])).status).toBe(303);
    expect([await count("yes"), await count("no")]).toEqual([yes + 1, no + 1]);
    const { rows } = await site.db.query("SELECT * FROM page_feedback_comment WHERE comment = $1", [comment]);
    expect(rows).toEqual([{ id: expect.any(String), day: expect.any(Date), path: PAGE, answer: "yes", comment }]);
    const thanks = await fetch(site.app.baseUrl + sent.headers.get("Location")!, { headers: site.visitor() });
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain(`href="${PAGE}#page-feedback"`);
  });

  it("asks from a page in Hausa in Hausa, counts the answer against the English page and thanks in Hausa", async () => {
    const asked = await (await fetch(`${site.app.baseUrl}/ha${PAGE}`, { headers: site.visitor() })).text();
    expect(asked).toContain(`action="/ha/page-feedback?page=${encodeURIComponent(PAGE)}"`);
    const yes = await count("yes");
    const sent = await site.postForm(`/ha/page-feedback?page=${encodeURIComponent(PAGE)}`, [["useful", "yes"]], site.visitor());
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/ha/page-feedback?page=${encodeURIComponent(PAGE)}`);
    expect(await count("yes")).toBe(yes + 1);
    const thanks = await (await fetch(site.app.baseUrl + sent.headers.get("Location")!, { headers: site.visitor() })).text();
    expect(thanks).toContain('<html lang="ha"');
    expect(thanks).toContain(ha.feedback.counted.split("{page}")[0]);
    expect(thanks).toContain(`href="/ha${PAGE}#page-feedback"`);
  });

  it("refuses an answer with none chosen, a long comment or a page that is not one, counting nothing", async () => {
    const [yes, no] = [await count("yes"), await count("no")];
    const typed = `Kept as typed ${word()}`;
    const none = await answer([["comment", typed]]);
    expect(none.status).toBe(400);
    const body = await none.text();
    expect(body).toContain("Choose yes or no.");
    expect(body).toContain(typed);
    expect(
      (
        await answer([
          ["useful", "yes"],
          ["comment", "z".repeat(501)],
        ])
      ).status,
    ).toBe(400);
    expect((await answer([["useful", "maybe"]])).status).toBe(400);
    expect((await answer([["useful", "yes"]], "/not-a-page")).status).toBe(400);
    expect((await site.postForm("/page-feedback", [["useful", "yes"]])).status).toBe(400);
    expect([await count("yes"), await count("no")]).toEqual([yes, no]);
    expect(await site.count("SELECT count(*) FROM page_feedback_daily WHERE path = '/not-a-page'")).toBe(0);
  });

  it(`takes ${FEEDBACK_LIMIT} answers from one address in ten minutes`, async () => {
    const visitor = site.visitor();
    const page = "/who-we-are/our-history";
    for (let index = 0; index < FEEDBACK_LIMIT; index++) expect((await answer([["useful", "yes"]], page, visitor)).status).toBe(303);
    const over = await answer([["useful", "yes"]], page, visitor);
    expect(over.status).toBe(429);
    const overInHausa = await site.postForm(`/ha/page-feedback?page=${encodeURIComponent(page)}`, [["useful", "yes"]], visitor);
    expect(overInHausa.status).toBe(429);
    expect(await overInHausa.text()).toContain(ha.feedback.tooMany.split("{wait}")[0]);
    expect(await count("yes", page)).toBe(FEEDBACK_LIMIT);
  });

  it("shows staff the counts and comments per page", async () => {
    const comment = `Could not find the state office ${word()}`;
    await answer([
      ["useful", "no"],
      ["comment", comment],
    ]);
    const page = await editor.browser.get("/staff/feedback");
    expect(page.status).toBe(200);
    expect(page.text).toContain(PAGE);
    expect(page.text).toContain(comment);
    expect((await editor.browser.get("/staff")).text).toContain('href="/staff/feedback"');
  });
});
