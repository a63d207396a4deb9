import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states } from "../../app/content/states";
import { REGISTER_LGAS } from "../../app/features/places/reference";
import { paymentAlertsOnSms, paymentAnswerText, smsDates } from "../../app/features/payments/sms-templates";
import { paymentSmsWords } from "../../app/features/payments/sms-words";
import { USSD_ALERT_WORDS } from "../../app/features/ussd/alert-words";
import { datesOf } from "../../app/features/payments/sentences";
import { catalogues } from "../../app/i18n/messages.server";
import { addDays, lagosToday } from "../../app/utils/lagos-time";
import { withClient } from "../../server/database/pg";
import { startChannelsSimulator, type ChannelsSimulator } from "../../scripts/channels-simulator";
import { channelsSettings, smsIn, ussdSession } from "./support/channels";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * "When is my LGA paid?" by text (issue 69, decision 0108, slices 4 and 5),
 * over the aggregator's callbacks as it calls them, with the site's sender
 * sending to the simulator's stand-in for the aggregator's API: PAY <LGA> by
 * SMS, the USSD menu's sixth item, and alerts taken by YES, by USSD's 1 and
 * by the web's form, and ended by STOP. What the person reads, what the page says of
 * the same window, and what the database queued.
 */
let site: TestSite;
let aggregator: ChannelsSimulator;
const SECRET = "channels-secret-for-the-payment-text-tests-0123456789";
const today = lagosToday();
const opensOn = addDays(today, 3);
const closesOn = addDays(today, 8);

/** Sends a text from a number and waits for its answer: the first to it, or the first past `after` of those sent to it. */
async function sms(from: string, text: string, after = 0) {
  expect((await smsIn(site, SECRET, from, text)).status).toBe(200);
  let seen = 0;
  return aggregator.waitForSms((sent) => sent.to === from && seen++ >= after, scaled(60_000));
}

const ussd = (phoneNumber: string, answers: string[]) => ussdSession(site, SECRET, phoneNumber, answers);

const WINDOW = `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, amount_naira, by_bank,
                                          at_pay_points, pay_points, source_name, checked_on, provenance, status, publish_at)
                VALUES ($1, 2026, 11, $2, $3, $4, $5, $6, true, true, ARRAY['Dala LGA secretariat'], 'NCTO', $7, $8, 'published',
                        now() - interval '1 day')`;

beforeAll(async () => {
  aggregator = await startChannelsSimulator({ siteUrl: "http://127.0.0.1:1", deliveryReports: false });
  site = await startTestSite(channelsSettings(aggregator, SECRET));
  // Dala: a window the office has confirmed. Fagge: only an illustrative one, which texts never name.
  await site.db.query(WINDOW, ["text-dala", "Kano", ["Dala"], opensOn, closesOn, 25_000, today, "confirmed"]);
  await site.db.query(WINDOW, ["text-fagge", "Kano", ["Fagge"], opensOn, closesOn, null, today, "illustrative"]);
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await aggregator?.close();
});

const dala = {
  answer: "window" as const,
  state: "Kano",
  lga: "Dala",
  opens_on: opensOn,
  closes_on: closesOn,
  amount_naira: 25_000,
  by_bank: true,
  by_wallet: false,
  at_pay_points: true,
  pause_reason: null,
};

describe("PAY <LGA> by SMS", () => {
  it("answers the sender with the LGA's confirmed window, the dates the page gives, in one GSM-7 SMS", async () => {
    const from = "+2348035550101";
    const sent = await sms(from, "pay dala lga");
    // The answer offers alerts, which the reply YES takes (below).
    expect(sent.message).toBe(paymentAnswerText({ ...dala, offer: true }, "en"));
    expect(sent.message).toContain(`Kano: ${smsDates(opensOn, closesOn)}, N25,000 a household, by bank/pay point.`);
    expect(sent.message).toMatch(/NASSCO never asks for money\. Reply YES for alerts\.$/);
    expect([sent.encoding, sent.segments]).toEqual(["GSM-7", 1]);
    // The page says the same window's dates in its own words.
    const page = await (await fetch(`${site.app.baseUrl}/payments/kano/dala`)).text();
    expect(page).toContain(datesOf({ opensOn, closesOn }, catalogues.en.messages.payments, "en"));
    // One reply, no case, and the outbox keeps the window's fields as the table has them.
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [from])).toBe(0);
    const { rows } = await site.db.query("SELECT kind, locale, params FROM sms_outbox WHERE grievance IS NULL AND params->>'lga' = 'Dala'");
    expect(rows).toEqual([{ kind: "payment answer", locale: "en", params: { ...dala, offer: true } }]);
  });

  it("answers in Hausa to BIYA, and names no illustrative window", async () => {
    const sent = await sms("+2348035550102", "BIYA Fagge");
    expect(sent.message).toBe(paymentAnswerText({ answer: "none", state: "Kano", lga: "Fagge", offer: true }, "ha"));
    expect(sent.message).toContain("ba a sanar da biya a Fagge, Kano ba tukuna");
  });

  it("asks which state for a name two states share, and takes the state after the name", async () => {
    expect((await sms("+2348035550103", "PAY SURULERE")).message).toBe(
      "NASSCO: there is a Surulere in Lagos and Oyo. Text PAY Surulere and the state, e.g. PAY Surulere Lagos.",
    );
    expect((await sms("+2348035550104", "PAY surulere oyo")).message).toBe(
      paymentAnswerText({ answer: "none", state: "Oyo", lga: "Surulere", offer: true }, "en"),
    );
    expect((await sms("+2348035550105", "PAY IBADAN NOTH")).message).toContain("Did you mean Ibadan North, Oyo?");
  });

  it("keeps a report that starts with the same word a report", async () => {
    const from = "+2348035550106";
    const receipt = await sms(from, "Pay has not come for three months in Dala");
    expect(receipt.message).toMatch(/^NASSCO: we received your report GRV-/);
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [from])).toBe(1);
  });
});

