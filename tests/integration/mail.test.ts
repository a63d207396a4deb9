import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppProcess, type AppProcess } from "../../server/app-process";
import { en } from "../../app/i18n/messages/en";
import { MAX_ATTEMPTS } from "../../app/features/mail/retry";
import { format } from "../../app/i18n/format";
import { mailWords } from "../../app/i18n/mail-words.server";
import { SMTP_POOL_SIZE } from "../../app/features/mail/transport.server";
import { PRODUCTION_SETTINGS, startTestSite, type TestSite } from "./support/site";
import { REFUSED_RECIPIENT, smtpServer, type ReceivedMail } from "./support/smtp";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/** The newsletter form's words in English, as docs/product.md, "Messages", gives them. */
const newsletterMessages = en.newsletter;

/**
 * The outbox end to end: the production build sends through a real SMTP
 * server in this process, with a login, on a loopback port.
 */
let smtp: ReturnType<typeof smtpServer>;
const STAFF = "office@nassco.example";
const MAIL_ENV = { MAIL_TRANSPORT: "smtp", MAIL_FROM: "NASSCO <no-reply@nassco.example>", STAFF_NOTIFY_TO: STAFF, MAIL_RETRY_SECONDS: "1" };
let site: TestSite;
const latencies: number[] = [];

const to = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));
const text = (message: ReceivedMail) => message.mail.text ?? "";
/** The site's links point at SITE_URL; the test reaches the same paths on the process itself. */
const local = (href: string) => href.replace("https://nassco.example", site.app.baseUrl);
/** A header as sent, unfolded; mailparser turns some headers into structures. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, "");
/**
 * Every message written so far has been sent. The site writes a message to the
 * outbox with the submission that causes it, and marks it sent only once the
 * SMTP server has taken it, so from here on `smtp.received` holds all there is.
 */
const outboxSent = () =>
  until(async () => (await site.count("SELECT count(*) FROM mail_outbox WHERE state <> 'sent'")) === 0, 20_000, "the outbox to empty");
const linkAfter = (message: ReceivedMail, label: string) => new RegExp(`${label}:\\n(https://\\S+)`).exec(text(message))?.[1];

async function subscribe(email: string) {
  const started = Date.now();
  const answer = await site.postJson("/api/subscribe", { email });
  return { status: answer.status, body: (await answer.json()) as { message?: string }, started };
}

const request = (fields: Record<string, unknown>) => ({
  organizationName: "Kano Research Trust",
  officeAddress: "12 Zoo Road, Kano",
  sector: "Research",
  criteria: { households: true, individuals: false, location: true },
  location: { state: "Kano", lgas: "all LGAs", wards: "", communities: "" },
  householdCriteria: ["Deciles 1 to 3"],
  requesterName: "Amina Yusuf",
  designation: "Research lead",
  ...fields,
});

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  site = await startTestSite({ SMTP_URL: smtp.url, ...MAIL_ENV });
}, scaled(90_000));

afterAll(async () => {
  await site?.close();
  await smtp.stop();
  if (latencies.length) {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `Submission to SMTP receipt: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms, over ${sorted.length} messages`,
    );
  }
});

