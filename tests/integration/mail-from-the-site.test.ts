import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { migrateAndPrepare } from "../../server/database/open";
import { withClient } from "../../server/database/pg";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { scaled } from "../support/time-scale";

/**
 * Issue 64, "the site's login can send any e-mail as the office": the public site's login
 * writes no message into the outbox. It names what happened through mail_queue(): a kind, the
 * row it has just written, a code the row's hash must match or a language; the address and
 * everything else come from the row, and the back office writes the message when it sends it.
 * On a database no sender runs against, as the site's own login (nassco_app).
 */
let db: ScratchDatabase;

const asOwner = <T>(sql: string, params: unknown[] = []) =>
  withClient(db.url, async (client) => (await client.query(sql, params)).rows as T[]);
/** The SQLSTATE of what `work` raises as the site, in one transaction, or "ok" once it commits. */
const asAppInOneTransaction = (work: (client: pg.Client) => Promise<unknown>) =>
  withClient(db.appUrl, async (client) => {
    await client.query("BEGIN");
    try {
      await work(client);
      await client.query("COMMIT");
      return "ok";
    } catch (error) {
      await client.query("ROLLBACK");
      return (error as { code?: string }).code ?? "error";
    }
  });

/** A status code as the site makes one (cases/status-code.server.ts), and the hash the row keeps. */
const CODE = "7KQ2-M9XD-4HTP";
const codeHash = (code: string) => createHash("sha256").update(code.replace(/-/g, "")).digest();

/** A web report with an address, as the site's form stores it; its reference. */
async function fileGrievance(client: pg.Client, email: string, code = CODE): Promise<string> {
  const { rows } = await client.query<{ reference: string }>(
    `INSERT INTO grievance (category, description, state, email, may_contact, locale, status_code_sha256, receipt_token)
     VALUES ('payment-not-received', 'Not paid in October', 'Kano', $1, false, 'ha', $2, gen_random_uuid()) RETURNING reference`,
    [email, codeHash(code)],
  );
  return rows[0]!.reference;
}

/** A newsletter sign-up as the site makes one (newsletter/model.server.ts); the secret its links carry. */
async function signUp(client: pg.Client, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await client.query("SELECT newsletter_subscribe($1, '/', $2, 7)", [email, token]);
  return token;
}

const queue = (client: pg.Client, kind: string, reference: string, params: Record<string, unknown>) =>
  client.query("SELECT mail_queue($1, $2, $3)", [kind, reference, JSON.stringify(params)]);

beforeAll(async () => {
  db = await createScratchDatabase({ prepared: true });
  await migrateAndPrepare(db.url, prepareSiteData, () => undefined);
}, scaled(60_000));

afterAll(async () => db?.drop());

