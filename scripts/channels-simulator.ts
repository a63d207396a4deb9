/**
 * A stand-in for Africa's Talking, the SMS and USSD aggregator (decision 0074): it plays the
 * aggregator's side of each exchange with the site, with the fields and codes of AT's documented
 * protocol, so the channels can be tried in a terminal (`npm run ussd`) and tested end to end in CI,
 * which cannot reach AT's own web simulator.
 *
 * - USSD: `dial` posts one session's callbacks to `/channels/ussd` as AT does (form fields
 *   `sessionId`, `serviceCode`, `phoneNumber`, `networkCode`, `text`, the inputs so far joined by `*`)
 *   and reads each reply (`CON …` goes on, `END …` ends).
 * - SMS in: `sendSms` posts to `/channels/sms` as AT's incoming-message callback does (`from`, `to`,
 *   `text`, `date`, `id`, `linkId`, `networkCode`).
 * - SMS out: a fake of AT's SMS API (`POST /version1/messaging`, form fields `username`, `to`,
 *   `message`, `from`, header `apiKey`), which keeps what it is sent, answers in AT's JSON, and then
 *   posts a delivery report to `/channels/sms/delivery` (`id`, `status`, `phoneNumber`,
 *   `networkCode`, `retryCount`, `failureReason`), as AT does a moment after. `failNext` makes it
 *   refuse sends, `holdNext` makes it slow to answer one (the message taken, the answer held).
 * - `watchSmsDir` reads the `files` transport's folder instead, for `npm start` without an account.
 *
 * Each callback carries the site's shared secret as `?key=…`, as the office's callback addresses do.
 */
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { watch, type FSWatcher } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { measureText } from "../app/features/sms/segments";
import { givenScale } from "./time-scale.mjs";

/** AT's per-recipient status codes in the SMS API's answer, with the word it puts beside each. */
export const AT_RECIPIENT_STATUS: Record<number, string> = {
  100: "Processed",
  101: "Success",
  102: "Queued",
  401: "RiskHold",
  402: "InvalidSenderId",
  403: "InvalidPhoneNumber",
  404: "UnsupportedNumberType",
  405: "InsufficientBalance",
  406: "UserInBlacklist",
  407: "CouldNotRoute",
  409: "DoNotDisturbRejection",
  500: "InternalServerError",
  501: "GatewayError",
  502: "RejectedByGateway",
};

/** AT's delivery report statuses: the last three are final. */
export const AT_DELIVERY_STATUSES = ["Sent", "Submitted", "Buffered", "Rejected", "Success", "Failed"] as const;
export type DeliveryStatus = (typeof AT_DELIVERY_STATUSES)[number];

/** AT's network code for MTN Nigeria, as its delivery reports and USSD callbacks name the telco. */
export const MTN_NIGERIA = "62130";

/** The illustrative price the fake API charges a segment: AT's answer always names one, in the account's currency. */
export const ILLUSTRATIVE_NGN_PER_SEGMENT = 2.2;

/** A text message the fake SMS API took, as AT would have sent it on. */
export interface SentSms {
  to: string;
  from: string | undefined;
  message: string;
  username: string;
  messageId: string;
  encoding: "GSM-7" | "UCS-2";
  segments: number;
  cost: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/** A text message the `files` transport wrote to its folder. */
export interface FileSms {
  file: string;
  to: string;
  from?: string;
  text: string;
  kind?: string;
  encoding?: string;
  segments?: number;
  at: number;
}

/** One screen of a USSD session, as the phone showed it. */
export interface UssdScreen {
  /** The `text` posted for it: the inputs so far, joined by `*` ("" for the first screen). */
  text: string;
  /** The reply without its `CON `/`END ` prefix. */
  body: string;
  /** Whether the reply began `END `: the session ended there. */
  end: boolean;
  /** The reply as the site sent it, `CON `/`END ` and all: what must fit a screen. */
  reply: string;
}

/** What the site answered a callback. */
export interface CallbackAnswer {
  status: number;
  body: string;
}

/** A delivery report the simulator posted, and what the site answered it. */
export interface PostedReport {
  id: string;
  status: DeliveryStatus;
  failureReason?: string;
  answer: CallbackAnswer | { error: string };
}

/** Messages that arrive one by one, and promises that wait for one (never a fixed sleep). */
class Arrivals<T> {
  readonly items: T[] = [];
  private readonly events = new EventEmitter();