describe("the newsletter's double opt-in", () => {
  it("sends one confirmation mail; its link confirms with a POST; one-click unsubscribe works", async () => {
    const address = "reader@example.org";
    const { status, body, started } = await subscribe(address);
    expect(status).toBe(200);
    expect(body.message).toBe("Thank you for subscribing! Please check your inbox.");
    await until(() => to(address).length === 1, 20_000, "the confirmation mail");
    latencies.push(to(address)[0]!.at - started);
    const [mail] = to(address);
    expect(mail!.mail.subject).toBe("Confirm your subscription to NASSCO news");
    expect(mail!.mail.from?.text).toBe('"NASSCO" <no-reply@nassco.example>');
    expect(mail!.mail.html).toContain("<h1");
    expect(mail!.mail.messageId).toMatch(/^<[\w-]+@nassco\.example>$/);
    const unsubscribeLink = linkAfter(mail!, "Unsubscribe")!;
    expect(header(mail!.mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail!.mail, "list-unsubscribe")).toBe(`<${unsubscribeLink}>`);
    expect(await site.count("SELECT count(*) FROM newsletter_subscriber WHERE email = $1 AND status = 'pending'", [address])).toBe(1);

    // Following the link changes nothing: scanners follow links.
    const confirmLink = local(linkAfter(mail!, "Confirm my subscription")!);
    const page = await fetch(confirmLink);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain("Confirm my subscription</button>");
    expect(await site.count("SELECT count(*) FROM newsletter_subscriber WHERE email = $1 AND status = 'pending'", [address])).toBe(1);
    const confirmed = await fetch(confirmLink, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirmed=yes",
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");
    expect(await site.count("SELECT count(*) FROM newsletter_subscriber WHERE email = $1 AND status = 'confirmed'", [address])).toBe(1);

    // Subscribing again once confirmed sends nothing, and the answer is the same.
    expect((await subscribe(address)).body.message).toBe(body.message);

    // A mail program's one-click unsubscribe (RFC 8058): one POST, no cookie, no page visit.
    const oneClick = await fetch(local(unsubscribeLink), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const { rows } = await site.db.query("SELECT status, source_page, confirmed_at FROM newsletter_subscriber WHERE email = $1", [address]);
    expect(rows).toEqual([{ status: "unsubscribed", source_page: "-", confirmed_at: null }]);
    await outboxSent();
    expect(to(address)).toHaveLength(1);
  });

  it("re-sends to a pending address at most once an hour", async () => {
    const address = "twice@example.org";
    const { started } = await subscribe(address);
    await until(() => to(address).length === 1);
    latencies.push(to(address)[0]!.at - started);
    expect((await subscribe(address)).status).toBe(200);
    await site.db.query("UPDATE newsletter_subscriber SET confirmation_sent_at = now() - interval '61 minutes' WHERE email = $1", [
      address,
    ]);
    expect((await subscribe(address)).status).toBe(200);
    await until(() => to(address).length === 2);
    await outboxSent();
    expect(to(address)).toHaveLength(2);
  });

  it("gives 50 concurrent subscribes of one address one mail", async () => {
    const address = "crowd@example.org";
    const answers = await Promise.all(Array.from({ length: 50 }, () => subscribe(address)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    await until(() => to(address).length >= 1);
    latencies.push(to(address)[0]!.at - Math.min(...answers.map((answer) => answer.started)));
    await outboxSent();
    expect(to(address)).toHaveLength(1);
  });
});

describe("grievances", () => {
  it("acknowledge to the address given, in the form's language, with the code's link and the office's Reply-To", async () => {
    const started = Date.now();
    const sent = await site.postForm("/yo/grievances/new", [
      ["description", "The payment for October did not come to my account"],
      ["category", "payment-not-received"],
      ["state", "Oyo"],
      ["email", "Bola@Example.org"],
    ]);
    expect(sent.status).toBe(303);
    const { rows } = await site.db.query<{ reference: string }>("SELECT reference FROM grievance WHERE email = 'bola@example.org'");
    const reference = rows[0]!.reference;
    await until(() => to("bola@example.org").length === 1, 20_000, "the acknowledgement");
    const acknowledgement = to("bola@example.org")[0]!;
    latencies.push(acknowledgement.at - started);
    expect(acknowledgement.mail.subject).toBe(format(mailWords.yo.grvAckSubject, { reference }));
    expect(text(acknowledgement)).toMatch(
      new RegExp(`\\nhttps://nassco\\.example/yo/grievances/status\\?reference=${reference}&code=[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\\n`),
    );
    expect(header(acknowledgement.mail, "reply-to")).toBe(STAFF);
    expect(header(acknowledgement.mail, "auto-submitted")).toBe("auto-generated");
    expect(acknowledgement.mail.messageId).toMatch(/^<[\w-]+@nassco\.example>$/);
    // What the person wrote stays out of a mail to an address nobody has confirmed.
    expect(`${text(acknowledgement)}${acknowledgement.mail.html}`).not.toContain("did not come to my account");
  });
});

describe("the public site's bound a minute on its mail (decision 0088)", () => {
  it("answers a sign-up past it with the form's own 'try again', stores nothing, and the one before goes", async () => {
    // This minute's confirmations from the tests above are older, as far as the bound counts.
    await site.db.query("UPDATE mail_outbox SET created_at = created_at - interval '2 minutes' WHERE kind = 'newsletter confirmation'");
    await site.db.query("UPDATE mail_kind SET site_per_minute = 1 WHERE kind = 'newsletter confirmation'");
    try {
      expect((await subscribe("within@example.org")).status).toBe(200);
      const past = await site.postJson("/api/subscribe", { email: "past@example.org" });
      expect(past.status).toBe(503);
      expect(await past.json()).toEqual({ error: newsletterMessages.refused });
      expect(await site.count("SELECT count(*) FROM newsletter_subscriber WHERE email = 'past@example.org'")).toBe(0);
      await until(() => to("within@example.org").length === 1, 20_000, "the confirmation within the bound");
      expect(to("within@example.org")[0]!.mail.subject).toBe("Confirm your subscription to NASSCO news");
    } finally {
      await site.db.query("UPDATE mail_kind SET site_per_minute = 300 WHERE kind = 'newsletter confirmation'");
    }
  });
});

describe("data access requests", () => {
  it("acknowledge to the requester with the reference and our own words only, and notify the office with nothing personal", async () => {
    const started = Date.now();
    const answer = await site.postJson("/api/data-access-request", request({ emailAddress: "amina@example.org" }));
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    await until(
      () =>
        to("amina@example.org").length === 1 &&
        smtp.received.some((m) => m.mail.subject?.includes(reference) && m.envelopeTo.includes(STAFF)),
    );
    const acknowledgement = to("amina@example.org")[0]!;
    latencies.push(acknowledgement.at - started);
    expect(acknowledgement.mail.subject).toBe(`We have received your data access request ${reference}`);
    expect(text(acknowledgement)).toContain(`Your reference number is ${reference}`);
    expect(text(acknowledgement)).toContain("What happens next");
    expect(text(acknowledgement)).toContain("Accessing the NSR:\nhttps://nassco.example/nsr/accessing-the-nsr");
    // Nobody has confirmed the address it goes to: nothing the sender typed may ride along.
    for (const typed of ["Kano Research Trust", "12 Zoo Road", "Research", "Deciles 1 to 3", "all LGAs", "Amina Yusuf", "Research lead"])
      expect(`${acknowledgement.mail.subject}\n${text(acknowledgement)}\n${acknowledgement.mail.html}`).not.toContain(typed);
    const notice = smtp.received.find((m) => m.envelopeTo.includes(STAFF) && m.mail.subject?.includes(reference))!;
    expect(notice.mail.subject).toBe(`New data access request ${reference}`);
    // Without a back office on this site, the office opens it with its own database login.
    expect(text(notice)).toContain(`WHERE reference IN ('${reference}')`);
    expect(text(notice)).toContain("Kano Research Trust");
    for (const personal of ["amina@example.org", "Amina Yusuf", "12 Zoo Road", "Research lead"])
      expect(text(notice) + notice.mail.html).not.toContain(personal);
  });

  it("without an e-mail address notify the office only", async () => {
    const started = Date.now();
    const answer = await site.postJson("/api/data-access-request", request({ organizationName: "No Mail Ltd" }));
    const { reference } = (await answer.json()) as { reference: string };
    await until(() => smtp.received.some((m) => m.mail.subject === `New data access request ${reference}`));
    latencies.push(smtp.received.find((m) => m.mail.subject === `New data access request ${reference}`)!.at - started);
    expect(smtp.received.filter((m) => m.mail.subject?.includes(reference))).toHaveLength(1);
  });

  it("cannot inject a header through any field", async () => {
    const evil = "\r\nBcc: intruder@example.org\r\nX-Injected: yes";
    const fields = request({
      organizationName: `Org${evil}`,
      officeAddress: `Road${evil}`,
      sector: `Sector${evil}`,
      location: { state: `Kano${evil}`, lgas: `All${evil}`, wards: `W${evil}`, communities: `C${evil}` },
      householdCriteria: [`Deciles${evil}`],
      requesterName: `Name${evil}`,
      designation: `Lead${evil}`,
      emailAddress: `amina@example.org${evil}`,
    });
    const refused = await site.postJson("/api/data-access-request", fields);
    expect(refused.status).toBe(400);
    const accepted = await site.postJson("/api/data-access-request", { ...fields, emailAddress: "safe@example.org" });
    const status = accepted.status;
    expect([201, 400]).toContain(status);
    expect((await site.postJson("/api/subscribe", { email: `a@example.org${evil}` })).status).toBe(400);
    if (status === 201) await until(() => to("safe@example.org").length === 1);
    await outboxSent();
    for (const message of smtp.received) {
      expect(message.envelopeTo).not.toContain("intruder@example.org");
      expect(message.mail.headers.has("x-injected")).toBe(false);
      expect(message.mail.bcc).toBeUndefined();
    }
  });
});

describe("when the mail server is down", () => {
  it("still answers readers at once, and every message arrives exactly once when it returns", { timeout: scaled(90_000) }, async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const addresses = ["down1@example.org", "down2@example.org", "down3@example.org"];
    for (const address of addresses) expect((await subscribe(address)).status).toBe(200);
    for (const email of ["down4@example.org", "down5@example.org"]) {
      expect((await site.postJson("/api/data-access-request", request({ organizationName: email, emailAddress: email }))).status).toBe(201);
    }
    await until(
      async () =>
        (await site.count("SELECT count(*) FROM mail_outbox WHERE state = 'pending' AND attempts >= 1 AND last_error IS NOT NULL")) >= 7,
      20_000,
      "failed attempts",
    );
    await smtp.start();
    await until(
      async () => (await site.count("SELECT count(*) FROM mail_outbox WHERE state <> 'sent'")) === 0,
      40_000,
      "the queue to empty",
    );
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(7);
    expect(new Set(arrived.map((message) => message.mail.messageId)).size).toBe(7);
  });
});

describe("two senders on one database", () => {
  let second: AppProcess;
  beforeAll(async () => {
    second = await startAppProcess({
      env: { ...site.logins, ...PRODUCTION_SETTINGS, SMTP_URL: smtp.url, ...MAIL_ENV },
    });
  }, scaled(60_000));
  afterAll(async () => second?.stop());

  it("deliver 100 messages, none twice, over a few kept connections", { timeout: scaled(90_000) }, async () => {
    const before = smtp.received.length;
    const connectionsBefore = smtp.stats.connections;
    await site.db.query(`
      INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body)
      SELECT format('<bulk-%s@nassco.example>', n), 'staff notification', format('bulk%s@example.org', n), format('Bulk %s', n), 'Text', '<p>HTML</p>'
      FROM generate_series(1, 100) AS n;
      NOTIFY nassco_mail_queued;`);
    await until(
      async () => (await site.count("SELECT count(*) FROM mail_outbox WHERE message_id LIKE '<bulk-%' AND state = 'sent'")) === 100,
      60_000,
    );
    const bulk = smtp.received.slice(before).filter((message) => message.mail.messageId?.startsWith("<bulk-"));
    expect(bulk).toHaveLength(100);
    expect(new Set(bulk.map((message) => message.mail.messageId)).size).toBe(100);
    // Each was claimed once: no row was taken by both.
    expect(await site.count("SELECT count(*) FROM mail_outbox WHERE message_id LIKE '<bulk-%' AND attempts <> 1")).toBe(0);
    // Pooled: not one connection, greeting and login per message.
    expect(smtp.stats.connections - connectionsBefore).toBeLessThanOrEqual(2 * SMTP_POOL_SIZE);
  });

  it(
    "tell the office of ten new requests in an hour one by one, and of the rest in one digest, sent once",
    { timeout: scaled(90_000) },
    async () => {
      // Earlier tests' notices (and the bulk above) are from another hour, as far as the count goes.
      await site.db.query("UPDATE mail_outbox SET created_at = created_at - interval '2 hours' WHERE kind = 'staff notification'");
      const references: string[] = [];
      for (let i = 1; i <= 13; i += 1) {
        const answer = await site.postJson("/api/data-access-request", request({ organizationName: `Flood ${i} Ltd` }));
        expect(answer.status).toBe(201);
        references.push(((await answer.json()) as { reference: string }).reference);
      }
      const notices = () =>
        smtp.received.filter((m) => m.envelopeTo.includes(STAFF) && /^New data access request DAR-/.test(m.mail.subject ?? ""));
      await until(() => references.slice(0, 10).every((reference) => notices().some((m) => m.mail.subject?.endsWith(reference))));
      const held = references.slice(10);
      expect((await site.db.query("SELECT reference FROM staff_digest_entry ORDER BY reference")).rows.map((row) => row.reference)).toEqual(
        held,
      );

      // An hour on, whichever instance looks first sends the digest.
      await site.db.query("UPDATE staff_digest_entry SET created_at = created_at - interval '61 minutes'; NOTIFY nassco_mail_queued;");
      const digests = () => smtp.received.filter((m) => m.envelopeTo.includes(STAFF) && m.mail.subject?.endsWith("(digest)"));
      await until(() => digests().length === 1, 20_000, "the digest");
      expect(digests()[0]!.mail.subject).toBe("3 new data access requests (digest)");
      for (const reference of held) expect(text(digests()[0]!)).toContain(`- ${reference}`);
      for (const reference of held) expect(notices().some((m) => m.mail.subject?.endsWith(reference))).toBe(false);
      // Taken once: nothing is left for a second digest, from either instance.
      expect(await site.count("SELECT count(*) FROM staff_digest_entry")).toBe(0);
      expect(await site.count("SELECT count(*) FROM mail_outbox WHERE kind = 'staff digest'")).toBe(1);
    },
  );
});

describe("a message that can never be delivered", () => {
  it("is dead after its last attempt, visible to staff, and can be put back in the queue", async () => {
    await site.db.query(
      `INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, attempts)
       VALUES ('<dead@nassco.example>', 'request acknowledgement', $1, 'Refused', 'Text', '<p>HTML</p>', $2)`,
      [REFUSED_RECIPIENT, MAX_ATTEMPTS - 1],
    );
    await site.db.query("NOTIFY nassco_mail_queued");
    await until(
      async () =>
        (await site.count("SELECT count(*) FROM mail_outbox_summary WHERE message_id = '<dead@nassco.example>' AND state = 'dead'")) === 1,
    );
    const { rows } = await site.db.query("SELECT attempts, last_error FROM mail_outbox_summary WHERE message_id = '<dead@nassco.example>'");
    expect(rows[0].attempts).toBe(MAX_ATTEMPTS);
    expect(rows[0].last_error).toContain("550");
    await site.db.query("SELECT mail_retry()");
    expect(await site.count("SELECT count(*) FROM mail_outbox WHERE message_id = '<dead@nassco.example>' AND state <> 'dead'")).toBe(1);
  });
});

describe("without SMTP_URL", () => {
  it("writes each message to MAIL_DIR as an .eml file that parses as MIME", { timeout: scaled(60_000) }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mail-"));
    const files = await startTestSite({ MAIL_DIR: dir });
    try {
      expect((await files.postJson("/api/subscribe", { email: "eml@example.org" })).status).toBe(200);
      await until(() => readdirSync(dir).some((name) => name.endsWith(".eml")));
      const [name] = readdirSync(dir);
      const parsed = await simpleParser(readFileSync(path.join(dir, name!)));
      expect(parsed.subject).toBe("Confirm your subscription to NASSCO news");
      expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe("eml@example.org");
      expect(parsed.text).toContain("Confirm my subscription:\nhttps://nassco.example/newsletter/confirm?token=");
      expect(parsed.html).toContain("<h1");
      expect(header(parsed, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    } finally {
      await files.close();
    }
  });

  it("never tells a reader that a message was sent, since none leaves the site", { timeout: scaled(60_000) }, async () => {
    const files = await startTestSite({ MAIL_DIR: mkdtempSync(path.join(tmpdir(), "mail-")) });
    try {
      const subscribed = (await (await files.postJson("/api/subscribe", { email: "kept@example.org" })).json()) as { message: string };
      expect(subscribed.message).toBe(newsletterMessages.successWithoutMail);
      const thanked = await (await fetch(`${files.app.baseUrl}/?newsletter=thanks`)).text();
      expect(thanked).toContain("this site is not sending e-mail at the moment");
      expect(thanked).not.toContain(newsletterMessages.success);
      const posted = await files.postForm("/nsr/data-access-request-form", [
        ["organizationName", "Files Only Trust"],
        ["officeAddress", "Plot 5, Central Business District, Abuja"],
        ["emailAddress", "files-only@example.org"],
        ["sector", "Research"],
      ]);
      expect(posted.status).toBe(303);
      const cookie = String(posted.headers.get("set-cookie")).split(";")[0]!;
      const receipt = await (
        await fetch(`${files.app.baseUrl}/nsr/data-access-request-form/submitted`, { headers: { Cookie: cookie } })
      ).text();
      expect(receipt).toContain("This site is not sending e-mail at the moment, so no copy has been sent.");
      expect(receipt).not.toContain("We have e-mailed");
    } finally {
      await files.close();
    }
  });
});
