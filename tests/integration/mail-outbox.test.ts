import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { migrateAndPrepare } from "../../server/database/open";
import { withClient } from "../../server/database/pg";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { scaled } from "../support/time-scale";

/**
 * The outbox as the back office's login and the sender's see it, on a database
 * no sender is running against: the back office writes whole messages and can
 * do nothing else with them (the public site writes none: it queues through
 * mail_queue(), mail-from-the-site.test.ts); the sender (nassco_mail) gets back
 * only what is due, most urgent first, through mail_claim(), and can read
 * nothing else of the table.
 */
let db: ScratchDatabase;

const asOwner = <T>(sql: string, params: unknown[] = []) =>
  withClient(db.url, async (client) => (await client.query(sql, params)).rows as T[]);
const asOffice = <T>(sql: string, params: unknown[] = []) =>
  withClient(db.officeUrl, async (client) => (await client.query(sql, params)).rows as T[]);
const asMail = <T>(sql: string, params: unknown[] = []) =>
  withClient(db.mailUrl, async (client) => (await client.query(sql, params)).rows as T[]);
/** The SQLSTATE of what `sql` raises as the back office, or "ok". */
const outcomeAsOffice = (sql: string) =>
  asOffice(sql).then(
    () => "ok",
    (error: { code?: string }) => error.code ?? "error",
  );

let sequence = 0;
/** A message as the back office writes it, through its own login. */
async function write(kind: string, recipient = "reader@example.org", headers: Record<string, string> = {}) {
  sequence += 1;
  await asOffice(
    `INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
     VALUES ($1, $2, $3, 'Subject', 'Unsent text for ' || $3, '<p>Unsent</p>', $4)`,
    [`<m${sequence}@nassco.example>`, kind, recipient, JSON.stringify(headers)],
  );
  return `<m${sequence}@nassco.example>`;
}

/** The sender's first lane: everything but newsletters, most urgent first. */
const claim = (limit: number) =>
  asMail<{ id: string; message_id: string; kind: string }>("SELECT * FROM mail_claim($1, false, 0)", [limit]);
/** Its second lane: newsletters, at most `perMinute` claimed in any minute. */
const claimBulk = (limit: number, perMinute: number) =>
  asMail<{ id: string; message_id: string; kind: string }>("SELECT * FROM mail_claim($1, true, $2)", [limit, perMinute]);

beforeAll(async () => {
  db = await createScratchDatabase({ prepared: true });
  await migrateAndPrepare(db.url, prepareSiteData, () => undefined);
}, scaled(60_000));

afterAll(async () => db?.drop());