  push(item: T) {
    this.items.push(item);
    this.events.emit("item", item);
  }

  /** Calls `listener` with each message from now on. */
  subscribe(listener: (item: T) => void) {
    this.events.on("item", listener);
  }

  /**
   * The first message, already here or arriving before `quietTimeoutMs` (on a quiet machine: a test
   * run's time scale multiplies it), that `predicate` accepts.
   */
  waitFor(predicate: (item: T) => boolean, quietTimeoutMs: number, what: string): Promise<T> {
    const timeoutMs = Math.round(quietTimeoutMs * givenScale());
    const found = this.items.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const onItem = (item: T) => {
        if (!predicate(item)) return;
        clearTimeout(timer);
        this.events.off("item", onItem);
        resolve(item);
      };
      const timer = setTimeout(() => {
        this.events.off("item", onItem);
        reject(new Error(`No ${what} arrived within ${quietTimeoutMs} ms (${this.items.length} arrived, none that matched)`));
      }, timeoutMs);
      this.events.on("item", onItem);
    });
  }
}

export interface SimulatorOptions {
  /** The site's origin, for example http://localhost:3000. */
  siteUrl: string;
  /** The site's CHANNELS_SECRET: sent as `?key=` on every callback. */
  key?: string;
  /** The fake SMS API's port on 127.0.0.1; 0 (the default) takes a free one. */
  port?: number;
  /** The account the fake API accepts, as AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY. */
  username?: string;
  apiKey?: string;
  /** The USSD code the callbacks name. A placeholder: the office's own code is not yet allocated. */
  serviceCode?: string;
  /** The number SMS in are sent to (AT's `to`). A placeholder too. */
  shortCode?: string;
  /** The sender IDs and short codes the account may send from; another `from` is refused (402 InvalidSenderId). Unset: any. */
  senderIds?: string[];
  /** Whether each message the API takes gets a `Success` delivery report a moment later (default true). */
  deliveryReports?: boolean;
  /** How long "a moment" is, in ms (default 100). */
  deliveryDelayMs?: number;
}

/** The placeholders the simulator uses until the office has its codes: never real codes. */
export const PLACEHOLDER_SERVICE_CODE = "*XXX#";
export const PLACEHOLDER_SHORT_CODE = "00000";

export type ChannelsSimulator = Awaited<ReturnType<typeof startChannelsSimulator>>;

const newId = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

/** The phone number form AT uses: +, a country code, the number. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function formFields(request: IncomingMessage, body: string): URLSearchParams {
  if ((request.headers["content-type"] ?? "").includes("application/json")) {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return new URLSearchParams(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
  }
  return new URLSearchParams(body);
}

const xmlEscape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** AT answers in XML unless the request's Accept asks for JSON: a sender that forgets the header gets XML, as from AT. */
function answer(response: ServerResponse, request: IncomingMessage, status: number, data: SmsApiAnswer) {
  if ((request.headers.accept ?? "").includes("application/json")) {
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(data));
    return;
  }
  const recipients = data.SMSMessageData.Recipients.map(
    (r) =>
      `<Recipient><number>${xmlEscape(r.number)}</number><cost>${xmlEscape(r.cost)}</cost><status>${r.status}</status>` +
      `<statusCode>${r.statusCode}</statusCode><messageId>${r.messageId}</messageId></Recipient>`,
  ).join("");
  response
    .writeHead(status, { "content-type": "application/xml" })
    .end(
      `<AfricasTalkingResponse><SMSMessageData><Message>${xmlEscape(data.SMSMessageData.Message)}</Message>` +
        `<Recipients>${recipients}</Recipients></SMSMessageData></AfricasTalkingResponse>`,
    );
}

