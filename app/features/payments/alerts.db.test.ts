import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../../tests/setup/scratch-database";

/**
 * Payment alerts in the database (decision 0108, slice 5): who may subscribe
 * and how, the news a confirmed window makes, and the fan-out: one alert a
 * confirmed subscriber an event, none to an unconfirmed or stopped one, three
 * a day at most; STOP and erasure clear the number. The fan-out's work runs
 * for a given Lagos day (payment_alert_queue), so the test holds at any hour;
 * its night is checked apart.
 */
let owner: pg.Client;
let app: pg.Client;
let text: pg.Client;
let mail: pg.Client;
let drop: () => Promise<void>;

const CONFIRMED = "+2348031230001";
const UNCONFIRMED = "+2348031230002";
const BY_USSD = "+2348031230003";

beforeAll(async () => {
  const db = await createScratchDatabase({ prepared: true });
  drop = db.drop;
  owner = new pg.Client({ connectionString: db.url });
  app = new pg.Client({ connectionString: db.appUrl });
  text = new pg.Client({ connectionString: db.textUrl });
  mail = new pg.Client({ connectionString: db.mailUrl });
  await Promise.all([owner.connect(), app.connect(), text.connect(), mail.connect()]);
});

afterAll(async () => {
  await Promise.all([owner?.end(), app?.end(), text?.end(), mail?.end()]);
  await drop?.();
});

/** A window of Kano's, opening `opensIn` days on, published now and confirmed by the office unless said otherwise. */
async function publishWindow(id: string, lgas: string[], { provenance = "confirmed", opensIn = 10 } = {}) {
  await owner.query(
    `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, source_name, checked_on,
                                 provenance, status, publish_at)
     VALUES ($1, 2026, 5, 'Kano', $2, (now() AT TIME ZONE 'Africa/Lagos')::date + $4::integer,
             (now() AT TIME ZONE 'Africa/Lagos')::date + $4::integer + 4, true, 'NCTO', '2026-11-25', $3, 'published', now())`,
    [id, lgas, provenance, opensIn],
  );
}

/** What the fan-out queues now, for today, with room for plenty. */
async function queue(): Promise<number> {
  const { rows } = await owner.query<{ queued: number }>(
    "SELECT payment_alert_queue(1000, (now() AT TIME ZONE 'Africa/Lagos')::date) AS queued",
  );
  return rows[0]!.queued;
}

/** The alerts queued so far, each with its number and kind of news. */
async function alertsSent(): Promise<{ recipient: string; alert: string; lga: string }[]> {
  const { rows } = await owner.query<{ recipient: string; alert: string; lga: string }>(
    `SELECT recipient, params ->> 'alert' AS alert, params ->> 'lga' AS lga FROM sms_outbox WHERE kind = 'payment alert' ORDER BY id`,
  );
  return rows;
}

