import { mkdtempSync, rmSync, writeFileSync, renameSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startChannelsSimulator, watchSmsDir, type ChannelsSimulator } from "./channels-simulator";

/**
 * The simulator against a tiny site of this test's own: its USSD menu is two screens deep, and it
 * keeps what the callbacks post, refusing any without the key (as the real site's guard does).
 */
const KEY = "a-shared-secret-of-thirty-two-characters";
const posted: { route: string; fields: Record<string, string> }[] = [];
let site: Server;
let siteUrl: string;

const MENU: Record<string, string> = {
  "": "CON Welcome\n1. Status\n2. Quit",
  "1": "CON Reference?\n1. GRV-1",
  "1*1": "END Under review",
  "2": "END Goodbye",
};

beforeAll(async () => {
  site = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://site");
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (url.searchParams.get("key") !== KEY) return void response.writeHead(403).end("Forbidden");
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      posted.push({ route: url.pathname, fields });
      if (url.pathname === "/channels/ussd") {
        if (fields.text === "9") return void response.writeHead(200).end("Oops");
        return void response.writeHead(200, { "content-type": "text/plain" }).end(MENU[fields.text ?? ""] ?? "END Unknown");
      }
      response.writeHead(200).end("OK");
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const open: ChannelsSimulator[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((simulator) => simulator.close()));
  posted.length = 0;
});

async function simulator(options: Partial<Parameters<typeof startChannelsSimulator>[0]> = {}) {
  const started = await startChannelsSimulator({ siteUrl, key: KEY, apiKey: "test-api-key-0123456789", ...options });
  open.push(started);
  return started;
}

/** A send as the site's sender makes it: form-encoded, the account's apiKey header, JSON asked for. */
function send(sim: ChannelsSimulator, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(sim.smsApiUrl, {
    method: "POST",
    headers: { apiKey: sim.apiKey, accept: "application/json", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ username: sim.username, ...fields }).toString(),
  });
}