describe("the back office's and the sender's logins and the outbox", () => {
  it("writes messages but cannot read, change or delete them", async () => {
    await write("staff notification", "office@nassco.example");
    expect(await outcomeAsOffice("SELECT recipient, text_body FROM mail_outbox")).toBe("42501");
    expect(await outcomeAsOffice("SELECT count(*) FROM mail_outbox")).toBe("42501");
    expect(await outcomeAsOffice("UPDATE mail_outbox SET state = 'pending'")).toBe("42501");
    expect(await outcomeAsOffice("DELETE FROM mail_outbox")).toBe("42501");
    // Nor take due mail, with its addresses and bodies: that is the sender's login's alone.
    expect(await outcomeAsOffice("SELECT * FROM mail_claim(10, false, 0)")).toBe("42501");
    expect(await outcomeAsOffice("SELECT mail_mark_sent(1)")).toBe("42501");
    expect(await outcomeAsOffice("SELECT mail_rendered(1, 'Subject')")).toBe("42501");
    // Nor choose how urgent its message is: that comes from mail_kind.
    expect(
      await outcomeAsOffice(
        `INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, priority)
         VALUES ('<p@nassco.example>', 'staff notification', 'x@example.org', 'S', 'T', 'H', 0)`,
      ),
    ).toBe("42501");
    await asOwner("DELETE FROM mail_outbox");
  });

  it("gets back only messages that are due, people waiting first, then the office; bulk mail in a lane of its own", async () => {
    const bulk = await write("newsletter issue");
    const notice = await write("staff notification", "office@nassco.example");
    const digest = await write("staff digest", "office@nassco.example");
    const acknowledgement = await write("request acknowledgement");
    const confirmation = await write("newsletter confirmation");
    // Waiting to be retried later: not handed out, not even its address.
    const later = await write("newsletter confirmation", "later@example.org");
    await asOwner("UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE message_id = $1", [later]);

    const order: string[] = [];
    for (let batch = await claim(2); batch.length > 0; batch = await claim(2)) order.push(...batch.map((row) => row.message_id));
    expect(order).toEqual([acknowledgement, confirmation, notice, digest]);
    expect((await claimBulk(10, 100)).map((row) => row.message_id)).toEqual([bulk]);
    // Claimed: another claim does not hand them out again while they are being sent.
    expect(await claim(10)).toEqual([]);
    expect(await claimBulk(10, 100)).toEqual([]);
  });

  it("hands out at most the minute's allowance of newsletters, whatever the limit asked", async () => {
    await asOwner("DELETE FROM mail_outbox");
    for (let i = 0; i < 7; i += 1) await write("newsletter issue", `bulk${i}@example.org`);
    expect(await claimBulk(50, 3)).toHaveLength(3);
    expect(await claimBulk(50, 3)).toHaveLength(0);
    // A minute later, the allowance is back.
    await asOwner("UPDATE mail_outbox SET claimed_at = claimed_at - interval '61 seconds'");
    expect(await claimBulk(50, 3)).toHaveLength(3);
    expect(await claim(50)).toEqual([]);
  });

  it("gives up a newsletter whose sender died while handing it over, rather than send it twice", async () => {
    await asOwner("DELETE FROM mail_outbox");
    const handed = await write("newsletter issue", "handed@example.org");
    const claimedOnly = await write("newsletter issue", "claimed@example.org");
    const claimed = await claimBulk(10, 100);
    const [handedRow] = claimed.filter((row) => row.message_id === handed);
    expect((await asMail<{ held: boolean }>("SELECT mail_hand_over($1) AS held", [handedRow!.id]))[0]!.held).toBe(true);
    // Both claims lapse, as when the instance is killed.
    await asOwner("UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second'");
    expect((await claimBulk(10, 100)).map((row) => row.message_id)).toEqual([claimedOnly]);
    const [given] = await asOwner<{ state: string; last_error: string }>(
      "SELECT state, last_error FROM mail_outbox WHERE message_id = $1",
      [handed],
    );
    expect(given!.state).toBe("dead");
    expect(given!.last_error).toMatch(/may have been delivered/);
  });

  it("marks as sent or failed only a message it has claimed, and sent clears the address, the text and the headers", async () => {
    await asOwner("DELETE FROM mail_outbox");
    const waiting = await write("newsletter confirmation", "waiting@example.org", {
      "List-Unsubscribe": "<https://nassco.example/newsletter/unsubscribe?token=secret>",
    });
    const [waitingRow] = await asOwner<{ id: string }>("SELECT id FROM mail_outbox WHERE message_id = $1", [waiting]);
    const waitingId = waitingRow!.id;
    // Unclaimed: a subverted site cannot make a message vanish as "sent", or kill it.
    await asMail("SELECT mail_mark_sent($1)", [waitingId]);
    await asMail("SELECT mail_mark_failed($1, 'no', NULL)", [waitingId]);
    expect(await asOwner("SELECT state, recipient FROM mail_outbox WHERE id = $1", [waitingId])).toEqual([
      { state: "pending", recipient: "waiting@example.org" },
    ]);

    const [claimed] = await claim(1);
    await asMail("SELECT mail_mark_sent($1)", [claimed!.id]);
    expect(await asOwner("SELECT state, recipient, text_body, html_body, headers FROM mail_outbox WHERE id = $1", [claimed!.id])).toEqual([
      { state: "sent", recipient: null, text_body: null, html_body: null, headers: {} },
    ]);
  });
});