describe("subscribing", () => {
  it("takes a number on the web as pending, and texts it to ask for YES", async () => {
    const { rows } = await app.query<{ answer: string }>("SELECT payment_alert_subscribe_web($1, 'Kano', 'Dala', 'ha') AS answer", [
      CONFIRMED,
    ]);
    expect(rows[0]!.answer).toBe("pending");
    const sent = await owner.query("SELECT kind, locale, params FROM sms_outbox WHERE recipient = $1", [CONFIRMED]);
    expect(sent.rows).toEqual([{ kind: "payment alert confirm", locale: "ha", params: { state: "Kano", lga: "Dala" } }]);
    await app.query("SELECT payment_alert_subscribe_web($1, 'Kano', 'Dala', 'en')", [UNCONFIRMED]);
  });

  it("confirms a number's pending subscriptions when it replies YES, with the alerts-on text", async () => {
    const { rows } = await text.query<{ confirmed: number }>("SELECT sms_in_payment_alert_yes($1) AS confirmed", [CONFIRMED]);
    expect(rows[0]!.confirmed).toBe(1);
    const on = await owner.query("SELECT locale FROM sms_outbox WHERE recipient = $1 AND kind = 'payment alerts on'", [CONFIRMED]);
    expect(on.rows).toEqual([{ locale: "ha" }]);
    // A second YES has nothing left to confirm.
    expect((await text.query("SELECT sms_in_payment_alert_yes($1) AS confirmed", [CONFIRMED])).rows[0].confirmed).toBe(0);
  });

  it("confirms a USSD caller at once, and says so when asked again", async () => {
    const first = await text.query("SELECT payment_alert_subscribe_ussd($1, 'Kano', 'Dala', 'en') AS answer", [BY_USSD]);
    expect(first.rows[0].answer).toBe("on");
    const again = await text.query("SELECT payment_alert_subscribe_ussd($1, 'Kano', 'Dala', 'en') AS answer", [BY_USSD]);
    expect(again.rows[0].answer).toBe("already");
  });

  it("leaves an offer with the answer to PAY <LGA>, which YES takes", async () => {
    const phone = "+2348031230004";
    await text.query("SELECT sms_in_payment_answer($1, 'en', $2::jsonb)", [
      phone,
      JSON.stringify({ answer: "none", state: "Kano", lga: "Fagge" }),
    ]);
    const answer = await owner.query("SELECT params FROM sms_outbox WHERE recipient = $1 AND kind = 'payment answer'", [phone]);
    expect(answer.rows[0].params).toMatchObject({ answer: "none", lga: "Fagge", offer: true });
    expect((await text.query("SELECT sms_in_payment_alert_yes($1) AS confirmed", [phone])).rows[0].confirmed).toBe(1);
  });

  it("holds five LGAs a number at most, and refuses an LGA the state does not have", async () => {
    const phone = "+2348031230005";
    for (const lga of ["Dala", "Fagge", "Gwale", "Nasarawa", "Tarauni"])
      expect((await app.query("SELECT payment_alert_subscribe_web($1, 'Kano', $2, 'en') AS answer", [phone, lga])).rows[0].answer).toBe(
        "pending",
      );
    expect((await app.query("SELECT payment_alert_subscribe_web($1, 'Kano', 'Ungogo', 'en') AS answer", [phone])).rows[0].answer).toBe(
      "full",
    );
    await expect(app.query("SELECT payment_alert_subscribe_web($1, 'Kano', 'Surulere', 'en')", ["+2348031230006"])).rejects.toMatchObject({
      code: "22023",
    });
  });

  it("lets no login read the subscriptions, and each login only its own functions", async () => {
    for (const client of [app, text, mail])
      await expect(client.query("SELECT count(*) FROM payment_alert_subscription")).rejects.toMatchObject({ code: "42501" });
    await expect(text.query("SELECT payment_alert_subscribe_web($1, 'Kano', 'Dala', 'en')", [CONFIRMED])).rejects.toMatchObject({
      code: "42501",
    });
    await expect(app.query("SELECT payment_alert_fan_out(10)")).rejects.toMatchObject({ code: "42501" });
    await expect(app.query("SELECT payment_alert_queue(10, current_date)")).rejects.toMatchObject({ code: "42501" });
    await expect(mail.query("SELECT payment_alert_queue(10, current_date)")).rejects.toMatchObject({ code: "42501" });
  });
});