describe("the fake SMS API", () => {
  it("refuses a request without the account's apiKey or username, as AT does, and keeps nothing", async () => {
    const sim = await simulator();
    const body = new URLSearchParams({ username: "sandbox", to: "+2348031234567", message: "Hi" }).toString();
    const headers = { accept: "application/json", "content-type": "application/x-www-form-urlencoded" };
    expect((await fetch(sim.smsApiUrl, { method: "POST", headers, body })).status).toBe(401);
    expect((await fetch(sim.smsApiUrl, { method: "POST", headers: { ...headers, apiKey: "wrong-key" }, body })).status).toBe(401);
    expect((await send(sim, { username: "someone-else", to: "+2348031234567", message: "Hi" })).status).toBe(401);
    expect(sim.sent).toEqual([]);
  });

  it("answers in AT's JSON with a cost in NGN and a unique ATXid_ id, keeps the message, and reports its delivery", async () => {
    const sim = await simulator();
    const response = await send(sim, { to: "+2348031234567", message: "Your reference GRV-1", from: "NASSCO" });
    expect(response.status).toBe(201);
    const data = (await response.json()) as { SMSMessageData: { Message: string; Recipients: Record<string, unknown>[] } };
    expect(data.SMSMessageData.Message).toBe("Sent to 1/1 Total Cost: NGN 2.2000");
    expect(data.SMSMessageData.Recipients).toEqual([
      {
        statusCode: 101,
        number: "+2348031234567",
        status: "Success",
        cost: "NGN 2.2000",
        messageId: expect.stringMatching(/^ATXid_[0-9a-f]{32}$/),
      },
    ]);
    const second = (await (await send(sim, { to: "+2348031234567", message: "Again" })).json()) as typeof data;
    expect(second.SMSMessageData.Recipients[0]?.messageId).not.toBe(data.SMSMessageData.Recipients[0]?.messageId);
    expect(sim.sent[0]).toMatchObject({ to: "+2348031234567", from: "NASSCO", message: "Your reference GRV-1", username: "sandbox" });

    const report = await sim.waitForReport((r) => r.id === data.SMSMessageData.Recipients[0]?.messageId);
    expect(report.answer).toEqual({ status: 200, body: "OK" });
    expect(posted.find((p) => p.route === "/channels/sms/delivery")?.fields).toEqual({
      id: data.SMSMessageData.Recipients[0]?.messageId,
      status: "Success",
      phoneNumber: "+2348031234567",
      networkCode: "62130",
      retryCount: "0",
    });
  });

  it("charges a UCS-2 message by its own segments, and answers XML to a sender that does not ask for JSON", async () => {
    const sim = await simulator({ deliveryReports: false });
    const ucs2 = await send(sim, { to: "+2348031234567", message: "Ẹ kú àárọ̀" });
    expect(sim.sent[0]).toMatchObject({ encoding: "UCS-2", segments: 1 });
    expect(ucs2.status).toBe(201);
    const xml = await send(sim, { to: "+2348031234567", message: "Hi" }, { accept: "*/*" });
    expect(xml.headers.get("content-type")).toBe("application/xml");
    expect(await xml.text()).toMatch(/^<AfricasTalkingResponse><SMSMessageData><Message>Sent to 1\/1/);
  });

  it("fails the next sends as asked, by HTTP status or by AT's recipient statusCode, then takes messages again", async () => {
    const sim = await simulator({ deliveryReports: false });
    sim.failNext(1, 503);
    sim.failNext(1, 405);
    expect((await send(sim, { to: "+2348031234567", message: "One" })).status).toBe(503);
    const refused = await send(sim, { to: "+2348031234567", message: "Two" });
    expect(refused.status).toBe(201);
    expect(await refused.json()).toEqual({
      SMSMessageData: {
        Message: "Sent to 0/1 Total Cost: NGN 0.0000",
        Recipients: [{ statusCode: 405, number: "+2348031234567", status: "InsufficientBalance", cost: "0", messageId: "None" }],
      },
    });
    expect(sim.sent).toEqual([]);
    expect((await send(sim, { to: "+2348031234567", message: "Three" })).status).toBe(201);
    expect(sim.sent.map((sms) => sms.message)).toEqual(["Three"]);
  });

  it("refuses a number not in AT's form and a sender ID the account does not have, each by its statusCode", async () => {
    const sim = await simulator({ deliveryReports: false, senderIds: ["NASSCO"] });
    const recipients = async (fields: Record<string, string>) =>
      ((await (await send(sim, fields)).json()) as { SMSMessageData: { Recipients: { statusCode: number; status: string }[] } })
        .SMSMessageData.Recipients;
    expect(await recipients({ to: "08031234567", message: "Hi", from: "NASSCO" })).toMatchObject([
      { statusCode: 403, status: "InvalidPhoneNumber" },
    ]);
    expect(await recipients({ to: "+2348031234567", message: "Hi", from: "OTHER" })).toMatchObject([
      { statusCode: 402, status: "InvalidSenderId" },
    ]);
    expect(sim.sent).toEqual([]);
    expect(await recipients({ to: "+2348031234567", message: "Hi", from: "NASSCO" })).toMatchObject([
      { statusCode: 101, status: "Success" },
    ]);
  });

  it("waitForSms resolves when the message arrives, and rejects at its timeout naming what came", async () => {
    const sim = await simulator({ deliveryReports: false });
    const waiting = sim.waitForSms((sms) => sms.message.includes("GRV-2"), 5_000);
    await send(sim, { to: "+2348031234567", message: "Something else" });
    await send(sim, { to: "+2348031234567", message: "Reference GRV-2" });
    await expect(waiting).resolves.toMatchObject({ message: "Reference GRV-2" });
    await expect(sim.waitForSms((sms) => sms.message === "never", 200)).rejects.toThrow(/No SMS arrived within 200 ms \(2 arrived/);
  });

  it("holds the next answer until released: the message is already taken, and its delivery report comes after the answer", async () => {
    const sim = await simulator();
    const held = sim.holdNext();
    let answered = false;
    const answer = send(sim, { to: "+2348031234567", message: "Held" }).then((response) => {
      answered = true;
      return response;
    });
    const taken = await sim.waitForSms((sms) => sms.message === "Held");
    // Another send goes by meanwhile: only the next one was held.
    expect((await send(sim, { to: "+2348031234567", message: "Not held" })).status).toBe(201);
    expect(answered).toBe(false);
    expect(sim.reports.filter((report) => report.id === taken.messageId)).toEqual([]);
    held.release();
    const data = (await (await answer).json()) as { SMSMessageData: { Recipients: { messageId: string }[] } };
    expect(data.SMSMessageData.Recipients[0]?.messageId).toBe(taken.messageId);
    await sim.waitForReport((report) => report.id === taken.messageId);
    expect(sim.sent.map((sms) => sms.message)).toEqual(["Held", "Not held"]);
  });

  it("posts a failed delivery report with its reason when asked", async () => {
    const sim = await simulator({ deliveryReports: false });
    await send(sim, { to: "+2348031234567", message: "Hi" });
    const id = sim.sent[0]!.messageId;
    expect(await sim.deliver(id, "Failed", "AbsentSubscriber")).toEqual({ status: 200, body: "OK" });
    expect(posted.at(-1)?.fields).toMatchObject({ id, status: "Failed", failureReason: "AbsentSubscriber" });
  });
});

describe("a USSD session", () => {
  it("posts each cumulative text with one sessionId and stops at END", async () => {
    const sim = await simulator();
    const screens = await sim.dial("+2348031234567", ["1", "1", "2"]);
    expect(screens).toEqual([
      { text: "", body: "Welcome\n1. Status\n2. Quit", end: false, reply: "CON Welcome\n1. Status\n2. Quit" },
      { text: "1", body: "Reference?\n1. GRV-1", end: false, reply: "CON Reference?\n1. GRV-1" },
      { text: "1*1", body: "Under review", end: true, reply: "END Under review" },
    ]);
    const calls = posted.filter((p) => p.route === "/channels/ussd").map((p) => p.fields);
    expect(calls.map((c) => c.text)).toEqual(["", "1", "1*1"]);
    expect(new Set(calls.map((c) => c.sessionId)).size).toBe(1);
    expect(calls[0]).toMatchObject({ phoneNumber: "+2348031234567", serviceCode: "*XXX#", networkCode: "62130" });
    expect(calls[0]?.sessionId).toMatch(/^ATUid_/);
    const next = await sim.dial("+2348031234567", ["2"]);
    expect(next.at(-1)).toEqual({ text: "2", body: "Goodbye", end: true, reply: "END Goodbye" });
    expect(posted.at(-1)?.fields.sessionId).not.toBe(calls[0]?.sessionId);
  });

  it("fails on a reply that is not CON or END, and on a refused key", async () => {
    const sim = await simulator();
    await expect(sim.dial("+2348031234567", ["9"])).rejects.toThrow(/text "9" with 200: Oops/);
    const keyless = await simulator({ key: undefined });
    await expect(keyless.dial("+2348031234567")).rejects.toThrow(/with 403/);
  });
});

describe("an SMS in", () => {
  it("posts AT's incoming-message fields to /channels/sms", async () => {
    const sim = await simulator();
    expect(await sim.sendSms("+2348031234567", "GRV-1")).toEqual({ status: 200, body: "OK" });
    expect(posted.at(-1)).toMatchObject({
      route: "/channels/sms",
      fields: { from: "+2348031234567", to: "00000", text: "GRV-1", networkCode: "62130" },
    });
    expect(Object.keys(posted.at(-1)!.fields).sort()).toEqual(["date", "from", "id", "linkId", "networkCode", "text", "to"]);
  });
});

describe("the files transport's folder", () => {
  it("reads each message written after it starts, including one renamed into place", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nassco-sms-"));
    try {
      writeFileSync(path.join(dir, "old.json"), JSON.stringify({ to: "+2348000000000", text: "Before" }));
      const watcher = await watchSmsDir(dir);
      const arriving = watcher.waitForSms((sms) => sms.text === "Renamed", 5_000);
      writeFileSync(
        path.join(dir, "a.json"),
        JSON.stringify({
          to: "+2348031234567",
          from: "NASSCO",
          text: "Written",
          kind: "grievance receipt",
          encoding: "GSM-7",
          segments: 1,
        }),
      );
      writeFileSync(path.join(dir, "b.tmp"), JSON.stringify({ to: "+2348031234567", text: "Renamed" }));
      renameSync(path.join(dir, "b.tmp"), path.join(dir, "b.json"));
      await expect(arriving).resolves.toMatchObject({ file: "b.json", to: "+2348031234567" });
      await expect(watcher.waitForSms((sms) => sms.text === "Written", 5_000)).resolves.toMatchObject({
        kind: "grievance receipt",
        segments: 1,
      });
      expect(watcher.messages.map((sms) => sms.text)).not.toContain("Before");
      watcher.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
