import { expect } from "vitest";
import type { ChannelsSimulator } from "../../../scripts/channels-simulator";
import type { TestSite } from "./site";

/**
 * A test site whose text channels the aggregator's stand-in calls (decision
 * 0072): its settings, the headers of a call from the aggregator's address
 * through the proxy, an SMS in as the aggregator posts it, and a whole USSD session.
 */

/** The aggregator's address, in the range CHANNELS_ALLOWED_ADDRESSES allows. */
export const AGGREGATOR = "192.0.2.10";

export const fromAggregator = (address = AGGREGATOR) => ({
  "X-Forwarded-For": address,
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": "nassco.example",
});

/** The callbacks open to the aggregator with `secret`, and texts sent through the simulator's API. */
export function channelsSettings(aggregator: ChannelsSimulator, secret: string): Record<string, string> {
  return {
    CHANNELS_ALLOWED_ADDRESSES: "192.0.2.0/24",
    CHANNELS_SECRET: secret,
    SMS_TRANSPORT: "africastalking",
    AFRICASTALKING_USERNAME: aggregator.username,
    AFRICASTALKING_API_KEY: aggregator.apiKey,
    AFRICASTALKING_SENDER_ID: "NASSCO",
    AFRICASTALKING_SMS_URL: aggregator.smsApiUrl,
  };
}

/** An SMS to the office's number from `from`, as the aggregator posts it; its id, unless given, a new one. */
export async function smsIn(site: TestSite, secret: string, from: string, text: string, id = `msg-${Math.random()}`) {
  const answer = await site.postForm(
    `/channels/sms?key=${secret}`,
    [
      ["from", from],
      ["to", "12345"],
      ["text", text],
      ["date", "2026-11-26 10:00:00"],
      ["id", id],
      ["linkId", ""],
    ],
    fromAggregator(),
  );
  return { status: answer.status, body: await answer.text() };
}

/** A whole USSD session from `phoneNumber`, one callback per answer (the first with none) as the aggregator makes them; the last screen. */
export async function ussdSession(
  site: TestSite,
  secret: string,
  phoneNumber: string,
  answers: string[],
  sessionId = `ATUid_${Math.random()}`,
) {
  let text = "";
  for (let index = 0; index <= answers.length; index += 1) {
    const answer = await site.postForm(
      `/channels/ussd?key=${secret}`,
      [
        ["sessionId", sessionId],
        ["serviceCode", "*384*123#"],
        ["phoneNumber", phoneNumber],
        ["text", answers.slice(0, index).join("*")],
      ],
      fromAggregator(),
    );
    expect(answer.status).toBe(200);
    text = await answer.text();
  }
  return text;
}
