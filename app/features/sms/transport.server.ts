import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Env } from "~/utils/env.server";
import { writePrivateFile } from "~/utils/private-file.server";
import type { SmsReceipt } from "./outbox.server";

/** One text message, written: to whom, what, and how long it is on the network. */
export interface OutgoingSms {
  /** The outbox row and its attempt, which name the file a message is written to. */
  id: bigint;
  attempt: number;
  kind: string;
  to: string;
  text: string;
  encoding: "GSM-7" | "UCS-2";
  segments: number;
}

/** Sent, or an error saying whether trying again could help. */
export type SmsTransportResult = Omit<SmsReceipt, "segments" | "encoding">;

/** A send that failed: `permanent` when no later attempt can succeed (a number that cannot receive it). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "SmsSendError";
  }
}

export interface SmsTransport {
  /** Resolves once the aggregator has taken the message (or it is written), or throws SmsSendError. */
  send(message: OutgoingSms): Promise<SmsTransportResult>;
  /** How many messages it sends at once. */
  concurrency: number;
}

/** Messages sent at once: the aggregator takes one a request. */
export const SMS_CONCURRENCY = 4;
/** A request the aggregator has not answered in this long is given up and tried again; sms_claim() holds a message for two minutes. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Without an aggregator (SMS_TRANSPORT=files): each message a file in `dir`,
 * readable only by the site's user as mail's .eml files are, JSON that a
 * person or the simulator (npm run ussd) reads: to, from, text, kind,
 * encoding, segments. Named by time and outbox row, so they sort in order.
 */
export function createFilesTransport(dir: string, from: string | null = null): SmsTransport {
  return {
    send(message) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const id = `files-${message.id}-${message.attempt}`;
      const written = new Date().toISOString();
      const name = `${written.replace(/[:.]/g, "-")}-${message.id}-${message.attempt}.json`;
      const { to, text, kind, encoding, segments } = message;
      writePrivateFile(path.join(dir, name), `${JSON.stringify({ id, to, from, text, kind, encoding, segments, written }, null, 2)}\n`);
      return Promise.resolve({ providerMessageId: id, cost: null });
    },
    concurrency: SMS_CONCURRENCY,
  };
}

/**
 * Africa's Talking's statusCode for a recipient (its SMS API's documented
 * values): 100 Processed, 101 Sent and 102 Queued are taken; these four can
 * never succeed for the number, so the message is given up at once; every
 * other (401 RiskHold, 402 InvalidSenderId, 405 InsufficientBalance,
 * 407 CouldNotRoute, 500 InternalServerError, 501 GatewayError,
 * 502 RejectedByGateway) is the account's or the network's, and is tried
 * again with back-off until the office puts it right or the last attempt.
 */
const TAKEN = new Set([100, 101, 102]);
const NEVER_FOR_THIS_NUMBER = new Set([
  403, // InvalidPhoneNumber
  404, // UnsupportedNumberType
  406, // UserInBlacklist: the person has opted out of messages
  409, // DoNotDisturbRejection
]);

/** "NGN 2.2000" → NGN and 2.2; anything else, no cost. */
export function parseCost(text: unknown): SmsTransportResult["cost"] {
  const match = typeof text === "string" ? /^([A-Z]{3}) (\d{1,8}(?:\.\d{1,4})?)\d*$/.exec(text.trim()) : null;
  return match ? { currency: match[1]!, amount: Number(match[2]) } : null;
}

/** What Africa's Talking answered, as the sender needs it; throws SmsSendError when it did not take the message. */
export function parseAfricasTalkingAnswer(httpStatus: number, body: string): SmsTransportResult {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    answer = undefined;
  }
  const data = (answer as { SMSMessageData?: { Message?: unknown; Recipients?: unknown } } | undefined)?.SMSMessageData;
  const recipient = Array.isArray(data?.Recipients) ? (data.Recipients[0] as Record<string, unknown> | undefined) : undefined;
  if (httpStatus < 200 || httpStatus > 299 || !recipient) {
    // Its own words, without anything that looks like a phone number: logs and last_error never hold one.
    const said = typeof data?.Message === "string" ? data.Message : body;
    throw new SmsSendError(`Africa's Talking answered HTTP ${httpStatus}: ${withoutNumbers(said).slice(0, 200)}`, false);
  }
  const code = Number(recipient.statusCode);
  const status = typeof recipient.status === "string" ? withoutNumbers(recipient.status).slice(0, 60) : "no status";
  if (!TAKEN.has(code)) throw new SmsSendError(`Africa's Talking did not send it: ${code} ${status}`, NEVER_FOR_THIS_NUMBER.has(code));
  const messageId = typeof recipient.messageId === "string" && recipient.messageId !== "None" ? recipient.messageId.slice(0, 100) : null;
  return { providerMessageId: messageId, cost: parseCost(recipient.cost) };
}

function withoutNumbers(text: string): string {
  return text.replace(/\+?\d[\d ]{6,}\d/g, "…");
}

/**
 * Africa's Talking's SMS API, its documented HTTP interface: one
 * form-encoded POST a message, the account's username and API key, the
 * office's sender ID or short code if set. Neither the number nor the text
 * is ever logged or kept in an error.
 */
export function createAfricasTalkingTransport(settings: {
  url: string;
  username: string;
  apiKey: string;
  senderId?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SmsTransport {
  const post = settings.fetch ?? fetch;
  return {
    async send(message) {
      const form = new URLSearchParams({ username: settings.username, to: message.to, message: message.text });
      if (settings.senderId) form.set("from", settings.senderId);
      let response: Response;
      let body: string;
      try {
        response = await post(settings.url, {
          method: "POST",
          headers: { apiKey: settings.apiKey, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
        body = await response.text();
      } catch (error) {
        const name = (error as Error).name;
        const why =
          name === "TimeoutError"
            ? "no answer in time"
            : `${name}: ${(error as { cause?: { code?: string } }).cause?.code ?? "no connection"}`;
        throw new SmsSendError(`Africa's Talking could not be reached: ${why}`, false);
      }
      return parseAfricasTalkingAnswer(response.status, body);
    },
    concurrency: SMS_CONCURRENCY,
  };
}

/**
 * In production, SMS_TRANSPORT=files sends nothing, and files would keep
 * numbers and codes on disk for weeks: each message is given up at once, with
 * the reason staff see, and no file is written.
 */
export function createRefusingTransport(): SmsTransport {
  return {
    send: () => Promise.reject(new SmsSendError("Not sent: SMS_TRANSPORT is files", true)),
    concurrency: SMS_CONCURRENCY,
  };
}

/** The transport the settings name (env.server.ts refuses a half-configured one at start). */
export function createSmsTransport(env: Env): SmsTransport {
  if (env.SMS_TRANSPORT === "files") return env.NODE_ENV === "production" ? createRefusingTransport() : createFilesTransport(env.SMS_DIR);
  if (!env.AFRICASTALKING_USERNAME || !env.AFRICASTALKING_API_KEY)
    throw new Error("SMS_TRANSPORT is africastalking, but AFRICASTALKING_USERNAME or AFRICASTALKING_API_KEY is unset");
  return createAfricasTalkingTransport({
    url: env.AFRICASTALKING_SMS_URL,
    username: env.AFRICASTALKING_USERNAME,
    apiKey: env.AFRICASTALKING_API_KEY,
    senderId: env.AFRICASTALKING_SENDER_ID,
  });
}
