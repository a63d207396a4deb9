import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deleteMailFilesOlderThan } from "~/features/mail/files.server";
import type { Env } from "~/utils/env.server";
import {
  createAfricasTalkingTransport,
  createFilesTransport,
  createSmsTransport,
  parseAfricasTalkingAnswer,
  parseCost,
  SmsSendError,
  type OutgoingSms,
} from "./transport.server";

const NUMBER = "+2348031234567";
const message: OutgoingSms = {
  id: 42n,
  attempt: 1,
  kind: "grievance status",
  to: NUMBER,
  text: "NASSCO: your grievance GRV-2026-000001 is now: Being looked into. Questions? Call 969.",
  encoding: "GSM-7",
  segments: 1,
};

/** Africa's Talking's answer for one recipient, as its SMS API documents it. */
function answer(recipient: Record<string, unknown>, message = "Sent to 1/1 Total Cost: NGN 2.2000") {
  return JSON.stringify({ SMSMessageData: { Message: message, Recipients: [{ number: NUMBER, ...recipient }] } });
}

/** What the sender makes of an answer: taken, or an error that is tried again or not. */
function outcome(status: number, body: string) {
  try {
    return parseAfricasTalkingAnswer(status, body);
  } catch (error) {
    expect(error).toBeInstanceOf(SmsSendError);
    const { message, permanent } = error as SmsSendError;
    expect(message).not.toContain("8031234567");
    return { error: message, permanent };
  }
}

describe("Africa's Talking's answers", () => {
  it("takes 101 Sent, 100 Processed and 102 Queued, with the message's id and cost", () => {
    expect(outcome(201, answer({ statusCode: 101, status: "Success", messageId: "ATXid_1", cost: "NGN 2.2000" }))).toEqual({
      providerMessageId: "ATXid_1",
      cost: { currency: "NGN", amount: 2.2 },
    });
    for (const code of [100, 102])
      expect(outcome(201, answer({ statusCode: code, status: "Queued", messageId: `ATXid_${code}`, cost: "KES 0.8000" }))).toMatchObject({
        providerMessageId: `ATXid_${code}`,
      });
  });

  it("gives up at once a number that can never get it: invalid, unsupported, opted out, do not disturb", () => {
    for (const [code, status] of [
      [403, "InvalidPhoneNumber"],
      [404, "UnsupportedNumberType"],
      [406, "UserInBlacklist"],
      [409, "DoNotDisturbRejection"],
    ] as const)
      expect(outcome(201, answer({ statusCode: code, status, messageId: "None", cost: "0" }))).toEqual({
        error: `Africa's Talking did not send it: ${code} ${status}`,
        permanent: true,
      });
  });

  it("tries again what the account or the network can put right: risk hold, sender ID, balance, routing, its own errors", () => {
    for (const [code, status] of [
      [401, "RiskHold"],
      [402, "InvalidSenderId"],
      [405, "InsufficientBalance"],
      [407, "CouldNotRoute"],
      [500, "InternalServerError"],
      [501, "GatewayError"],
      [502, "RejectedByGateway"],
    ] as const)
      expect(outcome(201, answer({ statusCode: code, status, messageId: "None", cost: "0" }))).toMatchObject({ permanent: false });
  });

  it("tries again after an HTTP error or an answer it cannot read, without repeating a number it quotes", () => {
    expect(outcome(401, "The supplied authentication is invalid")).toEqual({
      error: "Africa's Talking answered HTTP 401: The supplied authentication is invalid",
      permanent: false,
    });
    expect(outcome(500, `<html>oops ${NUMBER}</html>`)).toEqual({
      error: "Africa's Talking answered HTTP 500: <html>oops …</html>",
      permanent: false,
    });
    expect(outcome(201, JSON.stringify({ SMSMessageData: { Message: "InvalidSenderId", Recipients: [] } }))).toMatchObject({
      error: "Africa's Talking answered HTTP 201: InvalidSenderId",
      permanent: false,
    });
  });

  it("reads a cost as its currency and amount, and nothing else as one", () => {
    expect(parseCost("NGN 2.2000")).toEqual({ currency: "NGN", amount: 2.2 });
    expect(parseCost("KES 0.8000")).toEqual({ currency: "KES", amount: 0.8 });
    for (const text of ["0", "", "2.20 NGN", "ngn 2", undefined, 3]) expect(parseCost(text)).toBeNull();
  });
});

