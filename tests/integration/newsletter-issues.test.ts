import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/app-process";
import { outcome, word } from "./support/content";
import type { TestSite } from "./support/site";
import { smtpServer, type ReceivedMail } from "./support/smtp";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * Newsletters from the back office (issue 35): a publisher writes an issue,
 * tests it on their own address and sends it; the outbox sends one copy to
 * each confirmed subscriber, through a real SMTP server that goes down
 * halfway and comes back, and none to an address that unsubscribed, even
 * one that unsubscribed while its copy waited. Acknowledgements to
 * requesters never wait behind it.
 */
let site: TestSite;
let staffBase: string;
let smtp: ReturnType<typeof smtpServer>;
let smtpPort: number;
let publisher: { name: string; browser: StaffBrowser };
let editor: { name: string; browser: StaffBrowser };

const SUBSCRIBERS = 500;
const HALFWAY = 250;
const PUBLISHER_EMAIL = "publisher@nassco.example";
const subject = `NASSCO news ${word()}`;

const issueCopies = () => smtp.received.filter((message) => message.mail.subject === subject);
const text = (message: ReceivedMail) => message.mail.text ?? "";
/** A header as sent, unfolded. */
const header = (message: ReceivedMail, name: string) =>
  message.mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, "");

/** An issue as the publisher writes it: returns its page. */
async function writeIssue(title: string): Promise<string> {
  await publisher.browser.get("/staff/newsletters/new");
  const saved = await publisher.browser.post("/staff/newsletters/new", {
    csrf: publisher.browser.csrf!,
    intent: "save",
    subject: title,
    body: "## What is new\n\nThe register now has **more wards**. Read [the news](/resource-hub/news).",
  });
  expect(saved.status).toBe(303);
  return saved.location!.split("?")[0]!;
}

const press = (page: string, fields: Record<string, string>) => publisher.browser.post(page, { csrf: publisher.browser.csrf!, ...fields });

beforeAll(async () => {
  smtpPort = await freePort();
  // The server goes down as it takes the 250th copy of the issue: it refuses every later message.
  smtp = smtpServer(smtpPort, undefined, (received) => {
    if (received.filter((message) => message.mail.subject === subject).length === HALFWAY) smtp.stats.refusing = true;
  });
  await smtp.start();
  ({ site, staffBase } = await startStaffTestSite({
    SMTP_URL: smtp.url,
    MAIL_TRANSPORT: "smtp",
    MAIL_FROM: "NASSCO <no-reply@nassco.example>",
    STAFF_NOTIFY_TO: "office@nassco.example",
    MAIL_RETRY_SECONDS: "1",
    NEWSLETTER_PER_MINUTE: "100000",
  }));
  publisher = await signedInStaff(site, staffBase, ["publisher"]);
  editor = await signedInStaff(site, staffBase, ["editor"]);
  await site.db.query(
    `INSERT INTO newsletter_subscriber (email, source_page, status, confirmed_at)
     SELECT 'reader' || n || '@example.org', '/', 'confirmed', now() FROM generate_series(1, $1::integer) AS n`,
    [SUBSCRIBERS],
  );
  await site.db.query(
    `INSERT INTO newsletter_subscriber (email, source_page, status, unsubscribed_at) VALUES ('left@example.org', '-', 'unsubscribed', now()),
     ('waiting@example.org', '/', 'pending', NULL)`,
  );
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await smtp?.stop();
});

