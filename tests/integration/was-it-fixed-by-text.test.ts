import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USSD_WORDS } from "../../app/features/ussd/words";
import { startChannelsSimulator, type ChannelsSimulator } from "../../scripts/channels-simulator";
import { channelsSettings, smsIn, ussdSession } from "./support/channels";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * "Was it fixed?" by text (issue 70, decision 0110), as the aggregator and an
 * officer reach it: a case resolved is asked once by SMS; a "2" reopens it
 * with the national office and sends its new date, a "1" is thanked; the
 * case's own number answers it on USSD's "check a report"; a number with no
 * question open gets the help text, as any short text does.
 */
let site: TestSite;
let aggregator: ChannelsSimulator;
let officer: { name: string; browser: StaffBrowser };
const SECRET = "channels-secret-for-the-was-it-fixed-tests-0123456789";

const sms = (from: string, text: string) => smsIn(site, SECRET, from, text);
const rows = async (sql: string, params: unknown[] = []) => (await site.db.query(sql, params)).rows as Record<string, unknown>[];
const toNumber = "recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))";

/** The messages queued for a case, oldest first, each to the case's own number. */
const queued = async (id: unknown, phone: string) =>
  (await rows(`SELECT kind FROM sms_outbox WHERE grievance = $2 AND ${toNumber} ORDER BY id`, [phone, id])).map((row) => row.kind);

/** Resolved by the officer's own function, as the case page's Resolve calls it, with no letter. */
async function resolve(reference: unknown) {
  await site.db.query(
    "SELECT staff_grievance_resolve($1, $2, 'explained', 'We checked the list: no error.', NULL, NULL, NULL, NULL, NULL)",
    [officer.browser.tokenHash(), reference],
  );
}

const caseOf = async (reference: unknown) =>
  (
    await rows(
      `SELECT id, status, resolved_at, level, reopened_at, reopen_expected_on::text AS reopen_expected_on, fix_answer, fix_answered_by
       FROM grievance WHERE reference = $1`,
      [reference],
    )
  )[0]!;

const walk = (phoneNumber: string, answers: string[]) => ussdSession(site, SECRET, phoneNumber, answers);

beforeAll(async () => {
  aggregator = await startChannelsSimulator({ siteUrl: "http://127.0.0.1:1", deliveryReports: false });
  let staffBase: string;
  // Each number here is sent more than the day's five messages a number may have.
  ({ site, staffBase } = await startStaffTestSite({ ...channelsSettings(aggregator, SECRET), SMS_DAILY_CAP_PER_NUMBER: "20" }));
  officer = await signedInStaff(site, staffBase, ["grievance_officer"]);
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await aggregator?.close();
});

