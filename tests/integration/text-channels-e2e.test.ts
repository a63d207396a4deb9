import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChannelsSimulator, type ChannelsSimulator, type SentSms, type UssdScreen } from "../../scripts/channels-simulator";
import { ussdTranscript } from "../../scripts/phone-screen";
import { freePort, loginsEnv, startAppProcess, type AppProcess } from "../../server/app-process";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/database/embedded";
import { prepareDatabase } from "../../server/database/open";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { fitsUssdScreen } from "../../app/features/sms/segments";
import { renderSms, type SmsKind, type SmsParams } from "../../app/features/sms-texts/templates";
import { USSD_WORDS } from "../../app/features/ussd/words";
import { format } from "../../app/i18n/format";
import { statusCodeHash } from "../../app/features/cases/status-code.server";
import type { Locale } from "../../app/i18n/locales";
import { word } from "./support/content";
import { PRODUCTION_SETTINGS } from "./support/site";
import { signedInStaff, STAFF_SITE_URL, type StaffBrowser } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The text channels end to end (issue 51), the built site against the simulator's fake Africa's
 * Talking (scripts/channels-simulator.ts): the site sends through it with SMS_TRANSPORT=africastalking,
 * and the simulator calls the site's callbacks as the aggregator would. The database is an embedded
 * server of this file's own, as in faults.test.ts, so that it can be stopped and started under the
 * running site while a message is on its way.
 */
const DIR = ".data/text-channels-postgres";
/** The secret the aggregator's callback addresses carry, and the address it calls from: loopback here. */
const CHANNELS_SECRET = "text-channels-e2e-shared-secret-0123456789";
/** The first retry's delay after a failed send: long enough that the database is stopped before it comes. */
const RETRY_SECONDS = 5;

let dbPort: number;
let database: EmbeddedDatabase;
let db: pg.Pool;
let app: AppProcess;
let sim: ChannelsSimulator;
let officer: { name: string; browser: StaffBrowser };

const startDatabase = () => startEmbeddedPostgres({ dataDir: DIR, port: dbPort, ephemeral: true });

/** An owner's connection pool that survives the database's restarts: an idle connection's error is expected then. */
function ownerPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => undefined);
  return pool;
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0].count);

/** A case as the owner writes one, with a phone and consent to be contacted by it. */
async function insertGrievance(fields: { phone: string; locale: Locale; name?: string }): Promise<string> {
  const { rows } = await db.query<{ reference: string }>(
    `INSERT INTO grievance (category, description, state, contact_name, phone, may_contact, channel, locale)
     VALUES ('payment-not-received', $1, 'Kano', $2, $3, true, 'web', $4) RETURNING reference`,
    [`My payment did not come ${word()}`, fields.name ?? null, fields.phone, fields.locale],
  );
  return rows[0]!.reference;
}

/** The officer resolves the case from its page, as its form posts: no e-mail address, so no letter to preview. */
async function resolve(reference: string): Promise<void> {
  await officer.browser.get(`/staff/grievances/${reference}`);
  const resolved = await officer.browser.post(`/staff/grievances/${reference}`, {
    csrf: officer.browser.csrf!,
    intent: "resolve",
    resolution: "paid",
    closing: `The payment was made on 3 December ${word()}`,
  });
  expect(resolved.status).toBe(303);
  expect(resolved.location).toContain("done=resolved");
}

/** The text the site must send for this message, as its templates write it. */
const expected = <K extends SmsKind>(kind: K, params: SmsParams[K], locale: Locale) => renderSms(kind, params, locale);
const resolvedText = (reference: string, locale: Locale) =>
  expected("grievance resolved", { reference, status: "resolved", resolution: "paid" }, locale);
/** "Was it fixed?", which follows a resolution to a case's number. */
const questionText = (reference: string, locale: Locale) => expected("grievance fix question", { reference }, locale);
/** The rows of a case's resolution text alone (its question follows it). */
const resolutionRows = async (reference: string) => (await outboxRows(reference)).filter((row) => row.kind === "grievance resolved");
/** The resolution texts this number was sent. */
const resolutionsTo = (number: string, reference: string, locale: Locale) =>
  sentTo(number).filter((sms) => sms.message === resolvedText(reference, locale));

/** Every message the aggregator took for this number, in order. */
const sentTo = (number: string): SentSms[] => sim.sent.filter((sms) => sms.to === number);