describe("the public site's login and the outbox", () => {
  it("cannot write a message: the issue's insert is refused", async () => {
    const outcome = await asAppInOneTransaction((client) =>
      client.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, headers, message_id)
         VALUES ('grievance acknowledgement', 'anyone@example.org', 'NASSCO: payment verification', 'Pay N2,000 …',
                 '<p>Pay <a href="https://evil.example">here</a></p>', '{"Reply-To":"x@evil.example"}', '<probe@nassco.example>')`,
      ),
    );
    expect(outcome).toBe("42501");
    expect(await asOwner("SELECT id FROM mail_outbox WHERE recipient = 'anyone@example.org'")).toEqual([]);
    // On no column, by no grant; the back office keeps its own, for its letters, digests and alerts.
    expect(
      await asOwner(
        `SELECT has_any_column_privilege('nassco_app', 'mail_outbox', 'SELECT, INSERT, UPDATE, REFERENCES') AS app,
                has_any_column_privilege('nassco_office', 'mail_outbox', 'INSERT') AS office`,
      ),
    ).toEqual([{ app: false, office: true }]);
  });

  it("queues an acknowledgement for a report it has just stored: the address and the words come from the row", async () => {
    let reference = "";
    expect(
      await asAppInOneTransaction(async (client) => {
        reference = await fileGrievance(client, "amina@example.org");
        await queue(client, "grievance acknowledgement", reference, { code: CODE });
      }),
    ).toBe("ok");
    const rows = await asOwner<Record<string, unknown>>(
      `SELECT kind, recipient, subject, text_body, html_body, headers, reference, params, request_reference, state
       FROM mail_outbox WHERE reference = $1`,
      [reference],
    );
    expect(rows).toEqual([
      {
        kind: "grievance acknowledgement",
        recipient: "amina@example.org",
        // The sender writes the subject, the bodies and the headers when it sends.
        subject: "grievance acknowledgement",
        text_body: null,
        html_body: null,
        headers: {},
        reference,
        params: { locale: "ha", reference, code: CODE, expected_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), may_contact: false },
        request_reference: null,
        state: "pending",
      },
    ]);
  });

  it("refuses a row another transaction wrote, a code the row does not hold, and a second message for one row", async () => {
    let reference = "";
    await asAppInOneTransaction(async (client) => {
      reference = await fileGrievance(client, "earlier@example.org");
    });
    // Stored and committed before: whatever the caller knows of it, it is not what just happened.
    expect(await asAppInOneTransaction((client) => queue(client, "grievance acknowledgement", reference, { code: CODE }))).toBe("P0002");
    // Nor any other stored report, by reference alone.
    expect(await asAppInOneTransaction((client) => queue(client, "grievance acknowledgement", "GRV-2026-000001", { code: CODE }))).toBe(
      "P0002",
    );
    expect(
      await asAppInOneTransaction(async (client) => {
        const fresh = await fileGrievance(client, "fresh@example.org");
        await queue(client, "grievance acknowledgement", fresh, { code: "AAAA-BBBB-CCCC" });
      }),
    ).toBe("P0002");
    expect(
      await asAppInOneTransaction(async (client) => {
        const fresh = await fileGrievance(client, "twice@example.org");
        await queue(client, "grievance acknowledgement", fresh, { code: CODE });
        await queue(client, "grievance acknowledgement", fresh, { code: CODE });
      }),
    ).toBe("23505");
    // A newsletter confirmation, named by its link's secret: only the sign-up this transaction made.
    let token = "";
    await asAppInOneTransaction(async (client) => {
      token = await signUp(client, "later@example.org");
    });
    expect(await asAppInOneTransaction((client) => queue(client, "newsletter confirmation", token, { locale: "en" }))).toBe("P0002");
    expect(
      await asOwner(
        "SELECT id FROM mail_outbox WHERE recipient IN ('earlier@example.org', 'fresh@example.org', 'twice@example.org', 'later@example.org')",
      ),
    ).toEqual([]);
  });

  it("takes no header, address or words from the caller, and no kind but the site's own", async () => {
    const attempt = (params: Record<string, unknown>, kind = "grievance acknowledgement") =>
      asAppInOneTransaction(async (client) => {
        const reference = await fileGrievance(client, "victim@example.org");
        await queue(client, kind, reference, params);
      });
    expect(await attempt({ code: CODE, "Reply-To": "x@evil.example" })).toBe("22023");
    expect(await attempt({ code: CODE, recipient: "anyone@example.org" })).toBe("22023");
    expect(await attempt({ code: "Pay N2,000 at https://evil.example" })).toBe("22023");
    expect(await attempt({})).toBe("22023");
    // The office's letters and digests are the back office's to write.
    expect(await attempt({ code: CODE }, "grievance letter")).toBe("42501");
    expect(await attempt({ code: CODE }, "newsletter issue")).toBe("42501");
    expect(await asOwner("SELECT id FROM mail_outbox WHERE recipient = 'victim@example.org'")).toEqual([]);
  });

  it("gives the sender the kind and what fills it; the subject it writes is kept, the rest cleared once sent", async () => {
    await asOwner("UPDATE mail_outbox SET state = 'sent', sent_at = now(), recipient = NULL, params = NULL WHERE state = 'pending'");
    let reference = "";
    await asAppInOneTransaction(async (client) => {
      reference = await fileGrievance(client, "claimed@example.org");
      await queue(client, "grievance acknowledgement", reference, { code: CODE });
    });
    const asMail = <T>(sql: string, params: unknown[] = []) =>
      withClient(db.mailUrl, async (client) => (await client.query(sql, params)).rows as T[]);
    const [claimed] = await asMail<Record<string, unknown>>("SELECT * FROM mail_claim(10, false, 0)");
    expect(claimed).toMatchObject({
      kind: "grievance acknowledgement",
      recipient: "claimed@example.org",
      text_body: null,
      html_body: null,
      reference,
      params: { reference, code: CODE, locale: "ha" },
      message_id: expect.stringMatching(/^<[0-9a-f-]{36}@site>$/),
    });
    await asMail("SELECT mail_rendered($1, $2)", [claimed!.id, `Korafi ${reference}`]);
    await asMail("SELECT mail_mark_sent($1)", [claimed!.id]);
    expect(await asOwner("SELECT subject, recipient, params, reference, state FROM mail_outbox WHERE id = $1", [claimed!.id])).toEqual([
      { subject: `Korafi ${reference}`, recipient: null, params: null, reference, state: "sent" },
    ]);
  });

  it("queues at most a kind's bound in any minute, and says so", async () => {
    await asOwner("UPDATE mail_kind SET site_per_minute = 3 WHERE kind = 'newsletter confirmation'");
    try {
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        outcomes.push(
          await asAppInOneTransaction(async (client) => {
            const token = await signUp(client, `bound${i}@example.org`);
            await queue(client, "newsletter confirmation", token, { locale: "yo" });
          }),
        );
      }
      expect(outcomes).toEqual(["ok", "ok", "ok", "54000", "54000"]);
      // Refused, the sign-up went with it: the reader is asked to try again, nothing is half done.
      expect(await asOwner("SELECT email FROM newsletter_subscriber WHERE email LIKE 'bound%' ORDER BY email")).toEqual([
        { email: "bound0@example.org" },
        { email: "bound1@example.org" },
        { email: "bound2@example.org" },
      ]);
      const rows = await asOwner<{ recipient: string; params: { locale: string; token: string } }>(
        "SELECT recipient, params FROM mail_outbox WHERE kind = 'newsletter confirmation' ORDER BY id",
      );
      expect(rows.map((row) => [row.recipient, row.params.locale])).toEqual([
        ["bound0@example.org", "yo"],
        ["bound1@example.org", "yo"],
        ["bound2@example.org", "yo"],
      ]);
      // The back office's figures see the kind at its bound (NasscoSiteMailAtBound).
      const office = await withClient(db.officeUrl, async (client) => (await client.query("SELECT * FROM site_mail_minute()")).rows);
      expect(office).toContainEqual({ kind: "newsletter confirmation", last_minute: "3", per_minute: 3 });
      // A minute on, there is room again.
      await asOwner("UPDATE mail_outbox SET created_at = created_at - interval '61 seconds' WHERE kind = 'newsletter confirmation'");
      expect(
        await asAppInOneTransaction(async (client) => {
          const token = await signUp(client, "bound9@example.org");
          await queue(client, "newsletter confirmation", token, { locale: "en" });
        }),
      ).toBe("ok");
    } finally {
      await asOwner("UPDATE mail_kind SET site_per_minute = 300 WHERE kind = 'newsletter confirmation'");
    }
  });
});