describe("a newsletter", () => {
  let page: string;

  it("is tested on the publisher's own address before it can be sent", async () => {
    page = await writeIssue(subject);
    const draft = await publisher.browser.get(page);
    expect(draft.text).toContain("Add your own e-mail address");
    expect((await press(page, { intent: "test" })).status).toBe(400);
    const untested = await press(page, { intent: "send", checked: "yes" });
    expect(untested.status).toBe(409);
    expect(untested.text).toContain("Send yourself a test of these words first");

    await publisher.browser.get("/staff/email");
    expect((await publisher.browser.post("/staff/email", { csrf: publisher.browser.csrf!, email: PUBLISHER_EMAIL })).status).toBe(303);
    expect((await press(page, { intent: "test" })).location).toBe(`${page}?done=tested#done`);
    await until(() => smtp.received.some((message) => message.envelopeTo.includes(PUBLISHER_EMAIL)), 20_000, "the test");
    const test = smtp.received.find((message) => message.envelopeTo.includes(PUBLISHER_EMAIL))!;
    expect(test.mail.subject).toBe(`Test: ${subject}`);
    expect(test.mail.html).toContain("<strong>more wards</strong>");
    expect(test.mail.html).toContain('href="https://nassco.example/resource-hub/news"');
    expect(await site.count("SELECT count(*) FROM newsletter_delivery")).toBe(0);

    // A change after the test needs a new test; the page never shows a subscriber's address.
    const changed = await press(page, { intent: "save", subject, body: "## What is new\n\nThe register now has **more wards**." });
    expect(changed.status).toBe(303);
    expect((await press(page, { intent: "send", checked: "yes" })).status).toBe(409);
    await press(page, {
      intent: "save",
      subject,
      body: "## What is new\n\nThe register now has **more wards**. Read [the news](/resource-hub/news).",
    });
    await press(page, { intent: "test" });
    const ready = await publisher.browser.get(page);
    expect(ready.text).toContain(`Send to ${SUBSCRIBERS.toLocaleString("en")} subscribers`);
    expect(ready.text).not.toMatch(/reader\d+@example\.org/);
    expect((await press(page, { intent: "send" })).status).toBe(400);
  });

  it(
    "reaches every confirmed subscriber exactly once though the mail server goes down halfway, and no one who left",
    { timeout: scaled(180_000) },
    async () => {
      const started = Date.now();
      expect((await press(page, { intent: "send", checked: "yes" })).location).toBe(`${page}?done=sent#done`);
      expect(await site.count("SELECT count(*) FROM newsletter_delivery")).toBe(SUBSCRIBERS);

      // The server refuses from the 250th copy on: messages fail and wait to be tried again.
      await until(() => smtp.stats.refusing && smtp.stats.inFlight === 0, 60_000, "the server to go down halfway");
      await smtp.stop();
      await until(
        async () =>
          (await site.count(
            "SELECT count(*) FROM mail_outbox WHERE kind = 'newsletter issue' AND state = 'pending' AND last_error IS NOT NULL",
          )) > 0,
        20_000,
        "failed messages waiting to be tried again",
      );
      const halfway = await publisher.browser.get(page);
      expect(halfway.text).toMatch(/Waiting to go<\/dt><dd>[1-9]/);

      // While it is down, one subscriber whose copy is still waiting unsubscribes with their copy's one-click link (RFC 8058).
      const [waiting] = (
        await site.db.query<{ recipient: string; headers: Record<string, string> }>(
          "SELECT recipient, headers FROM mail_outbox WHERE kind = 'newsletter issue' AND state = 'pending' ORDER BY id DESC LIMIT 1",
        )
      ).rows;
      const link = /^<(https:\/\/\S+)>$/.exec(waiting!.headers["List-Unsubscribe"]!)![1]!;
      const unsubscribed = await fetch(link.replace("https://nassco.example", site.app.baseUrl), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-Proto": "https" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(unsubscribed.status).toBe(200);

      await smtp.start();
      await until(
        async () => (await site.count("SELECT count(*) FROM newsletter_delivery WHERE state = 'pending'")) === 0,
        90_000,
        "every copy to be sent",
      );
      const finished = Date.now();
      const copies = issueCopies();
      const perAddress = new Map<string, number>();
      for (const copy of copies) for (const to of copy.envelopeTo) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      expect(perAddress.get(waiting!.recipient)).toBeUndefined();
      expect(perAddress.get("left@example.org")).toBeUndefined();
      expect(perAddress.get("waiting@example.org")).toBeUndefined();
      expect(perAddress.size).toBe(SUBSCRIBERS - 1);
      expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
      const states = await site.db.query<{ state: string; count: string }>(
        "SELECT state, count(*) FROM newsletter_delivery GROUP BY state ORDER BY state",
      );
      expect(states.rows).toEqual([
        { state: "cancelled", count: "1" },
        { state: "sent", count: String(SUBSCRIBERS - 1) },
      ]);
      console.log(
        `Newsletter of ${SUBSCRIBERS}: ${SUBSCRIBERS - 1} copies in ${finished - started} ms on one instance, the mail server down from copy ${HALFWAY}`,
      );

      // Each copy carries its own unsubscribe link, in the footer and in List-Unsubscribe.
      const one = copies[0]!;
      const own = /Unsubscribe:\n(https:\/\/nassco\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43})/.exec(text(one))![1]!;
      expect(header(one, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(header(one, "list-unsubscribe")).toBe(`<${own}>`);
      expect(new Set(copies.map((copy) => /token=([A-Za-z0-9_-]{43})/.exec(text(copy))![1])).size).toBe(copies.length);
      const done = await publisher.browser.get(page);
      expect(done.text).toMatch(/Sent<\/dt><dd>499</);
      expect(done.text).toMatch(/Not sent: unsubscribed first<\/dt><dd>1</);
      expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'newsletter sent' AND actor = $1", [publisher.name])).toBe(1);
    },
  );

  it("is sent once: a second press changes nothing", async () => {
    expect((await press(page, { intent: "send", checked: "yes" })).status).toBe(409);
    expect(await site.count("SELECT count(*) FROM newsletter_delivery")).toBe(SUBSCRIBERS);
  });

  it("is the publisher's alone, in the database too", async () => {
    expect((await editor.browser.get("/staff/newsletters")).status).toBe(403);
    expect(await outcome(site.appDatabaseUrl, "SELECT * FROM staff_newsletters($1)", [editor.browser.tokenHash()])).toBe("42501");
    expect(
      await outcome(
        site.appDatabaseUrl,
        "SELECT staff_newsletter_send($1, 1, 's', 't', 'h', 'nassco.example', 'https://nassco.example/u?token=')",
        [editor.browser.tokenHash()],
      ),
    ).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "SELECT email FROM newsletter_subscriber")).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "SELECT * FROM newsletter_delivery")).toBe("42501");
  });
});