export interface SmsApiAnswer {
  SMSMessageData: {
    Message: string;
    Recipients: { statusCode: number; number: string; status: string; cost: string; messageId: string }[];
  };
}

/** Starts the fake SMS API on loopback and returns the simulator's handle. */
export async function startChannelsSimulator(options: SimulatorOptions) {
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const username = options.username ?? "sandbox";
  const apiKey = options.apiKey ?? newId("simulator-");
  const serviceCode = options.serviceCode ?? PLACEHOLDER_SERVICE_CODE;
  const shortCode = options.shortCode ?? PLACEHOLDER_SHORT_CODE;
  let deliveryReports = options.deliveryReports ?? true;
  const deliveryDelayMs = options.deliveryDelayMs ?? 100;

  const sent = new Arrivals<SentSms>();
  const reports = new Arrivals<PostedReport>();
  /** Failures the API answers before it takes messages again: an HTTP status, or an AT recipient statusCode. */
  const failures: { statusCode: number; as: "http" | "recipient" }[] = [];
  /** Answers the API holds back until the test lets them go: an aggregator slow to answer, for as long as a test needs. */
  const holds: Promise<void>[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const callbackUrl = (route: string) => `${siteUrl}${route}${options.key ? `?key=${encodeURIComponent(options.key)}` : ""}`;

  async function post(route: string, fields: Record<string, string>): Promise<CallbackAnswer> {
    const response = await fetch(callbackUrl(route), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    return { status: response.status, body: await response.text() };
  }

  /** Posts a delivery report for a message the site sent, as AT does; what the site answered is kept in `reports`. */
  async function deliver(messageId: string, status: DeliveryStatus = "Success", failureReason?: string): Promise<CallbackAnswer> {
    const message = sent.items.find((item) => item.messageId === messageId);
    const fields: Record<string, string> = {
      id: messageId,
      status,
      phoneNumber: message?.to ?? "",
      networkCode: MTN_NIGERIA,
      retryCount: "0",
    };
    // AT gives a failureReason only with Rejected or Failed.
    if (failureReason && (status === "Rejected" || status === "Failed")) fields.failureReason = failureReason;
    try {
      const result = await post("/channels/sms/delivery", fields);
      reports.push({ id: messageId, status, failureReason: fields.failureReason, answer: result });
      return result;
    } catch (error) {
      reports.push({ id: messageId, status, failureReason: fields.failureReason, answer: { error: String(error) } });
      throw error;
    }
  }

  async function handleSmsApi(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    let fields: URLSearchParams;
    try {
      fields = formFields(request, body);
    } catch {
      response.writeHead(400, { "content-type": "text/plain" }).end("Request body is not valid");
      return;
    }
    // AT refuses a request without the account's apiKey header, or for another account, before anything else.
    if (request.headers.apikey !== apiKey || fields.get("username") !== username) {
      response.writeHead(401, { "content-type": "text/plain" }).end("The supplied authentication is invalid");
      return;
    }
    const to = fields.get("to");
    const message = fields.get("message");
    if (!to || !message) {
      response.writeHead(400, { "content-type": "text/plain" }).end(`Request is missing required form field '${!to ? "to" : "message"}'`);
      return;
    }
    const failure = failures.shift();
    if (failure?.as === "http") {
      response.writeHead(failure.statusCode, { "content-type": "text/plain" }).end("Simulated failure");
      return;
    }
    const measured = measureText(message);
    const numbers = to.split(",").map((number) => number.trim());
    const hold = holds.shift();
    const taken: SentSms[] = [];
    let total = 0;
    const recipients = numbers.map((number) => {
      const from = fields.get("from");
      const senderRefused = from !== null && options.senderIds !== undefined && !options.senderIds.includes(from);
      const statusCode = failure?.statusCode ?? (senderRefused ? 402 : E164.test(number) ? 101 : 403);
      const status = AT_RECIPIENT_STATUS[statusCode] ?? "Failed";
      if (statusCode !== 101) return { statusCode, number, status, cost: "0", messageId: "None" };
      const price = measured.segments * ILLUSTRATIVE_NGN_PER_SEGMENT;
      total += price;
      const item: SentSms = {
        to: number,
        from: from ?? undefined,
        message,
        username,
        messageId: newId("ATXid_"),
        encoding: measured.encoding,
        segments: measured.segments,
        cost: `NGN ${price.toFixed(4)}`,
        at: Date.now(),
      };
      sent.push(item);
      taken.push(item);
      return { statusCode, number, status, cost: item.cost, messageId: item.messageId };
    });
    // Taken (and waited for by waitForSms), but the answer waits: the sender does not yet know it went.
    if (hold) await hold;
    // AT reports a delivery after it has answered the send.
    if (deliveryReports)
      for (const item of taken) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          // A site that is down misses the report, as it would from AT; `reports` keeps the error.
          deliver(item.messageId).catch(() => undefined);
        }, deliveryDelayMs);
        timers.add(timer);
      }
    const accepted = recipients.filter((recipient) => recipient.statusCode === 101).length;
    answer(response, request, 201, {
      SMSMessageData: {
        Message: `Sent to ${accepted}/${numbers.length} Total Cost: NGN ${total.toFixed(4)}`,
        Recipients: recipients,
      },
    });
  }

  /**
   * One USSD session, step by step, as a person on a phone goes: a fresh sessionId; `reply()` with
   * no input posts the first callback (text ""), each later `reply(input)` posts the inputs so far
   * joined by `*`. A reply that is not `CON …` or `END …`, or an HTTP error, is an error (AT would
   * end the session there).
   */
  function session(phoneNumber: string) {
    const sessionId = newId("ATUid_");
    const inputs: string[] = [];
    let started = false;
    return {
      sessionId,
      async reply(input?: string): Promise<UssdScreen> {
        if (started && input !== undefined) inputs.push(input);
        started = true;
        const text = inputs.join("*");
        const replied = await post("/channels/ussd", { sessionId, serviceCode, phoneNumber, networkCode: MTN_NIGERIA, text });
        const match = /^(CON|END) ([\s\S]*)$/.exec(replied.body);
        if (replied.status !== 200 || !match)
          throw new Error(`The site answered text "${text}" with ${replied.status}: ${replied.body.slice(0, 200)}`);
        return { text, body: match[2] ?? "", end: match[1] === "END", reply: replied.body };
      },
    };
  }

  /** A whole USSD session: the first screen, then one per input; stops at the first `END`. */
  async function dial(phoneNumber: string, inputs: string[] = []): Promise<UssdScreen[]> {
    const call = session(phoneNumber);
    const screens = [await call.reply()];
    for (const input of inputs) {
      if (screens.at(-1)?.end) break;
      screens.push(await call.reply(input));
    }
    return screens;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://simulator");
    if (request.method === "POST" && url.pathname === "/version1/messaging") {
      handleSmsApi(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      });
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found: the simulator serves POST /version1/messaging");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    /** The fake API's address, for AFRICASTALKING_SMS_URL. */
    smsApiUrl: `http://127.0.0.1:${port}/version1/messaging`,
    username,
    apiKey,
    serviceCode,
    shortCode,
    /** Every message the fake API took, in order. */
    sent: sent.items,
    /** Every delivery report posted to the site, with its answer. */
    reports: reports.items,

    /** Calls `listener` with each message the API takes from now on. */
    onSms(listener: (sms: SentSms) => void) {
      sent.subscribe(listener);
    },

    /** The first message sent (already, or before `timeoutMs`) that `predicate` accepts. */
    waitForSms(predicate: (sms: SentSms) => boolean = () => true, timeoutMs = 10_000): Promise<SentSms> {
      return sent.waitFor(predicate, timeoutMs, "SMS");
    },

    /** The first delivery report posted (already, or before `timeoutMs`) that `predicate` accepts. */
    waitForReport(predicate: (report: PostedReport) => boolean = () => true, timeoutMs = 10_000): Promise<PostedReport> {
      return reports.waitFor(predicate, timeoutMs, "delivery report");
    },

    session,
    dial,

    /** A text message from a phone to the office's code, posted as AT's incoming-message callback. */
    sendSms(from: string, text: string, to: string = shortCode): Promise<CallbackAnswer> {
      return post("/channels/sms", {
        from,
        to,
        text,
        date: new Date().toISOString(),
        id: newId("ATSMSid_"),
        linkId: newId(""),
        networkCode: MTN_NIGERIA,
      });
    },

    deliver,

    /**
     * The next `n` sends fail. `as` "http": the API answers that HTTP status (500, 503…); "recipient":
     * it answers 201 with the recipient's AT statusCode (405 InsufficientBalance, 500
     * InternalServerError…) and no messageId. By default, AT's recipient codes are answered as such.
     */
    failNext(n: number, statusCode: number, as: "http" | "recipient" = statusCode in AT_RECIPIENT_STATUS ? "recipient" : "http") {
      for (let i = 0; i < n; i += 1) failures.push({ statusCode, as });
    },

    /**
     * The next send is taken (kept in `sent`, so `waitForSms` sees it at once) but not answered until
     * `release()`: an aggregator slow to answer, for exactly as long as a test needs, to stop the
     * site's database while a message is out and its sender cannot yet know it went. The sender gives
     * up on an answer after 15 s (AbortSignal.timeout), so release before then.
     */
    holdNext(): { release(): void } {
      let release!: () => void;
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return { release: () => release() };
    },

    /** Turns the automatic `Success` delivery reports on or off. */
    setDeliveryReports(on: boolean) {
      deliveryReports = on;
    },

    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Watches the `files` transport's folder (SMS_DIR) and reads each JSON message written there, so a
 * developer running `npm start` without an aggregator sees the texts the site sends. Only files
 * that appear after it starts count, unless `existing` is set.
 */
export async function watchSmsDir(dir: string, { existing = false }: { existing?: boolean } = {}) {
  await mkdir(dir, { recursive: true });
  const arrivals = new Arrivals<FileSms>();
  const seen = new Set<string>();
  if (!existing) for (const name of await readdir(dir)) seen.add(name);

  let scanning = Promise.resolve();
  const scan = async () => {
    for (const name of (await readdir(dir)).sort()) {
      if (!name.endsWith(".json") || seen.has(name)) continue;
      let data: Partial<FileSms>;
      try {
        data = JSON.parse(await readFile(path.join(dir, name), "utf8")) as Partial<FileSms>;
      } catch {
        continue; // Half written: its next change event reads it again.
      }
      if (typeof data.to !== "string" || typeof data.text !== "string") continue;
      seen.add(name);
      arrivals.push({ ...data, file: name, to: data.to, text: data.text, at: Date.now() });
    }
  };
  // One scan at a time, in order: each event rescans the folder, so none is missed however they bunch.
  const rescan = () => {
    scanning = scanning.then(scan).catch(() => undefined);
    return scanning;
  };
  const watcher: FSWatcher = watch(dir, () => void rescan());
  await rescan();

  return {
    dir,
    messages: arrivals.items,
    /** Calls `listener` with each message as it is read. */
    onSms(listener: (sms: FileSms) => void) {
      arrivals.subscribe(listener);
    },
    waitForSms(predicate: (sms: FileSms) => boolean = () => true, timeoutMs = 10_000): Promise<FileSms> {
      return arrivals.waitFor(predicate, timeoutMs, "SMS file");
    },
    close() {
      watcher.close();
    },
  };
}
