import { REGISTER_LGAS } from "../../app/features/places/reference";
import { Agent, request as httpsRequest } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/app-process";
import { startLocalNginx } from "../../scripts/nginx-local";
import { USSD_WORDS } from "../../app/features/ussd/words";
import { startChannelsSimulator, type ChannelsSimulator } from "../../scripts/channels-simulator";
import { AGGREGATOR, channelsSettings, fromAggregator, smsIn } from "./support/channels";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The USSD and SMS callbacks (decision 0072) over real HTTP, as the
 * aggregator calls them: from its address through the proxy, with the
 * callbacks' secret in the address. What a caller sees, and what the
 * database holds and queues.
 */
let site: TestSite;
let aggregator: ChannelsSimulator;
const SECRET = "channels-secret-for-the-integration-tests-0123456789";
const REPORT_LIMIT = 3;

let sessions = 0;
async function ussd(phoneNumber: string, text: string, { key = SECRET, address = AGGREGATOR, sessionId = "s" } = {}) {
  const answer = await site.postForm(
    `/channels/ussd?key=${encodeURIComponent(key)}`,
    [
      ["sessionId", sessionId],
      ["serviceCode", "*384*123#"],
      ["phoneNumber", phoneNumber],
      ["text", text],
    ],
    fromAggregator(address),
  );
  return { status: answer.status, type: answer.headers.get("content-type"), text: await answer.text() };
}

/** A whole session, one callback per answer, as the aggregator makes it; the last screen. */
async function walk(phoneNumber: string, answers: string[]) {
  sessions += 1;
  const sessionId = `ATUid_${sessions}`;
  let last = await ussd(phoneNumber, "", { sessionId });
  for (let index = 1; index <= answers.length; index += 1) {
    last = await ussd(phoneNumber, answers.slice(0, index).join("*"), { sessionId });
    expect(last.status).toBe(200);
    expect(last.text).toMatch(/^(CON|END) /);
  }
  return last.text;
}

const sms = (from: string, text: string, id?: string) => smsIn(site, SECRET, from, text, id);

const rows = async (sql: string, params: unknown[] = []) => (await site.db.query(sql, params)).rows as Record<string, unknown>[];

beforeAll(async () => {
  // In production the callbacks answer only where texts are sent: to the simulator's stand-in aggregator.
  aggregator = await startChannelsSimulator({ siteUrl: "http://127.0.0.1:1", deliveryReports: false });
  site = await startTestSite({
    ...channelsSettings(aggregator, SECRET),
    RATE_LIMIT_TEXT_REPORT_PER_PHONE: `${REPORT_LIMIT}/86400`,
  });
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await aggregator?.close();
});