interface OutboxRow {
  kind: string;
  state: string;
  attempts: number;
  recipient: string | null;
  has_code: boolean;
  provider_message_id: string | null;
  cost_currency: string | null;
  cost_amount: string | null;
  segments: number | null;
  encoding: string | null;
}

const outboxRows = async (reference: string): Promise<OutboxRow[]> =>
  (
    await db.query<OutboxRow>(
      `SELECT o.kind, o.state, o.attempts, o.recipient, o.params ? 'code' AS has_code, o.provider_message_id,
              o.cost_currency, o.cost_amount::text, o.segments, o.encoding
         FROM sms_outbox o JOIN grievance g ON g.id = o.grievance WHERE g.reference = $1 ORDER BY o.id`,
      [reference],
    )
  ).rows;

/** The row of a message the aggregator took, once sent: number and code gone, its id, segments and price kept. */
function sentRow(kind: SmsKind, sms: SentSms, attempts: number): OutboxRow {
  const [currency, amount] = sms.cost.split(" ");
  return {
    kind,
    state: "sent",
    attempts,
    recipient: null,
    has_code: false,
    provider_message_id: sms.messageId,
    cost_currency: currency!,
    cost_amount: Number(amount).toFixed(4),
    segments: 1,
    encoding: sms.encoding,
  };
}

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  dbPort = await freePort();
  database = await startDatabase();
  await prepareDatabase({
    prepare: prepareSiteData,
    databaseUrl: database.url,
    ownerUrl: database.ownerUrl,
    embeddedDir: DIR,
    embeddedPort: dbPort,
    log: () => undefined,
  });
  db = ownerPool(database.ownerUrl);
  const [sitePort, staffPort] = [await freePort(), await freePort()];
  // Delivery reports are posted by each test that wants one, when it wants it.
  sim = await startChannelsSimulator({ siteUrl: `http://127.0.0.1:${sitePort}`, key: CHANNELS_SECRET, deliveryReports: false });
  app = await startAppProcess({
    port: sitePort,
    env: {
      ...loginsEnv(database),
      ...PRODUCTION_SETTINGS,
      STAFF_PORT: String(staffPort),
      STAFF_SITE_URL,
      SMS_TRANSPORT: "africastalking",
      AFRICASTALKING_USERNAME: sim.username,
      AFRICASTALKING_API_KEY: sim.apiKey,
      AFRICASTALKING_SENDER_ID: "NASSCO",
      AFRICASTALKING_SMS_URL: sim.smsApiUrl,
      SMS_RETRY_SECONDS: String(RETRY_SECONDS),
      // The simulator calls from this machine, straight, with the key: as the aggregator would from its own address.
      CHANNELS_ALLOWED_ADDRESSES: "127.0.0.1",
      CHANNELS_SECRET,
    },
  });
  officer = await signedInStaff({ db }, `http://localhost:${staffPort}`, ["grievance_officer"]);
}, scaled(120_000));

afterAll(async () => {
  await app?.stop();
  await sim?.close();
  await db?.end().catch(() => undefined);
  await database?.stop().catch(() => undefined);
  rmSync(DIR, { recursive: true, force: true });
});

