import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppProcess, type AppProcess } from "../../server/app-process";
import { withClient } from "../../server/database/pg";
import { PRODUCTION_SETTINGS, startTestSite, type TestSite } from "./support/site";
import { smtpServer, type ReceivedMail } from "./support/smtp";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The confirm and unsubscribe links in newsletter mail: a random secret per
 * sign-up, kept in the database only as its SHA-256 and checked there, so
 * neither the site's own login nor SESSION_SECRET can stand in for the mail.
 */
let smtp: ReturnType<typeof smtpServer>;
let site: TestSite;

const mailsTo = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));
const linkAfter = (message: ReceivedMail, label: string) => new RegExp(`${label}:\\n(https://\\S+)`).exec(message.mail.text ?? "")![1]!;
/** The links point at SITE_URL; the test reaches the same paths on a process itself. */
const on = (href: string, baseUrl = site.app.baseUrl) => href.replace("https://nassco.example", baseUrl);
const press = (href: string, baseUrl?: string) =>
  fetch(on(href, baseUrl), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "confirmed=yes" });
const statusOf = async (address: string) =>
  (await site.db.query<{ status: string }>("SELECT status FROM newsletter_subscriber WHERE email = $1", [address])).rows[0]?.status;

/** Subscribes through the API and returns the links of the confirmation mail that follows. */
async function signUp(address: string) {
  const before = mailsTo(address).length;
  expect((await site.postJson("/api/subscribe", { email: address })).status).toBe(200);
  await until(() => mailsTo(address).length === before + 1, 20_000, `the confirmation mail to ${address}`);
  const mail = mailsTo(address).at(-1)!;
  return { confirm: linkAfter(mail, "Confirm my subscription"), unsubscribe: linkAfter(mail, "Unsubscribe") };
}

const secretOf = (href: string) => new URL(href).searchParams.get("token")!;

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  site = await startTestSite({
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "no-reply@nassco.example",
    STAFF_NOTIFY_TO: "office@nassco.example",
  });
}, scaled(90_000));

afterAll(async () => {
  await site?.close();
  await smtp?.stop();
});

