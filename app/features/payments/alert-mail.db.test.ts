import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../../tests/setup/scratch-database";

/**
 * Payment alerts by e-mail in the database (decision 0109): an address is
 * pending until the link in its one confirmation mail is pressed; the fan-out
 * writes a mail for each confirmed address as it queues a text for each
 * number, none for an unconfirmed one; the stop link, erasure and a lapse
 * clear the address and its secret. The fan-out runs for a given Lagos day, so
 * the test holds at any hour.
 */
let owner: pg.Client;
let app: pg.Client;
let drop: () => Promise<void>;

const newToken = () => randomBytes(32).toString("base64url");

beforeAll(async () => {
  const db = await createScratchDatabase({ prepared: true });
  drop = db.drop;
  owner = new pg.Client({ connectionString: db.url });
  app = new pg.Client({ connectionString: db.appUrl });
  await Promise.all([owner.connect(), app.connect()]);
});

afterAll(async () => {
  await Promise.all([owner?.end(), app?.end()]);
  await drop?.();
});

async function subscribe(email: string, lga: string, token: string, locale = "en"): Promise<string> {
  const { rows } = await app.query<{ answer: string }>("SELECT payment_alert_subscribe_email($1, 'Kano', $2, $3, $4) AS answer", [
    email,
    lga,
    locale,
    token,
  ]);
  return rows[0]!.answer;
}

const call = async (fn: string, token: string) =>
  (await app.query<{ answer: string }>(`SELECT ${fn}($1) AS answer`, [token])).rows[0]!.answer;

/** The mails of a kind written to an address so far. */
async function mailsTo(address: string, kind: string) {
  const { rows } = await owner.query<{ params: Record<string, unknown>; priority: number; text_body: string | null }>(
    "SELECT params, priority, text_body FROM mail_outbox WHERE recipient = $1 AND kind = $2 ORDER BY id",
    [address, kind],
  );
  return rows;
}

async function publishWindow(id: string, lgas: string[]) {
  await owner.query(
    `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, source_name, checked_on,
                                 provenance, status, publish_at)
     VALUES ($1, 2026, 6, 'Kano', $2, (now() AT TIME ZONE 'Africa/Lagos')::date + 10, (now() AT TIME ZONE 'Africa/Lagos')::date + 14,
             true, 'NCTO', '2026-11-25', 'confirmed', 'published', now())`,
    [id, lgas],
  );
}

const queue = async () =>
  (await owner.query<{ queued: number }>("SELECT payment_alert_queue(1000, (now() AT TIME ZONE 'Africa/Lagos')::date) AS queued")).rows[0]!
    .queued;

describe("alerts by e-mail", () => {
  const confirmedToken = newToken();
  const pendingToken = newToken();

  it("keeps an address pending and queues one confirmation mail, in the page's language, with the secret", async () => {
    expect(await subscribe(" Reader@Example.NG ", "Dala", confirmedToken, "ha")).toBe("pending");
    const [confirmation, ...more] = await mailsTo("reader@example.ng", "payment alert confirmation");
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({
      priority: 1,
      text_body: null,
      params: { locale: "ha", token: confirmedToken, state: "Kano", lga: "Dala" },
    });
    expect(await call("payment_alert_link_state", confirmedToken)).toBe("pending");
  });

  it("sends no second link within the hour, however often the address is typed", async () => {
    expect(await subscribe("reader@example.ng", "Dala", newToken())).toBe("waiting");
    expect(await mailsTo("reader@example.ng", "payment alert confirmation")).toHaveLength(1);
    // The first link still works.
    expect(await call("payment_alert_link_state", confirmedToken)).toBe("pending");
  });

  it("confirms by the link's button, once; a link never given names nothing", async () => {
    expect(await call("payment_alert_confirm_email", confirmedToken)).toBe("confirmed");
    expect(await call("payment_alert_confirm_email", confirmedToken)).toBe("confirmed");
    expect(await call("payment_alert_link_state", confirmedToken)).toBe("confirmed");
    expect(await call("payment_alert_confirm_email", newToken())).toBe("gone");
    expect(await subscribe("reader@example.ng", "Dala", newToken())).toBe("already");
    const audit = await owner.query("SELECT after FROM audit_log WHERE action = 'payment alert confirmed' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0].after).toEqual({ via: "email", subscriptions: 1 });
  });

  it("writes one alert mail to a confirmed address, bulk, with its language and secret, and none to a pending one", async () => {
    expect(await subscribe("pending@example.ng", "Dala", pendingToken)).toBe("pending");
    await publishWindow("mail-kano-6-dala", ["Dala"]);
    await queue();
    const [alert, ...more] = await mailsTo("reader@example.ng", "payment alert");
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      priority: 3,
      text_body: null,
      params: { alert: "published", lga: "Dala", state: "Kano", locale: "ha", token: confirmedToken, by_bank: true },
    });
    expect(await mailsTo("pending@example.ng", "payment alert")).toEqual([]);
  });

  it("stops by the stop link, clearing the address and its secret, and writes no more alerts", async () => {
    expect(await call("payment_alert_stop_email", confirmedToken)).toBe("stopped");
    expect(await call("payment_alert_stop_email", confirmedToken)).toBe("gone");
    expect(await call("payment_alert_link_state", confirmedToken)).toBe("unknown");
    const { rows } = await owner.query(
      "SELECT recipient, recipient_sha256, link_token, stopped_why FROM payment_alert_subscription WHERE channel = 'email' AND state = 'Kano' AND lga = 'Dala' AND stopped_at IS NOT NULL",
    );
    expect(rows).toEqual([{ recipient: null, recipient_sha256: null, link_token: null, stopped_why: "stop" }]);
    await owner.query("UPDATE payment_window SET closes_on = closes_on + 1 WHERE id = 'mail-kano-6-dala'");
    await queue();
    expect(await mailsTo("reader@example.ng", "payment alert")).toHaveLength(1);
  });

  it("erases an address's alerts with the rest of what it holds", async () => {
    const token = newToken();
    expect(await subscribe("erase.me@example.ng", "Fagge", token)).toBe("pending");
    expect(await call("payment_alert_confirm_email", token)).toBe("confirmed");
    await owner.query("SELECT * FROM privacy_erase('Erase.Me@example.ng')");
    expect(await call("payment_alert_link_state", token)).toBe("unknown");
    const audit = await owner.query("SELECT after FROM audit_log WHERE action = 'erasure on request' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0].after).toMatchObject({ payment_alerts_stopped: 1 });
  });

  it("refuses what is not an address or a secret, storing nothing", async () => {
    await expect(subscribe("no-at-sign", "Dala", newToken())).rejects.toMatchObject({ code: "22023" });
    await expect(subscribe("someone@example.ng", "Dala", "short")).rejects.toMatchObject({ code: "22023" });
    const { rows } = await owner.query(
      "SELECT count(*)::integer AS n FROM payment_alert_subscription WHERE recipient = 'someone@example.ng'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("lets the site's login only look, confirm, stop and subscribe: never queue an alert mail itself", async () => {
    await expect(app.query("SELECT mail_queue('payment alert', $1, '{}')", [newToken()])).rejects.toMatchObject({ code: "42501" });
    await expect(
      app.query("SELECT payment_alert_offer('email', 'x@example.ng', $1, 'Kano', 'Dala', 'en', 'web', true)", [newToken()]),
    ).rejects.toMatchObject({
      code: "42501",
    });
  });
});