describe("an officer resolves a case", () => {
  const phone = "+2348031110001";
  const name = `Hauwa ${word()}`;
  let reference: string;

  it("reported on the web in Hausa with a phone and consent: the receipt SMS arrives, in Hausa, with the reference, code and date", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.51", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "nassco.example" };
    const text = `Ba a biya ni ba tun Yuli ${word()}`;
    const sent = await fetch(`${app.baseUrl}/ha/grievances/new`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({
        description: text,
        category: "payment-not-received",
        state: "Kano",
        name,
        phone: "0803 111 0001",
        mayContact: "on",
      }),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    const cookie = sent.headers.get("Set-Cookie")!.split(";")[0]!;
    const page = await (
      await fetch(new URL(sent.headers.get("Location")!, app.baseUrl), { headers: { ...headers, Cookie: cookie } })
    ).text();
    const code = /<strong>([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/.exec(page)?.[1];
    expect(code).toBeDefined();
    const [stored] = (
      await db.query<{ reference: string; expected_on: string; locale: string; phone: string }>(
        "SELECT reference, expected_on::text, locale, phone FROM grievance WHERE description = $1",
        [text],
      )
    ).rows;
    expect(stored).toMatchObject({ locale: "ha", phone });
    reference = stored!.reference;

    const receipt = await sim.waitForSms((sms) => sms.to === phone, 20_000);
    expect(receipt.message).toBe(expected("grievance receipt", { reference, code: code!, expected_on: stored!.expected_on }, "ha"));
    expect(receipt).toMatchObject({ from: "NASSCO", segments: 1 });
    await until(async () => (await outboxRows(reference)).every((row) => row.state === "sent"), 20_000, "the receipt recorded as sent");
    expect(await outboxRows(reference)).toEqual([sentRow("grievance receipt", receipt, 1)]);
  });

  it("the resolution SMS arrives once, in the case's language, naming the reference and nothing of the person's", async () => {
    await resolve(reference);
    const resolution = await sim.waitForSms((sms) => sms.to === phone && sms.message !== sentTo(phone)[0]?.message, 20_000);
    expect(resolution.message).toBe(resolvedText(reference, "ha"));
    expect(resolution.message).toContain(reference);
    expect(resolution.message).not.toMatch(/803\s*111\s*0001|8031110001/);
    expect(resolution.message).not.toContain(name.split(" ")[0]);
    expect(resolution.segments).toBe(1);
    // "Was it fixed?" follows it, never before it: one number's texts go in the order queued (decision 0110).
    const question = await sim.waitForSms((sms) => sms.to === phone && sms.message === questionText(reference, "ha"), 20_000);
    expect(question.at).toBeGreaterThanOrEqual(resolution.at);
    await until(async () => (await outboxRows(reference)).every((row) => row.state === "sent"), 20_000, "the resolution recorded as sent");
    expect((await outboxRows(reference)).map((row) => row.kind)).toEqual([
      "grievance receipt",
      "grievance resolved",
      "grievance fix question",
    ]);
    expect((await outboxRows(reference))[1]).toEqual(sentRow("grievance resolved", resolution, 1));
    // Once recorded as sent, nothing takes it again: the sender's next rounds find nothing due for it.
    expect(sentTo(phone).map((sms) => sms.message)).toEqual([
      sentTo(phone)[0]!.message,
      resolvedText(reference, "ha"),
      questionText(reference, "ha"),
    ]);

    // The aggregator's delivery report, posted to /channels/sms/delivery as AT does, is kept on the message.
    expect(await sim.deliver(resolution.messageId, "Success")).toMatchObject({ status: 200 });
    const [report] = (
      await db.query(
        "SELECT delivery_status, delivery_failure, delivery_reported_at IS NOT NULL AS reported FROM sms_outbox WHERE provider_message_id = $1",
        [resolution.messageId],
      )
    ).rows;
    expect(report).toEqual({ delivery_status: "Success", delivery_failure: null, reported: true });
  });

  it(
    "while the aggregator holds the message and the database restarts: recorded as sent once, never sent again",
    { timeout: scaled(90_000) },
    async () => {
      const number = "+2348031110002";
      const held = await insertGrievance({ phone: number, locale: "yo", name: "Adébáyọ̀" });
      const hold = sim.holdNext();
      await resolve(held);
      // The aggregator has taken it; the sender waits for its answer.
      const taken = await sim.waitForSms((sms) => sms.to === number, 20_000);
      expect(taken.message).toBe(resolvedText(held, "yo"));
      await database.stop();
      const failedMarks = () => app.log.split("recording a sent message, trying again").length - 1;
      const before = failedMarks();
      hold.release();
      // The answer came while the database was down: recording it failed, and the sender keeps trying to record it.
      await until(() => failedMarks() > before, 20_000, "the sender's failed attempt to record the message");
      database = await startDatabase();
      await until(
        async () => (await outboxRows(held).catch(() => [])).some((row) => row.state === "sent"),
        30_000,
        "the message recorded as sent once the database is back",
      );
      // One attempt: the sender retried the record, not the send; the question went only after it.
      expect(await resolutionRows(held)).toEqual([sentRow("grievance resolved", taken, 1)]);
      expect(resolutionsTo(number, held, "yo")).toEqual([taken]);
      expect(sentTo(number)[0]).toEqual(taken);
    },
  );

  it(
    "failed by the aggregator, then the database restarts before the retry: the SMS arrives exactly once, after it",
    { timeout: scaled(90_000) },
    async () => {
      const number = "+2348031110003";
      const failing = await insertGrievance({ phone: number, locale: "ig" });
      sim.failNext(1, 503);
      await resolve(failing);
      // The resolution is committed and queued; the aggregator refused the first attempt, and the retry is seconds away.
      await until(
        async () => {
          const [row] = await outboxRows(failing);
          return row?.state === "pending" && row.attempts === 1;
        },
        20_000,
        "the first attempt recorded as failed",
      );
      // Taken before the stop, not after the start: the sender may send in the moments between the
      // database's return and this test's next line, and that send is the one the test waits for.
      const stopping = Date.now();
      expect(sentTo(number)).toEqual([]);
      await database.stop();
      database = await startDatabase();
      const arrived = await sim.waitForSms((sms) => sms.to === number, 30_000);
      expect(arrived.at).toBeGreaterThanOrEqual(stopping);
      expect(arrived.message).toBe(resolvedText(failing, "ig"));
      await until(async () => (await outboxRows(failing)).every((row) => row.state === "sent"), 20_000, "the retry and the question sent");
      expect(await resolutionRows(failing)).toEqual([sentRow("grievance resolved", arrived, 2)]);
      expect(resolutionsTo(number, failing, "ig")).toEqual([arrived]);
      // The question waited for the resolution's retry: it never overtook it.
      expect(sentTo(number).map((sms) => sms.message)).toEqual([resolvedText(failing, "ig"), questionText(failing, "ig")]);
      expect(await count("SELECT count(*) FROM sms_outbox WHERE state NOT IN ('sent')")).toBe(0);
    },
  );
});

/** The receipt's text with its code unknown: the template's words around a code in groups, which the match gives back. */
function receiptPattern(reference: string, expectedOn: string, locale: Locale): RegExp {
  const placeholder = "QQQQQQQQQQQQ";
  const text = expected("grievance receipt", { reference, code: placeholder, expected_on: expectedOn }, locale);
  const [before, after] = text.split("QQQQ-QQQQ-QQQQ").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${before}([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})${after}$`);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest();

describe("a USSD session in Hausa", () => {
  const caller = "+2348032220001";
  const hausa = USSD_WORDS.ha;
  const screens: UssdScreen[] = [];
  let reference = "";

  /** The number a screen gives the line that reads `label` ("2 Kai koke" → "2"), if it shows it. */
  const numberOf = (screen: UssdScreen, label: string) =>
    screen.body
      .split("\n")
      .map((line) => /^(\d+) (.+)$/.exec(line))
      .find((match) => match?.[2] === label)?.[1];

  it("files a grievance from the caller's number: the END screen shows the reference, and the Hausa receipt SMS arrives", async () => {
    const call = sim.session(caller);
    const step = async (input?: string) => {
      const shown = await call.reply(input);
      screens.push(shown);
      return shown;
    };
    // Each choice read off the screen, as a person reads it: the language, the item, the category, then the state, paging on until Kano shows.
    let shown = await step();
    shown = await step(numberOf(shown, "Hausa"));
    shown = await step(numberOf(shown, hausa.items[1]));
    shown = await step(numberOf(shown, hausa.categories["payment-not-received"]));
    while (!numberOf(shown, "Kano")) {
      expect(numberOf(shown, hausa.stateList.more), "the states page on with 99").toBe("99");
      shown = await step("99");
    }
    shown = await step(numberOf(shown, "Kano"));
    // Then Kano's LGAs, paging on until Dala shows.
    while (!numberOf(shown, "Dala")) {
      expect(numberOf(shown, hausa.lgaList.more), "the LGAs page on with 99").toBe("99");
      shown = await step("99");
    }
    shown = await step(numberOf(shown, "Dala"));
    expect(shown.body).toContain("Dala, Kano");
    shown = await step(numberOf(shown, hausa.send));
    expect(shown.end).toBe(true);
    reference = /GRV-\d{4}-\d{6,}/.exec(shown.body)?.[0] ?? "";
    expect(shown.body).toBe(format(hausa.filed, { reference }));

    const [stored] = (
      await db.query<{
        channel: string;
        phone: string;
        locale: string;
        state: string;
        lga: string;
        expected_on: string;
        code_hash: Buffer;
      }>(
        "SELECT channel, phone, locale, state, lga, expected_on::text, status_code_sha256 AS code_hash FROM grievance WHERE reference = $1",
        [reference],
      )
    ).rows;
    expect(stored).toMatchObject({ channel: "ussd", phone: caller, locale: "ha", state: "Kano", lga: "Dala" });

    const receipt = await sim.waitForSms((sms) => sms.to === caller, 20_000);
    const code = receiptPattern(reference, stored!.expected_on, "ha").exec(receipt.message)?.[1];
    expect(code, receipt.message).toBeDefined();
    // The code is the case's own: the one whose hash the case keeps.
    expect(statusCodeHash(code!)).toEqual(stored!.code_hash);
    expect(receipt.segments).toBe(1);
    await until(async () => (await outboxRows(reference)).every((row) => row.state === "sent"), 20_000, "the receipt recorded as sent");
    expect(await outboxRows(reference)).toEqual([sentRow("grievance receipt", receipt, 1)]);
  });

  it("showed only screens that fit a phone's: each begins CON or END and fits 182 GSM-7 or 79 UCS-2 characters", () => {
    expect(screens.length).toBeGreaterThanOrEqual(6);
    for (const shown of screens) {
      expect(shown.reply, shown.text).toMatch(/^(CON|END) /);
      expect(fitsUssdScreen(shown.reply), shown.reply).toBe(true);
    }
    expect(screens.map((shown) => shown.end)).toEqual([...screens.slice(1).map(() => false), true]);
  });

  it("an SMS with the reference gets the status back; from another number, the reply goes to the case's number only", async () => {
    const statusReply = expected("grievance status reply", { reference, status: "received", resolution: null }, "ha");
    const replies = () => sentTo(caller).filter((sms) => sms.message === statusReply);
    expect(await sim.sendSms(caller, reference)).toMatchObject({ status: 200 });
    await sim.waitForSms((sms) => sms.to === caller && sms.message === statusReply, 20_000);
    expect(replies()).toHaveLength(1);

    const stranger = "+2348032220002";
    expect(await sim.sendSms(stranger, reference.toLowerCase())).toMatchObject({ status: 200 });
    await until(() => replies().length === 2, 20_000, "the second status reply, to the case's number");
    await until(async () => (await count("SELECT count(*) FROM sms_outbox WHERE state IN ('pending', 'sending')")) === 0);
    expect(sentTo(stranger)).toEqual([]);
    expect(await count("SELECT count(*) FROM sms_outbox WHERE recipient_sha256 = $1", [sha256(stranger)])).toBe(0);
  });

  it("any other text opens a grievance with channel sms, and the reply carries its reference", async () => {
    const sender = "+2348032220003";
    const words = `Ban samu kudi na ba tun watan Yuni ${word()}`;
    expect(await sim.sendSms(sender, words)).toMatchObject({ status: 200 });
    const [stored] = (
      await db.query<{ reference: string; channel: string; phone: string; state: string | null; locale: string; expected_on: string }>(
        "SELECT reference, channel, phone, state, locale, expected_on::text FROM grievance WHERE description = $1",
        [words],
      )
    ).rows;
    expect(stored).toMatchObject({ channel: "sms", phone: sender, state: null });
    const reply = await sim.waitForSms((sms) => sms.to === sender, 20_000);
    expect(reply.message).toContain(stored!.reference);
    expect(reply.message).toMatch(receiptPattern(stored!.reference, stored!.expected_on, stored!.locale as Locale));
    expect(sentTo(sender)).toHaveLength(1);
  });
});

describe("the transcripts in docs/sms-ussd.md", () => {
  /** Each session the doc shows: its replies (`--script`) and what `npm run ussd` printed. */
  const doc = readFileSync("docs/sms-ussd.md", "utf8");
  const sessions = [...doc.matchAll(/npm run ussd -- --script '([0-9*]*)'\n```\n\n```text\n([\s\S]*?)\n```/g)].map((match) => ({
    script: match[1]!,
    printed: match[2]!,
  }));
  /** A reference is the case's own, a new one each time the session is replayed. */
  const sameCase = (text: string) => text.replace(/GRV-\d{4}-\d{6,}/g, "GRV-YYYY-NNNNNN");

  it("are sessions in each of the five languages, and each shows the screens the site shows now", async () => {
    expect(new Set(sessions.map((session) => session.script.split("*")[0]))).toEqual(new Set(["1", "2", "3", "4", "5"]));
    for (const [index, session] of sessions.entries()) {
      const screens = await sim.dial(`+23480344400${index + 1}0`, session.script.split("*"));
      const shown = sameCase(ussdTranscript(screens).replace(/^\n+|\n+$/g, ""));
      // The doc goes on with the SMS that followed, whose code and date are its own run's.
      expect(sameCase(session.printed).slice(0, shown.length), session.script).toBe(shown);
    }
  });
});