describe("Was it fixed? by SMS", () => {
  const phone = "+2348033300001";
  let reference: unknown;

  it("is asked once, after the resolution, of a case sent by SMS", async () => {
    expect((await sms(phone, "The payment for March never came to our household.")).status).toBe(200);
    reference = (await rows("SELECT reference FROM grievance WHERE phone = $1", [phone]))[0]!.reference;
    await resolve(reference);
    const { id } = await caseOf(reference);
    expect(await queued(id, phone)).toEqual(["grievance receipt", "grievance resolved", "grievance fix question"]);
    // Written by the site's sender in the case's language: one SMS, its reply digits in it.
    const question = await aggregator.waitForSms((message) => message.to === phone && message.message.includes("fixed?"), scaled(20_000));
    expect(question.message).toBe(`NASSCO: was report ${String(reference)} fixed? Reply 1 Yes, 2 No.`);
    expect(question.segments).toBe(1);
  });

  it("reopens the case with the national office on a 2, and sends its new date", async () => {
    expect((await sms(phone, " 2. ")).status).toBe(200);
    const reopened = await caseOf(reference);
    expect(reopened).toMatchObject({
      status: "in-progress",
      resolved_at: null,
      level: "national",
      fix_answer: "no",
      fix_answered_by: "sms",
    });
    expect(reopened.reopened_at).not.toBeNull();
    expect(reopened.reopen_expected_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      await rows("SELECT kind, body, written_by FROM grievance_event WHERE grievance = $1 AND kind IN ('answer', 'reopened') ORDER BY id", [
        reopened.id,
      ]),
    ).toEqual([
      { kind: "answer", body: "no", written_by: "sms" },
      { kind: "reopened", body: null, written_by: "sms" },
    ]);
    expect(await queued(reopened.id, phone)).toEqual([
      "grievance receipt",
      "grievance resolved",
      "grievance fix question",
      "grievance reopened",
    ]);
    expect(
      await rows("SELECT params ->> 'expected_on' AS expected_on FROM sms_outbox WHERE grievance = $1 AND kind = 'grievance reopened'", [
        reopened.id,
      ]),
    ).toEqual([{ expected_on: reopened.reopen_expected_on }]);
    const [year, month, day] = String(reopened.reopen_expected_on).split("-");
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const text = await aggregator.waitForSms((message) => message.to === phone && message.message.includes("reopened"), scaled(20_000));
    expect(text.message).toContain(`We aim to resolve it by ${Number(day)} ${months[Number(month) - 1]} ${year}.`);
    // An answer is no report: no help text, and no second case.
    expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE kind = 'text help' AND ${toNumber}`, [phone])).toBe(0);
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", [phone])).toBe(1);
  });

  it("is asked again when the officer resolves it again, and a 1 is thanked and keeps it resolved", async () => {
    await resolve(reference);
    const { id } = await caseOf(reference);
    expect((await queued(id, phone)).filter((kind) => kind === "grievance fix question")).toHaveLength(2);
    expect((await caseOf(reference)).fix_answer).toBeNull();

    expect((await sms(phone, "1 Yes")).status).toBe(200);
    const fixed = await caseOf(reference);
    expect(fixed).toMatchObject({ status: "resolved", level: "national", fix_answer: "yes", fix_answered_by: "sms" });
    expect(fixed.resolved_at).not.toBeNull();
    expect((await queued(id, phone)).at(-1)).toBe("grievance fix thanks");
    expect(await site.count("SELECT count(*) FROM grievance_event WHERE grievance = $1 AND kind = 'reopened'", [id])).toBe(1);
  });

  it("answers a 1 with no question open with the help text, and changes nothing", async () => {
    const { id } = await caseOf(reference);
    const events = () => site.count("SELECT count(*) FROM grievance_event WHERE grievance = $1", [id]);
    const before = { events: await events(), messages: (await queued(id, phone)).length };
    for (const from of ["+2348033300002", phone]) {
      expect((await sms(from, "1")).status).toBe(200);
      expect(await site.count(`SELECT count(*) FROM sms_outbox WHERE kind = 'text help' AND ${toNumber}`, [from])).toBe(1);
    }
    expect(await site.count("SELECT count(*) FROM grievance WHERE phone = $1", ["+2348033300002"])).toBe(0);
    expect(await caseOf(reference)).toMatchObject({ status: "resolved", fix_answer: "yes" });
    expect({ events: await events(), messages: (await queued(id, phone)).length }).toEqual(before);
  });
});

describe("Was it fixed? on USSD", () => {
  const phone = "+2348033300003";
  const closed = `END ${USSD_WORDS.en.fix.closed.replace("{tollFree}", "969")}`;

  it("is asked on the case's own status screen, and a 2 reopens the case", async () => {
    // English, report a problem, the first category, the first state, its first LGA, send.
    const filed = await walk(phone, ["1", "2", "1", "1", "1", "1"]);
    const reference = /GRV-\d{4}-\d{6,}/.exec(filed)?.[0] ?? "";
    await resolve(reference);
    const digits = reference.replace(/\D/g, "");

    const asked = await walk(phone, ["1", "1", digits]);
    expect(asked).toMatch(new RegExp(`^CON .*${reference}.*\\nWas it fixed\\?\\n1 Yes\\n2 No$`, "s"));
    // Another number is told the status went by SMS; an answer from it, were it sent, finds no question of its own.
    expect(await walk("+2348033300004", ["1", "1", digits])).toBe(`END ${USSD_WORDS.en.sentBySms}`);
    expect(await walk("+2348033300004", ["1", "1", digits, "1"])).toBe(closed);
    expect((await caseOf(reference)).fix_answer).toBeNull();

    expect(await walk(phone, ["1", "1", digits, "2"])).toBe(`END ${USSD_WORDS.en.fix.no}`);
    const reopened = await caseOf(reference);
    expect(reopened).toMatchObject({
      status: "in-progress",
      resolved_at: null,
      level: "national",
      fix_answer: "no",
      fix_answered_by: "ussd",
    });
    // The status the other number asked for went to the case's number.
    expect(await queued(reopened.id, phone)).toEqual([
      "grievance receipt",
      "grievance resolved",
      "grievance fix question",
      "grievance status reply",
      "grievance reopened",
    ]);
    // Answered: the status alone now, and the question closed to a second answer.
    expect(await walk(phone, ["1", "1", digits])).toMatch(/^END /);
    expect(await walk(phone, ["1", "1", digits, "1"])).toBe(closed);
    expect((await caseOf(reference)).fix_answer).toBe("no");
  });
});