describe("a newsletter link's secret", () => {
  it("is random, is the same in both links of one mail, and is stored only as its SHA-256", async () => {
    const address = "hash.only@example.org";
    const links = await signUp(address);
    const secret = secretOf(links.confirm);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(secretOf(links.unsubscribe)).toBe(secret);
    const { rows } = await site.db.query("SELECT token_sha256 FROM newsletter_subscriber WHERE email = $1", [address]);
    expect(rows[0].token_sha256).toBe(createHash("sha256").update(secret).digest("hex"));
    // Once sent, the message is cleared from the outbox; then the secret is nowhere in the database.
    await until(async () => (await site.count("SELECT count(*) FROM mail_outbox WHERE state <> 'sent'")) === 0);
    const { rows: columns } = await site.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character', 'jsonb')`,
    );
    for (const { table_name: table, column_name: column } of columns) {
      expect(await site.count(`SELECT count(*) FROM ${table} WHERE ${column}::text LIKE $1`, [`%${secret}%`]), `${table}.${column}`).toBe(
        0,
      );
    }
  });

  it("never reaches the site's log, opened, pressed or unsubscribed with", async () => {
    const links = await signUp("not.in.the.log@example.org");
    await fetch(on(links.confirm));
    expect((await press(links.confirm)).status).toBe(200);
    await fetch(on(links.unsubscribe));
    await until(() => site.app.log.includes('"route":"/newsletter/unsubscribe"'), 10_000, "the log line of the last request");
    expect(site.app.log).not.toContain(secretOf(links.confirm));
  });

  it("is the only way to confirm: the site's own login confirms nothing without it", async () => {
    const addresses = ["pending1@example.org", "pending2@example.org", "pending3@example.org"];
    for (const address of addresses) await signUp(address);
    const pending = () =>
      site.count("SELECT count(*) FROM newsletter_subscriber WHERE email = ANY($1) AND status = 'pending'", [addresses]);
    expect(await pending()).toBe(3);
    // What a subverted site might try: every row id, every id as text, made-up secrets.
    for (const attempt of [
      "SELECT newsletter_confirm(n) FROM generate_series(1, 1000) AS n",
      "SELECT newsletter_confirm(n::text) FROM generate_series(1, 1000) AS n",
      "SELECT newsletter_confirm(repeat('A', 43))",
      "SELECT newsletter_confirm(token_sha256) FROM newsletter_subscriber",
      "UPDATE newsletter_subscriber SET status = 'confirmed'",
    ]) {
      await withClient(site.appDatabaseUrl, (client) => client.query(attempt)).catch(() => undefined);
    }
    expect(await pending()).toBe(3);
  });

  it("confirms only within the days the mail promised, as the database counts them", async () => {
    const address = "late@example.org";
    const links = await signUp(address);
    await site.db.query("UPDATE newsletter_subscriber SET confirm_by = now() - interval '1 minute' WHERE email = $1", [address]);
    const opened = await fetch(on(links.confirm));
    expect(opened.status).toBe(400);
    expect(await opened.text()).toContain("This link has expired");
    const pressed = await press(links.confirm);
    expect(pressed.status).toBe(400);
    expect(await pressed.text()).toContain("This link has expired");
    expect(await statusOf(address)).toBe("pending");
  });

  it("keeps an unsubscribe link working when SESSION_SECRET changes", { timeout: scaled(90_000) }, async () => {
    const address = "rotated@example.org";
    const links = await signUp(address);
    expect((await press(links.confirm)).status).toBe(200);
    expect(await statusOf(address)).toBe("confirmed");
    let rotated: AppProcess | undefined;
    try {
      rotated = await startAppProcess({
        env: {
          ...site.logins,
          ...PRODUCTION_SETTINGS,
          SESSION_SECRET: "a-different-secret-after-rotation-of-32-or-more",
        },
      });
      // A mail program's one-click unsubscribe (RFC 8058), to the server that now has another SESSION_SECRET.
      const oneClick = await fetch(on(links.unsubscribe, rotated.baseUrl), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("You have unsubscribed");
    } finally {
      await rotated?.stop();
    }
    expect(await statusOf(address)).toBe("unsubscribed");
  });
});

describe("a reader who unsubscribes and signs up again", () => {
  it("keeps the new sign-up through the next retention run, and can confirm it", async () => {
    const address = "returning@example.org";
    const first = await signUp(address);
    expect((await press(first.confirm)).status).toBe(200);
    expect((await press(first.unsubscribe)).status).toBe(200);
    // Months later: the row, and the first mail, are old.
    await site.db.query(
      `UPDATE newsletter_subscriber SET created_at = now() - interval '200 days', confirmation_sent_at = now() - interval '200 days'
       WHERE email = $1`,
      [address],
    );
    const second = await signUp(address);
    expect(await statusOf(address)).toBe("pending");

    // The next daily run, as the back office makes it (after its own first run at start).
    await until(async () => (await site.count("SELECT count(*) FROM maintenance_run WHERE job = 'retention'")) === 1);
    await site.db.query("DELETE FROM maintenance_run WHERE job = 'retention'");
    const run = await withClient(site.officeDatabaseUrl, (client) => client.query("SELECT * FROM run_daily_retention()"));
    expect(run.rows[0].ran).toBe(true);
    expect(await statusOf(address)).toBe("pending");

    const confirmed = await press(second.confirm);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");
    expect(await statusOf(address)).toBe("confirmed");
    // The first mail's links belong to the sign-up that ended.
    const old = await fetch(on(first.unsubscribe));
    expect(old.status).toBe(410);
    expect(await old.text()).toContain("This link is no longer in use");
    expect(await statusOf(address)).toBe("confirmed");
  });
});