describe("the fan-out", () => {
  it("sends a confirmed window's news once to each confirmed subscriber, and nothing for an illustrative one", async () => {
    await publishWindow("test-alert-illustrative", ["Dala"], { provenance: "illustrative" });
    expect(await queue()).toBe(0);
    await publishWindow("test-alert-window", ["Dala", "Gwale"]);
    expect(await queue()).toBe(2);
    expect(await alertsSent()).toEqual([
      { recipient: CONFIRMED, alert: "published", lga: "Dala" },
      { recipient: BY_USSD, alert: "published", lga: "Dala" },
    ]);
    // Gwale's subscriber has not confirmed; nothing more is due.
    expect(await queue()).toBe(0);
  });

  it("sends a change once to each, with the window as it now is", async () => {
    await owner.query("UPDATE payment_window SET closes_on = closes_on + 2 WHERE id = 'test-alert-window'");
    expect(await queue()).toBe(2);
    const { rows } = await owner.query(
      "SELECT recipient, params ->> 'closes_on' AS closes_on FROM sms_outbox WHERE kind = 'payment alert' AND params ->> 'alert' = 'changed'",
    );
    const { rows: window } = await owner.query("SELECT closes_on::text FROM payment_window WHERE id = 'test-alert-window'");
    expect(rows).toEqual([
      { recipient: CONFIRMED, closes_on: window[0].closes_on },
      { recipient: BY_USSD, closes_on: window[0].closes_on },
    ]);
    // A change to a field no alert tells is no news.
    await owner.query("UPDATE payment_window SET checked_on = '2026-11-26' WHERE id = 'test-alert-window'");
    expect(await queue()).toBe(0);
  });

  it("stops every subscription of a number that sends STOP, clearing the number", async () => {
    await text.query("SELECT sms_in_opt_out($1, true)", [CONFIRMED]);
    const { rows } = await owner.query(
      "SELECT recipient, recipient_sha256, stopped_why FROM payment_alert_subscription WHERE stopped_why = 'stop'",
    );
    expect(rows).toEqual([{ recipient: null, recipient_sha256: null, stopped_why: "stop" }]);
    await owner.query("UPDATE payment_window SET amount_naira = 25000 WHERE id = 'test-alert-window'");
    expect(await queue()).toBe(1);
    expect((await alertsSent()).at(-1)).toEqual({ recipient: BY_USSD, alert: "changed", lga: "Dala" });
  });

  it("sends no more than three alerts a day to a subscription", async () => {
    // The USSD subscriber has had the publication and two changes today: a third change is not sent.
    await owner.query("UPDATE payment_window SET amount_naira = 26000 WHERE id = 'test-alert-window'");
    expect(await queue()).toBe(0);
    const { rows } = await owner.query("SELECT alerts_that_day FROM payment_alert_subscription WHERE via = 'ussd'");
    expect(rows).toEqual([{ alerts_that_day: 3 }]);
  });

  it("tells the subscribers of an LGA taken off a window that it is withdrawn", async () => {
    await owner.query("UPDATE payment_alert_subscription SET alerts_that_day = 0 WHERE via = 'ussd'");
    await owner.query("UPDATE payment_window SET lgas = '{Gwale}' WHERE id = 'test-alert-window'");
    expect(await queue()).toBe(1);
    expect((await alertsSent()).at(-1)).toEqual({ recipient: BY_USSD, alert: "withdrawn", lga: "Dala" });
  });

  it("writes a window's opening once, on its day, and sends it", async () => {
    await text.query("SELECT payment_alert_subscribe_ussd($1, 'Kano', 'Tarauni', 'en')", [BY_USSD]);
    await publishWindow("test-alert-opens", ["Tarauni"], { opensIn: 0 });
    // Told yesterday, say: today it opens.
    await owner.query("DELETE FROM payment_alert WHERE window_id = 'test-alert-opens'");
    expect(await queue()).toBe(1);
    expect(await queue()).toBe(0);
    expect((await alertsSent()).at(-1)).toEqual({ recipient: BY_USSD, alert: "opened", lga: "Tarauni" });
  });

  it("is quiet at night, Lagos time", async () => {
    const { rows } = await owner.query<{ at: string; quiet: boolean }>(
      `SELECT at, payment_alert_quiet(at::timestamptz) AS quiet
       FROM unnest(ARRAY['2026-12-01 05:59:00+00', '2026-12-01 06:00:00+00', '2026-12-01 18:59:00+00', '2026-12-01 19:00:00+00']) AS at`,
    );
    expect(rows.map((row) => row.quiet)).toEqual([true, false, false, true]);
  });
});

describe("erasure", () => {
  it("stops and clears a number's subscriptions when its data is erased", async () => {
    await owner.query("SELECT privacy_erase_phone($1)", [BY_USSD]);
    const { rows } = await owner.query("SELECT count(*)::int AS n FROM payment_alert_subscription WHERE stopped_why = 'erased'");
    expect(rows[0].n).toBe(2);
    const live = await owner.query("SELECT count(*)::int AS n FROM payment_alert_subscription WHERE recipient = $1", [BY_USSD]);
    expect(live.rows[0].n).toBe(0);
  });
});