describe("the Africa's Talking transport", () => {
  it("posts the documented form with the API key, and reads the answer", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const transport = createAfricasTalkingTransport({
      url: "https://api.sandbox.africastalking.com/version1/messaging",
      username: "sandbox",
      apiKey: "a-key-of-sixteen-chars",
      senderId: "NASSCO",
      fetch: ((url: string, init: RequestInit) => {
        calls.push({ url, init });
        return Promise.resolve(
          new Response(answer({ statusCode: 101, status: "Success", messageId: "ATXid_9", cost: "NGN 2.2000" }), { status: 201 }),
        );
      }) as typeof fetch,
    });
    expect(await transport.send(message)).toEqual({ providerMessageId: "ATXid_9", cost: { currency: "NGN", amount: 2.2 } });
    const [call] = calls;
    expect(call!.url).toBe("https://api.sandbox.africastalking.com/version1/messaging");
    expect(call!.init.headers).toMatchObject({ apiKey: "a-key-of-sixteen-chars", Accept: "application/json" });
    expect(Object.fromEntries(new URLSearchParams(call!.init.body as string))).toEqual({
      username: "sandbox",
      to: NUMBER,
      message: message.text,
      from: "NASSCO",
    });
  });

  it("gives up waiting after its timeout, to try again later", async () => {
    const transport = createAfricasTalkingTransport({
      url: "https://api.sandbox.africastalking.com/version1/messaging",
      username: "sandbox",
      apiKey: "a-key-of-sixteen-chars",
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener("abort", () => reject(init.signal!.reason as Error)),
        )) as typeof fetch,
    });
    await expect(transport.send(message)).rejects.toMatchObject({
      message: "Africa's Talking could not be reached: no answer in time",
      permanent: false,
    });
  });
});

describe("the files transport", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sms-files-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each message as a private JSON file a person or the simulator reads", async () => {
    const taken = await createFilesTransport(dir).send(message);
    expect(taken).toEqual({ providerMessageId: "files-42-1", cost: null });
    const [name] = readdirSync(dir);
    expect(name).toMatch(/-42-1\.json$/);
    expect(statSync(path.join(dir, name!)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path.join(dir, name!), "utf8"))).toMatchObject({
      id: "files-42-1",
      to: NUMBER,
      text: message.text,
      kind: "grievance status",
      encoding: "GSM-7",
      segments: 1,
    });
  });

  it("are deleted by retention with mail's copies, after the sent-mail period", () => {
    const now = Date.now();
    expect(deleteMailFilesOlderThan(dir, 30, now, ".json")).toBe(0);
    expect(deleteMailFilesOlderThan(dir, 30, now + 31 * 86_400_000, ".json")).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("SMS_TRANSPORT=files", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sms-files-env-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const settings = (NODE_ENV: Env["NODE_ENV"]) => ({ NODE_ENV, SMS_TRANSPORT: "files", SMS_DIR: dir }) as Env;

  it("in production writes no file and gives the message up, saying why", async () => {
    await expect(createSmsTransport(settings("production")).send(message)).rejects.toMatchObject({
      message: "Not sent: SMS_TRANSPORT is files",
      permanent: true,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("in development and the tests writes the file", async () => {
    await createSmsTransport(settings("development")).send(message);
    await createSmsTransport(settings("test")).send({ ...message, attempt: 2 });
    expect(readdirSync(dir)).toHaveLength(2);
  });
});