describe("USSD", () => {
  let reference = "";
  const caller = "+2348031234567";

  it("files a report in Hausa from the caller's number, and queues its receipt once", async () => {
    const first = await ussd(caller, "");
    expect(first).toMatchObject({ status: 200 });
    expect(first.type).toMatch(/^text\/plain/);
    expect(first.text).toContain("2 Hausa");
    // Hausa, report, fraud, the next page of states, Kano, Dala (on its LGAs' first page), send.
    const dala = String(REGISTER_LGAS.Kano!.indexOf("Dala") + 1);
    const last = await walk(caller, ["2", "2", "6", "99", "20", dala, "1"]);
    reference = /GRV-\d{4}-\d{6,}/.exec(last)?.[0] ?? "";
    expect(last).toBe(`END Za mu kira ku. Lambar shaida ${reference}. Lambar sirri da kwanan wata ta SMS.`);
    const [stored] = await rows(
      "SELECT channel, phone, category, state, lga, locale, may_contact, description FROM grievance WHERE reference = $1",
      [reference],
    );
    expect(stored).toEqual({
      channel: "ussd",
      phone: caller,
      category: "fraud",
      state: "Kano",
      lga: "Dala",
      locale: "ha",
      may_contact: true,
      description: USSD_WORDS.ha.description,
    });
    const queued = await rows(
      `SELECT o.kind, o.recipient_sha256 = sha256(convert_to($2::text, 'UTF8')) AS to_caller, o.params ->> 'reference' AS reference,
              o.params ? 'code' OR o.state = 'sent' AS with_code
       FROM sms_outbox o JOIN grievance g ON g.id = o.grievance WHERE g.reference = $1`,
      [reference, caller],
    );
    // The site's sender may already have sent it, clearing the number and the code: the number's hash stays.
    expect(queued).toEqual([{ kind: "grievance receipt", to_caller: true, reference, with_code: true }]);
    // Audited as the login that filed it, the callbacks' own (decision 0089), with the channel.
    expect(
      await rows("SELECT actor, after ->> 'channel' AS channel FROM audit_log WHERE action = 'grievance received' AND subject = $1", [
        reference,
      ]),
    ).toEqual([{ actor: "nassco_text", channel: "ussd" }]);
    expect(JSON.stringify(await rows("SELECT after FROM audit_log WHERE subject = $1", [reference]))).not.toContain(caller);
    // A fraud report by USSD reaches the office the same day, as one from the web does.
    // The back office's own job takes it, as it takes the web's: the alert is on record.
    await until(
      async () =>
        (await site.count("SELECT count(*) FROM grievance WHERE reference = $1 AND fraud_alerted_at IS NOT NULL", [reference])) === 1,
      30_000,
      "the fraud alert",
    );
  });

  it("shows a status to the case's number only, tells anyone else it went by SMS to that number, and a mistyped reference that no case has it", async () => {
    const digits = reference.replace(/\D/g, "");
    const replies = () => site.count("SELECT count(*) FROM sms_outbox WHERE kind = 'grievance status reply'");
    const before = await replies();
    const own = await walk(caller, ["1", "1", digits]);
    expect(own).toMatch(/^END /);
    expect(own).not.toBe(`END ${USSD_WORDS.en.sentBySms}`);
    expect(own).toContain(reference);
    expect(await replies()).toBe(before);

    const other = await walk("+2348059999999", ["1", "1", digits]);
    expect(other).toBe(`END ${USSD_WORDS.en.sentBySms}`);
    // By the number's hash, which outlives the number once the sender has sent the message.
    const toNumber = "recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))";
    expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE kind = 'grievance status reply' AND ${toNumber}`, [caller])).toBe(1);
    expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE ${toNumber}`, ["+2348059999999"])).toBe(0);
    // A reference that does not exist: told so, and nothing queued.
    expect(await walk("+2348059999999", ["1", "1", "2026999999"])).toBe(
      "END No report has the reference GRV-2026-999999. Check it and dial again, or call 969.",
    );
    expect(await replies()).toBe(before + 1);
  });

  it("limits reports per phone number and says to try later or call 969", async () => {
    const busy = "+2348030000001";
    for (let report = 0; report < REPORT_LIMIT; report += 1)
      expect(await walk(busy, ["1", "2", "1", "1", "1", "1"])).toMatch(/^END We will call you back\./);
    expect(await walk(busy, ["1", "2", "1", "1", "1", "1"])).toBe(`END Too many requests. Try later or call 969.`);
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [busy])).toBe(REPORT_LIMIT);
  });

  it("answers 100 callbacks in a row, each with a 200 and a screen", async () => {
    const paths = ["", "1", "1*2", "1*2*2", "1*2*2*99", "1*4", "1*5", "1*3", "1*1", "1*2*2*0"];
    for (let call = 0; call < 100; call += 1) {
      const answer = await ussd("+2348030000002", paths[call % paths.length]!, { sessionId: `row-${Math.floor(call / 10)}` });
      expect(answer.status).toBe(200);
      expect(answer.text).toMatch(/^(CON|END) \S/);
    }
  });

  it("refuses a session id over 100 characters with a 400, and stores, asks and remembers nothing", async () => {
    const scrape = async () => (await fetch(`${site.app.metricsUrl}/metrics`)).text();
    const before = await scrape();
    const caller = "+2348030000004";
    const long = `ATUid_${"x".repeat(95)}`;
    expect(long).toHaveLength(101);
    // A whole report's path in one callback (Hausa, report, fraud, Kano, send): with an id of 100 characters it is filed.
    const report = ["2", "2", "6", "99", "20", String(REGISTER_LGAS.Kano!.indexOf("Dala") + 1), "1"].join("*");
    expect(await ussd(caller, report, { sessionId: long })).toEqual({
      status: 400,
      type: "text/plain; charset=utf-8",
      text: "sessionId is longer than 100 characters.",
    });
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [caller])).toBe(0);
    // Counted at no menu: the process keeps nothing of it.
    expect((await scrape()).match(/^nassco_ussd_sessions_total\{.*$/gm)).toEqual(before.match(/^nassco_ussd_sessions_total\{.*$/gm));
    const longest = long.slice(0, 100);
    expect((await ussd(caller, report, { sessionId: longest })).text).toMatch(/^END .*GRV-\d{4}-\d{6,}/);
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [caller])).toBe(1);
  });

  it("counts sessions by menu in the metrics, each session once per menu", async () => {
    const scrape = async () => (await fetch(`${site.app.metricsUrl}/metrics`)).text();
    const sessionsAt = (text: string, menu: string) =>
      Number(new RegExp(`^nassco_ussd_sessions_total\\{menu="${menu}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    const before = await scrape();
    // One session to the contact screen, with a wrong choice on the way: counted once at each menu.
    await walk("+2348030000003", ["1", "9", "5"]);
    const after = await scrape();
    expect(sessionsAt(after, "language") - sessionsAt(before, "language")).toBe(1);
    expect(sessionsAt(after, "main") - sessionsAt(before, "main")).toBe(1);
    expect(sessionsAt(after, "contact") - sessionsAt(before, "contact")).toBe(1);
    expect(after).not.toContain("2348030000003");
  });
});

describe("SMS in", () => {
  it("opens a grievance from any other text, with no state, and queues its receipt", async () => {
    const from = "+2348037777777";
    const answer = await sms(from, "  The agent took 2000 naira before paying me.  ");
    expect(answer).toEqual({ status: 200, body: "" });
    const [stored] = await rows(
      "SELECT id, reference, channel, state, category, description, phone, locale, may_contact FROM grievance WHERE phone = $1",
      [from],
    );
    expect(stored).toMatchObject({
      channel: "sms",
      state: null,
      category: "other",
      description: "The agent took 2000 naira before paying me.",
      locale: "en",
      may_contact: true,
    });
    expect(
      await site.count(
        "SELECT count(*) FROM sms_outbox WHERE grievance = $1 AND kind = 'grievance receipt' AND recipient_sha256 = sha256(convert_to($2::text, 'UTF8'))",
        [stored!.id, from],
      ),
    ).toBe(1);

    // The reference with its code, from another number: the status goes to that sender.
    // The code as the sender's receipt SMS gave it, at the stand-in aggregator.
    const receipt = await aggregator.waitForSms((message) => message.to === from, 20_000);
    const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(receipt.message)?.[0] ?? "";
    expect((await sms("+2348036666666", `${String(stored!.reference).toLowerCase()} ${code}`)).status).toBe(200);
    expect(
      await site.count(
        "SELECT count(*) FROM sms_outbox WHERE kind = 'grievance status reply' AND recipient_sha256 = sha256(convert_to('+2348036666666', 'UTF8'))",
      ),
    ).toBe(1);
    // Without the code, from a stranger: only to the case's number.
    expect((await sms("+2348035555555", String(stored!.reference))).status).toBe(200);
    expect(await site.count("SELECT count(*) FROM sms_outbox WHERE recipient_sha256 = sha256(convert_to('+2348035555555', 'UTF8'))")).toBe(
      0,
    );
    expect(
      await site.count(
        "SELECT count(*) FROM sms_outbox WHERE kind = 'grievance status reply' AND recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))",
        [from],
      ),
    ).toBe(1);
    // From the case's own number: to it.
    expect((await sms(from, `GRV ${String(stored!.reference).slice(4)}`)).status).toBe(200);
    expect(
      await site.count(
        "SELECT count(*) FROM sms_outbox WHERE kind = 'grievance status reply' AND recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))",
        [from],
      ),
    ).toBe(2);
  });

  it("stores nothing for an empty message", async () => {
    const before = await site.count("SELECT count(*) FROM grievance");
    expect(await sms("+2348034444444", "   ")).toEqual({ status: 200, body: "" });
    expect(await site.count("SELECT count(*) FROM grievance")).toBe(before);
    expect(await site.count("SELECT count(*) FROM sms_outbox WHERE recipient_sha256 = sha256(convert_to('+2348034444444', 'UTF8'))")).toBe(
      0,
    );
  });
});

describe("SMS in, beyond a report", () => {
  const toNumber = "recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))";

  it("handles a message once however often the aggregator posts it", async () => {
    const from = "+2348032222201";
    const text = "The enumerator never came to our ward.";
    const answers = await Promise.all([sms(from, text, "ATXid_again"), sms(from, text, "ATXid_again")]);
    answers.push(await sms(from, text, "ATXid_again"));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [from])).toBe(1);
    expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE ${toNumber}`, [from])).toBe(1);
    expect(
      await site.count("SELECT count(*) FROM grievance_event e JOIN grievance g ON g.id = e.grievance WHERE g.phone = $1", [from]),
    ).toBe(0);
  });

  it("answers HELP and a text too short to be a report with what to send, and opens no case", async () => {
    for (const [from, text] of [
      ["+2348032222202", "HELP"],
      ["+2348032222203", "ok"],
      ["+2348032222204", "Thank you"],
    ] as const) {
      expect(await sms(from, text)).toEqual({ status: 200, body: "" });
      expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [from])).toBe(0);
      expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE kind = 'text help' AND ${toNumber}`, [from])).toBe(1);
      expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE ${toNumber}`, [from])).toBe(1);
    }
  });

  it("sends nothing more to a number that sent STOP, until it sends START", async () => {
    const from = "+2348032222205";
    expect((await sms(from, "My name is missing from the list.")).status).toBe(200);
    const [{ reference } = {}] = await rows("SELECT reference FROM grievance WHERE phone = $1", [from]);
    expect((await sms(from, "STOP")).status).toBe(200);
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [from])).toBe(1);
    expect(await site.count(`SELECT count(*) FROM sms_opt_out WHERE ${toNumber}`, [from])).toBe(1);
    // A status asked, and a change of status: kept, given up at once, never sent.
    expect((await sms(from, String(reference))).status).toBe(200);
    await site.db.query("UPDATE grievance SET status = 'in-progress' WHERE reference = $1", [reference]);
    const stopped = await rows(
      `SELECT kind, state, recipient, last_error FROM sms_outbox WHERE ${toNumber} AND kind <> 'grievance receipt' ORDER BY id`,
      [from],
    );
    expect(stopped).toEqual([
      { kind: "grievance status reply", state: "dead", recipient: null, last_error: "not sent: the number sent STOP" },
      { kind: "grievance status", state: "dead", recipient: null, last_error: "not sent: the number sent STOP" },
    ]);
    expect((await sms(from, "start")).status).toBe(200);
    expect(await site.count(`SELECT count(*) FROM sms_opt_out WHERE ${toNumber}`, [from])).toBe(0);
    expect((await sms(from, String(reference))).status).toBe(200);
    expect(
      await site.count(`SELECT count(*) FROM sms_outbox WHERE ${toNumber} AND kind = 'grievance status reply' AND state <> 'dead'`, [from]),
    ).toBe(1);
  });

  it("adds a second text about an open SMS case to it, with no second case or receipt", async () => {
    const from = "+2348032222206";
    expect((await sms(from, "The agent asked me for 5000 naira.")).status).toBe(200);
    expect((await sms(from, "He came again today and said the same.")).status).toBe(200);
    const cases = await rows("SELECT id, reference FROM grievance WHERE phone = $1", [from]);
    expect(cases).toHaveLength(1);
    expect(await rows("SELECT kind, body, written_by FROM grievance_event WHERE grievance = $1", [cases[0]!.id])).toEqual([
      { kind: "note", body: "He came again today and said the same.", written_by: "sms" },
    ]);
    expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE ${toNumber}`, [from])).toBe(1);
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'grievance message' AND subject = $1 AND actor = 'nassco_text'", [
        cases[0]!.reference,
      ]),
    ).toBe(1);
    // Once resolved, a new text is a new case.
    await site.db.query("UPDATE grievance SET status = 'resolved', resolution = 'explained', resolved_at = now() WHERE id = $1", [
      cases[0]!.id,
    ]);
    expect((await sms(from, "Now my payment is late again this month.")).status).toBe(200);
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [from])).toBe(2);
  });
});

describe("the callbacks' guard", () => {
  it("in production with neither setting, answers every method at every callback with a 404", { timeout: scaled(120_000) }, async () => {
    const hidden = await startTestSite();
    try {
      for (const path of ["/channels/ussd", "/channels/sms", "/channels/sms/delivery"]) {
        for (const init of [
          { method: "GET" },
          { method: "OPTIONS" },
          { method: "PUT" },
          { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
          { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "text=" },
        ]) {
          const answer = await fetch(`${hidden.app.baseUrl}${path}`, {
            ...init,
            headers: { ...init.headers, "X-Forwarded-For": "127.0.0.1" },
          });
          expect(answer.status, `${init.method} ${path}`).toBe(404);
          expect(answer.headers.get("allow"), `${init.method} ${path}`).toBeNull();
        }
      }
    } finally {
      await hidden.close();
    }
  });

  it("answers the aggregator's address with the secret, and refuses anyone else with a bare 403", async () => {
    expect((await ussd("+2348031234567", "")).status).toBe(200);
    for (const refused of [
      await ussd("+2348031234567", "", { address: "203.0.113.9" }),
      await ussd("+2348031234567", "", { key: "wrong-secret-of-the-same-kind-0123456789abcdefgh" }),
      await ussd("+2348031234567", "", { key: "" }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.text).toBe("");
    }
    const delivery = await site.postForm(
      "/channels/sms/delivery",
      [
        ["id", "ATXid_1"],
        ["status", "Success"],
      ],
      fromAggregator("203.0.113.9"),
    );
    expect(delivery.status).toBe(403);
    const smsRefused = await site.postForm(
      `/channels/sms?key=${SECRET}`,
      [
        ["from", "+2348031234567"],
        ["text", "hello"],
      ],
      fromAggregator("203.0.113.9"),
    );
    expect(smsRefused.status).toBe(403);
    expect(await site.count("SELECT count(*) FROM grievance WHERE description = 'hello'")).toBe(0);
  });

  it(
    "behind deploy/nginx.conf, a callback refused by nginx's limit leaves no secret in its error log",
    { timeout: scaled(60_000) },
    async () => {
      const [httpsPort, httpPort] = await Promise.all([freePort(), freePort()]);
      const nginx = await startLocalNginx({
        appPorts: [Number(new URL(site.app.baseUrl).port)],
        httpsPort,
        httpPort,
        serverName: "nassco.example",
      });
      let errorLog = "";
      nginx.process.stderr?.on("data", (chunk: Buffer) => (errorLog += chunk.toString()));
      const agent = new Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 20 });
      const call = () =>
        new Promise<number>((resolve, reject) => {
          const req = httpsRequest(
            {
              host: "127.0.0.1",
              port: httpsPort,
              servername: "nassco.example",
              path: `/channels/ussd?key=${SECRET}`,
              headers: { Host: "nassco.example" },
              agent,
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            },
          );
          req.on("error", reject);
          req.end();
        });
      try {
        // More at once than the pages' burst (200) lets through: some are nginx's 429.
        const statuses = await Promise.all(Array.from({ length: 300 }, call));
        expect(statuses).toContain(429);
        // Written by now: nginx logs a rejection before it answers.
        expect(errorLog).not.toContain(SECRET);
      } finally {
        agent.destroy();
        await nginx.stop();
      }
    },
  );

  it("takes only the aggregator's form encoding, refused in plain text", async () => {
    const answer = await fetch(`${site.app.baseUrl}/channels/ussd?key=${SECRET}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...fromAggregator() },
      body: "{}",
    });
    expect(answer.status).toBe(415);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
