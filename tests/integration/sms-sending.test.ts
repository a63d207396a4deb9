import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsDate } from "../../app/features/grievances/sms-templates";
import { en } from "../../app/i18n/messages/en";
import { word } from "./support/content";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The web form's receipt by SMS, end to end through the built site with
 * SMS_TRANSPORT=africastalking, against a stand-in for Africa's Talking's SMS
 * API that answers as its documentation says: the report's own transaction
 * queues it, the back office's sender posts it once with the account's key,
 * and the answer page says it went by SMS (decision 0071).
 */
let site: TestSite;
let aggregator: Server;
const posts: { headers: Record<string, string | string[] | undefined>; form: Record<string, string> }[] = [];
const API_KEY = "a-sandbox-api-key-for-tests";

beforeAll(async () => {
  aggregator = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      posts.push({ headers: request.headers, form });
      response.writeHead(201, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          SMSMessageData: {
            Message: "Sent to 1/1 Total Cost: NGN 2.2000",
            Recipients: [{ statusCode: 101, number: form.to, status: "Success", cost: "NGN 2.2000", messageId: `ATXid_${posts.length}` }],
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => aggregator.listen(0, "127.0.0.1", resolve));
  const { port } = aggregator.address() as AddressInfo;
  site = await startTestSite({
    SMS_TRANSPORT: "africastalking",
    AFRICASTALKING_USERNAME: "sandbox",
    AFRICASTALKING_API_KEY: API_KEY,
    AFRICASTALKING_SENDER_ID: "NASSCO",
    AFRICASTALKING_SMS_URL: `http://127.0.0.1:${port}/version1/messaging`,
  });
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => aggregator?.close(resolve));
});

describe("a web report's receipt by SMS", () => {
  it("is promised by the form's phone hint, where texts are sent", async () => {
    const page = await (await fetch(`${site.app.baseUrl}/grievances/new`, { headers: site.visitor() })).text();
    // As the page shows it (an element's text), not as the page's words travel with it for hydration.
    expect(page).toContain(`>${en.grievanceForm.phoneHintSms}<`);
    expect(page).not.toContain(`>${en.grievanceForm.phoneHint}<`);
  });

  it("is sent once to the number given with consent, with the reference, code and date, and the page says so", async () => {
    const text = word();
    const headers = site.visitor();
    const sent = await site.postForm(
      "/grievances/new",
      Object.entries({
        description: `No payment since July ${text}`,
        category: "payment-not-received",
        state: "Kano",
        phone: "0803 123 4567",
        mayContact: "on",
      }),
      headers,
    );
    expect(sent.status).toBe(303);
    const cookie = sent.headers.get("Set-Cookie")!.split(";")[0]!;
    const page = await (
      await fetch(new URL(sent.headers.get("Location")!, site.app.baseUrl), { headers: { ...headers, Cookie: cookie } })
    ).text();
    expect(page).toContain(en.grievanceForm.smsSent);
    const code = /<strong>([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/.exec(page)?.[1];
    expect(code).toMatch(/^[0-9A-Z-]{14}$/);
    const [stored] = (
      await site.db.query<{ reference: string; expected_on: string }>(
        "SELECT reference, expected_on::text FROM grievance WHERE description LIKE $1",
        [`%${text}%`],
      )
    ).rows;

    await until(async () => (await site.count("SELECT count(*) FROM sms_outbox WHERE state = 'sent'")) === 1, 20_000, "the receipt sent");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers).toMatchObject({ apikey: API_KEY, accept: "application/json" });
    expect(posts[0]!.form).toMatchObject({ username: "sandbox", to: "+2348031234567", from: "NASSCO" });
    expect(posts[0]!.form.message).toBe(
      `NASSCO: we received your report ${stored!.reference}. Code: ${code}. We aim to resolve it by ${smsDate(stored!.expected_on, "en")}. Keep this SMS. NASSCO never asks for money.`,
    );
    const { rows } = await site.db.query(
      "SELECT kind, recipient, params ? 'code' AS has_code, provider_message_id, cost_currency, cost_amount::text, segments, encoding FROM sms_outbox",
    );
    expect(rows).toEqual([
      {
        kind: "grievance receipt",
        recipient: null,
        has_code: false,
        provider_message_id: "ATXid_1",
        cost_currency: "NGN",
        cost_amount: "2.2000",
        segments: 1,
        encoding: "GSM-7",
      },
    ]);

    // A receipt that never reaches the phone (the number's daily cap, or given up) is not said to have gone.
    await site.db.query("UPDATE sms_outbox SET state = 'capped' WHERE kind = 'grievance receipt'");
    const again = await (
      await fetch(new URL(sent.headers.get("Location")!, site.app.baseUrl), { headers: { ...headers, Cookie: cookie } })
    ).text();
    expect(again).toContain(stored!.reference);
    expect(again).not.toContain(en.grievanceForm.smsSent);
  });

  it("is not sent, nor said to be, without consent", async () => {
    const text = word();
    const headers = site.visitor();
    const sent = await site.postForm(
      "/grievances/new",
      Object.entries({ description: `Wrong amount ${text}`, category: "wrong-amount", state: "Kano", phone: "0803 765 4321" }),
      headers,
    );
    const cookie = sent.headers.get("Set-Cookie")!.split(";")[0]!;
    const page = await (
      await fetch(new URL(sent.headers.get("Location")!, site.app.baseUrl), { headers: { ...headers, Cookie: cookie } })
    ).text();
    expect(page).not.toContain(en.grievanceForm.smsSent);
    expect(await site.count("SELECT count(*) FROM sms_outbox WHERE kind = 'grievance receipt'")).toBe(1);
  });
});