describe("acknowledgements beside a newsletter", () => {
  it("never wait behind it: they have a lane and connections of their own", { timeout: scaled(120_000) }, async () => {
    const title = `Second issue ${word()}`;
    await site.db.query(
      `INSERT INTO newsletter_subscriber (email, source_page, status, confirmed_at)
       SELECT 'second' || n || '@example.org', '/', 'confirmed', now() FROM generate_series(1, 300) AS n`,
    );
    const page = await writeIssue(title);
    await press(page, { intent: "test" });
    await press(page, { intent: "send", checked: "yes" });
    const sent = Date.now();
    const answer = await site.postJson("/api/data-access-request", {
      organizationName: "Lane Test Trust",
      officeAddress: "7 Road",
      sector: "Research",
      emailAddress: "lane@example.org",
    });
    expect(answer.status).toBe(201);
    await until(() => smtp.received.some((message) => message.envelopeTo.includes("lane@example.org")), 20_000, "the acknowledgement");
    const acknowledged = smtp.received.find((message) => message.envelopeTo.includes("lane@example.org"))!.at;
    const before = smtp.received.filter((message) => message.mail.subject === title && message.at <= acknowledged).length;
    await until(
      async () =>
        (await site.count(
          "SELECT count(*) FROM newsletter_delivery d JOIN newsletter_issue i ON i.id = d.issue_id WHERE i.subject = $1 AND d.state = 'pending'",
          [title],
        )) === 0,
      60_000,
      "the second issue to be sent",
    );
    const copies = smtp.received.filter((message) => message.mail.subject === title);
    const total = copies.length;
    expect(total).toBe(SUBSCRIBERS - 1 + 300);
    console.log(
      `Newsletter throughput on one instance, unpaced: ${total} copies in ${Math.max(...copies.map((copy) => copy.at)) - sent} ms`,
    );
    console.log(
      `An acknowledgement posted as a newsletter of ${total} began to go out reached the mail server ${acknowledged - sent} ms later, with ${before} of the ${total} newsletter copies before it`,
    );
  });
});