describe("the USSD menu's sixth item", () => {
  it("walks the states and the state's LGAs to the same answer the SMS sends", async () => {
    const kano = states.findIndex((state) => state.registerName === "Kano") + 1;
    const dalaNumber = REGISTER_LGAS.Kano!.indexOf("Dala") + 1;
    const screen = await ussd("+2348035550107", ["1", "6", String(kano), String(dalaNumber)]);
    expect(screen).toBe(`CON ${paymentAnswerText(dala, "en")}\n1 ${USSD_ALERT_WORDS.en.item}`);
  });
});

describe("alerts", () => {
  const live = (phone: string) =>
    site.count(
      `SELECT count(*) FROM payment_alert_subscription
       WHERE recipient = $1 AND confirmed_at IS NOT NULL AND stopped_at IS NULL`,
      [phone],
    );

  it("are taken by YES after a PAY answer, with a text that says how to end them", async () => {
    const from = "+2348035550111";
    await sms(from, "PAY Dala");
    const on = await sms(from, "yes", 1);
    expect(on.message).toBe(paymentAlertsOnSms.render({ state: "Kano", lga: "Dala" }, "en"));
    expect(on.message).toContain("Text STOP to end them.");
    expect(await live(from)).toBe(1);
  });

  it("are taken in Hausa by its own word, and YES with nothing offered gets the help text", async () => {
    const from = "+2348035550112";
    await sms(from, "BIYA Dala");
    expect((await sms(from, paymentSmsWords.ha.yes, 1)).message).toBe(paymentAlertsOnSms.render({ state: "Kano", lga: "Dala" }, "ha"));
    expect((await sms("+2348035550113", "YES")).message).toMatch(/^NASSCO: to report a problem/);
  });

  it("are taken by 1 on the USSD answer, confirmed by the session, with the same text", async () => {
    const from = "+2348035550114";
    const kano = states.findIndex((state) => state.registerName === "Kano") + 1;
    const dalaNumber = REGISTER_LGAS.Kano!.indexOf("Dala") + 1;
    const screen = await ussd(from, ["1", "6", String(kano), String(dalaNumber), "1"]);
    expect(screen).toBe(`END ${USSD_ALERT_WORDS.en.on.replace("{lga}", "Dala")}`);
    const on = await aggregator.waitForSms((sent) => sent.to === from, scaled(60_000));
    expect(on.message).toBe(paymentAlertsOnSms.render({ state: "Kano", lga: "Dala" }, "en"));
    expect(await live(from)).toBe(1);
  });

  it("end with STOP, which clears the number from them", async () => {
    const from = "+2348035550111";
    expect((await smsIn(site, SECRET, from, "STOP")).status).toBe(200);
    await expect.poll(() => live(from), { timeout: scaled(30_000) }).toBe(0);
    expect(await site.count("SELECT count(*) FROM payment_alert_subscription WHERE recipient = $1", [from])).toBe(0);
  });
});

describe("the text login's answer function", () => {
  const asText = (sql: string, params: unknown[]) => withClient(site.textDatabaseUrl, (client) => client.query(sql, params));

  it("names only a live window that is not illustrative and names the LGA, and no place the register lacks", async () => {
    const refused = async (params: Record<string, unknown>) => {
      const error = await asText("SELECT sms_in_payment_answer('+2348035550108', 'en', $1::jsonb)", [JSON.stringify(params)]).then(
        () => null,
        (thrown: { code?: string }) => thrown,
      );
      return error?.code;
    };
    expect(await refused({ answer: "window", state: "Kano", lga: "Fagge", window: "text-fagge" })).toBe("22023");
    expect(await refused({ answer: "window", state: "Kano", lga: "Fagge", window: "text-dala" })).toBe("22023");
    expect(await refused({ answer: "none", state: "Kano", lga: "Atlantis" })).toBe("22023");
    expect(await refused({ answer: "which", lga: "Dala", states: ["Kano", "Lagos"] })).toBe("22023");
    expect(await refused({ answer: "tell me everything" })).toBe("22023");
    expect(await site.count("SELECT count(*) FROM sms_outbox WHERE recipient = '+2348035550108'")).toBe(0);
  });

  it("is the text login's alone", async () => {
    const { rows } = await site.db.query(
      `SELECT has_function_privilege('nassco_app', 'sms_in_payment_answer(text, text, jsonb)', 'EXECUTE') AS app,
              has_function_privilege('nassco_office', 'sms_in_payment_answer(text, text, jsonb)', 'EXECUTE') AS office,
              has_function_privilege('nassco_text', 'sms_in_payment_answer(text, text, jsonb)', 'EXECUTE') AS text`,
    );
    expect(rows).toEqual([{ app: false, office: false, text: true }]);
  });
});
