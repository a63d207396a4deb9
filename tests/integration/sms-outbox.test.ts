import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GrievanceInput } from "../../app/features/grievances/schema.server";
import { saveWebGrievance } from "../../app/features/grievances/model.server";
import { statusCodeHash } from "../../app/features/cases/status-code.server";
import { recordDeliveryReport as record } from "../../app/features/sms/delivery-report.server";
import { grievanceReceiptSmsQueued, queueGrievanceSmsReceipt } from "../../app/features/grievances/sms-receipt.server";
import { startSmsSender, type SmsSender } from "../../app/features/sms/sender.server";
import { renderQueuedSms, renderSms } from "../../app/features/sms-texts/templates";
import { createFilesTransport } from "../../app/features/sms/transport.server";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { connectDatabase, createPrismaClient, disconnectDatabase } from "../../app/utils/db.server";
import { migrateAndPrepare } from "../../server/database/open";
import { withClient } from "../../server/database/pg";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The SMS outbox on PostgreSQL (decision 0071): what each login may do with
 * it, what queues a message, the daily cap, retries, what is cleared once a
 * message is sent or given up, delivery reports, erasure and retention; and
 * the sender, on the mail sender's login, writing messages to a folder.
 */
let db: ScratchDatabase;

const asOwner = <T>(sql: string, params: unknown[] = []) =>
  withClient(db.url, async (client) => (await client.query(sql, params)).rows as T[]);
const outcomeAs = (url: () => string, sql: string) =>
  withClient(url(), (client) => client.query(sql)).then(
    () => "ok",
    (error: { code?: string }) => error.code ?? "error",
  );
const asMail = <T>(sql: string, params: unknown[] = []) =>
  withClient(db.mailUrl, async (client) => (await client.query(sql, params)).rows as T[]);

interface Row {
  id: string;
  kind: string;
  state: string;
  recipient: string | null;
  recipient_sha256: Buffer | null;
  params: Record<string, unknown>;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  segments: number | null;
  encoding: string | null;
  delivery_status: string | null;
  delivery_failure: string | null;
}
const rows = (where = "true", params: unknown[] = []) => asOwner<Row>(`SELECT * FROM sms_outbox WHERE ${where} ORDER BY id`, params);

let phoneSequence = 0;
/** A number of its own for each test, so the daily cap of one never reaches another. */
const newPhone = () => `+23480300${String((phoneSequence += 1)).padStart(5, "0")}`;

/** A case as an officer would have it: with a phone and consent unless told otherwise. */
async function grievance({
  phone = newPhone(),
  mayContact = true,
  locale = "en",
}: { phone?: string; mayContact?: boolean; locale?: string } = {}) {
  const [row] = await asOwner<{ id: number; reference: string }>(
    `INSERT INTO grievance (category, description, state, channel, phone, may_contact, locale)
     VALUES ('payment-not-received', 'No payment since March.', 'Kano', 'web', $1, $2, $3) RETURNING id, reference`,
    [phone, mayContact, locale],
  );
  return { ...row!, phone };
}

/** A message queued by what the database decides (sms_queue is no login's to call). */
async function queue(phone: string, kind = "office number", params: object = { state: "Kano", phone: "+2348031234567" }) {
  const [row] = await asOwner<{ id: string }>("SELECT sms_queue($1, $2, 'en', $3, NULL, NULL) AS id", [
    kind,
    phone,
    JSON.stringify(params),
  ]);
  return row!.id;
}

const claim = (limit = 10, cap = 5) =>
  asMail<{ id: string; kind: string; recipient: string; params: Record<string, unknown>; attempts: number }>(
    "SELECT * FROM sms_claim($1, $2)",
    [limit, cap],
  );

beforeAll(async () => {
  db = await createScratchDatabase({ prepared: true });
  await migrateAndPrepare(db.url, prepareSiteData, () => undefined);
  // The public site's pool, as the delivery report's callback uses it.
  connectDatabase(db.appUrl);
}, scaled(60_000));

afterAll(async () => {
  await disconnectDatabase();
  await db?.drop();
});

describe("the logins and the SMS outbox", () => {
  it("keeps the numbers from the public site: it can neither read the outbox nor take or mark messages", async () => {
    await queue(newPhone());
    const app = () => db.appUrl;
    expect(await outcomeAs(app, "SELECT recipient FROM sms_outbox")).toBe("42501");
    expect(await outcomeAs(app, "SELECT * FROM sms_claim(10, 5)")).toBe("42501");
    expect(await outcomeAs(app, "SELECT sms_mark_sent(1, 1, 'x', 1, 'GSM-7', NULL, NULL)")).toBe("42501");
    expect(await outcomeAs(app, "SELECT sms_mark_failed(1, 1, 'x', NULL)")).toBe("42501");
    expect(await outcomeAs(app, "SELECT sms_queue('office number', '+2348031234567', 'en', '{}', NULL, NULL)")).toBe("42501");
    // Delivery reports are the callbacks' to record, as their own login (decision 0089).
    expect(await outcomeAs(app, "SELECT sms_delivery_report('x', 'Success', NULL)")).toBe("42501");
    // The sender's login takes due messages through sms_claim() and reads nothing else of the table.
    const mail = () => db.mailUrl;
    expect(await outcomeAs(mail, "SELECT recipient FROM sms_outbox")).toBe("42501");
    expect(await outcomeAs(mail, "SELECT sms_delivery_report('x', 'Success', NULL)")).toBe("42501");
    expect((await claim()).length).toBeGreaterThan(0);
  });
});

describe("what queues a message", () => {
  it("a status change of a case with a phone and consent queues exactly one, and none without consent", async () => {
    const withConsent = await grievance({ locale: "ha" });
    const withoutConsent = await grievance({ mayContact: false });
    await asOwner("UPDATE grievance SET status = 'in-progress' WHERE id = ANY($1)", [[withConsent.id, withoutConsent.id]]);
    // An update that leaves the status as it was sends nothing.
    await asOwner("UPDATE grievance SET status = 'in-progress', updated_at = now() WHERE id = $1", [withConsent.id]);
    expect(await rows("grievance = ANY($1)", [[withConsent.id, withoutConsent.id]])).toEqual([
      expect.objectContaining({
        kind: "grievance status",
        state: "pending",
        recipient: withConsent.phone,
        params: { reference: withConsent.reference, status: "in-progress", resolution: null },
      }),
    ]);
  });

  it("the web form's receipt, once, for the report just made with a phone and consent", async () => {
    const app = createPrismaClient(db.appUrl);
    try {
      const report = {
        category: "wrong-amount",
        description: "The amount was short.",
        state: "Lagos",
        phone: newPhone(),
        mayContact: true,
      } as GrievanceInput;
      const saved = await app.$transaction(async (tx) => {
        const stored = await saveWebGrievance(tx, report, "yo");
        expect(await queueGrievanceSmsReceipt(tx, stored)).toBe(true);
        // Once: a second call queues nothing.
        expect(await queueGrievanceSmsReceipt(tx, stored)).toBe(false);
        return stored;
      });
      const [message] = await rows("kind = 'grievance receipt' AND recipient = $1", [report.phone]);
      expect(message!.params).toEqual({
        reference: saved.reference,
        code: saved.statusCode.replace(/-/g, ""),
        expected_on: saved.expectedOn,
      });
      expect(await grievanceReceiptSmsQueued(saved)).toBe(true);
      expect(await grievanceReceiptSmsQueued({ reference: saved.reference, token: "00000000-0000-4000-8000-000000000000" })).toBe(false);
    } finally {
      await app.$disconnect();
    }
  });
});

describe("the daily cap per number", () => {
  it("sends a number at most its day's messages it asked for and caps the rest, their number cleared", async () => {
    const phone = newPhone();
    const other = newPhone();
    await asOwner("UPDATE sms_outbox SET state = 'dead', recipient = NULL WHERE state IN ('pending', 'sending')");
    const first = await queue(phone);
    const second = await queue(phone);
    const third = await queue(phone, "grievance status reply", { reference: "GRV-2026-000001", status: "received", resolution: null });
    const elsewhere = await queue(other);
    // One number's messages go one at a time, in the order queued (decision 0110): the second waits for the first.
    const claimed = await claim(10, 2);
    expect(claimed.map((row) => row.id).sort()).toEqual([first, elsewhere].sort());
    expect(await rows("id = $1", [third])).toEqual([expect.objectContaining({ state: "capped", recipient: null })]);
    await asMail("SELECT sms_mark_sent($1, 1, $2, 1, 'GSM-7', NULL, NULL)", [first, `AT-${first}`]);
    expect((await claim(10, 2)).map((row) => row.id)).toEqual([second]);
    // Sent: the day's two are spent, and the next is capped too, until 24 hours have passed.
    await asMail("SELECT sms_mark_sent($1, 1, $2, 1, 'GSM-7', NULL, NULL)", [second, `AT-${second}`]);
    const fourth = await queue(phone);
    expect(await claim(10, 2)).toEqual([]);
    expect((await rows("id = $1", [fourth]))[0]!.state).toBe("capped");
    // A case's own messages are bounded by its events, never capped: they go, in order, and count.
    const receipt = await queue(phone, "grievance receipt", {
      reference: "GRV-2026-000001",
      code: "7KQ2M9XD4HTP",
      expected_on: "2026-12-28",
    });
    const status = await queue(phone, "grievance status", { reference: "GRV-2026-000001", status: "in-progress", resolution: null });
    for (const id of [receipt, status]) {
      expect((await claim(10, 2)).map((row) => row.id)).toEqual([id]);
      await asMail("SELECT sms_mark_sent($1, 1, $2, 1, 'GSM-7', NULL, NULL)", [id, `AT-${id}`]);
    }
    await asOwner("UPDATE sms_outbox SET sent_at = now() - interval '25 hours' WHERE id = ANY($1)", [[first, second, receipt, status]]);
    const fifth = await queue(phone);
    expect((await claim(10, 2)).map((row) => row.id)).toEqual([fifth]);
  });
});

describe("retries and what is cleared", () => {
  it("tries a failed message again when due, then gives it up, its number cleared, a receipt's code kept for staff", async () => {
    await asOwner("UPDATE sms_outbox SET state = 'dead', recipient = NULL WHERE state IN ('pending', 'sending')");
    const id = await queue(newPhone(), "grievance receipt", {
      reference: "GRV-2026-000002",
      code: "7KQ2M9XD4HTP",
      expected_on: "2026-12-28",
    });
    expect((await claim()).map((row) => row.id)).toEqual([id]);
    // Claimed: nobody else takes it meanwhile.
    expect(await claim()).toEqual([]);
    await asMail("SELECT sms_mark_failed($1, 1, 'Africa''s Talking could not be reached: no answer in time', 60)", [id]);
    expect(await rows("id = $1", [id])).toEqual([expect.objectContaining({ state: "pending", attempts: 1 })]);
    expect((await rows("id = $1", [id]))[0]!.recipient).not.toBeNull();
    expect(await claim()).toEqual([]);
    await asOwner("UPDATE sms_outbox SET next_attempt_at = now() WHERE id = $1", [id]);
    expect(await claim()).toEqual([expect.objectContaining({ id, attempts: 2 })]);
    // A late mark from the first attempt's lapsed claim changes nothing.
    await asMail("SELECT sms_mark_sent($1, 1, 'AT-late', 1, 'GSM-7', NULL, NULL)", [id]);
    expect((await rows("id = $1", [id]))[0]!.state).toBe("sending");
    await asMail("SELECT sms_mark_failed($1, 2, 'Africa''s Talking did not send it: 403 InvalidPhoneNumber', NULL)", [id]);
    expect(await rows("id = $1", [id])).toEqual([
      expect.objectContaining({
        state: "dead",
        recipient: null,
        params: { reference: "GRV-2026-000002", code: "7KQ2M9XD4HTP", expected_on: "2026-12-28" },
        last_error: "Africa's Talking did not send it: 403 InvalidPhoneNumber",
      }),
    ]);
  });

  it("marks as sent or failed only a message that is claimed", async () => {
    const id = await queue(newPhone());
    await asMail("SELECT sms_mark_sent($1, 0, 'AT-unclaimed', 1, 'GSM-7', NULL, NULL)", [id]);
    await asMail("SELECT sms_mark_failed($1, 0, 'no', NULL)", [id]);
    expect((await rows("id = $1", [id]))[0]!.state).toBe("pending");
  });

  it("stops what is waiting for a case whose personal details are erased", async () => {
    const waiting = await grievance();
    await asOwner("UPDATE grievance SET status = 'waiting' WHERE id = $1", [waiting.id]);
    await asOwner("SELECT erase_grievance_details($1, 'Erased.')", [waiting.id]);
    expect(await rows("grievance = $1", [waiting.id])).toEqual([expect.objectContaining({ state: "dead", recipient: null })]);
  });
});

describe("the sender, writing to a folder", () => {
  let dir: string;
  let sender: SmsSender | undefined;
  const mail = () => createPrismaClient(db.mailUrl);
  let outbox: ReturnType<typeof mail>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sms-outbox-"));
    outbox = mail();
  });
  afterAll(async () => {
    await sender?.stop();
    await outbox.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends a resolved case's message once, in its language, and keeps what it cost, not the number or code", async () => {
    await asOwner("UPDATE sms_outbox SET state = 'dead', recipient = NULL WHERE state IN ('pending', 'sending')");
    const resolved = await grievance({ locale: "ig" });
    await asOwner("UPDATE grievance SET status = 'resolved', resolution = 'paid', resolved_at = now() WHERE id = $1", [resolved.id]);
    const receipt = await queue(resolved.phone, "grievance receipt", {
      reference: resolved.reference,
      code: "7KQ2M9XD4HTP",
      expected_on: "2026-12-28",
    });
    sender = startSmsSender({ outbox, transport: createFilesTransport(dir), retrySeconds: 30, dailyCap: 5, write: renderQueuedSms });
    await until(
      async () => (await rows("state = 'sent' AND (grievance = $1 OR id = $2)", [resolved.id, receipt])).length === 2,
      20_000,
      "both sent",
    );
    const files = readdirSync(dir).map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Record<string, unknown>);
    expect(files).toHaveLength(2);
    const resolvedFile = files.find((file) => file.kind === "grievance resolved")!;
    expect(resolvedFile).toMatchObject({ to: resolved.phone, encoding: "UCS-2", segments: 1 });
    // The case's language (Igbo), its reference and its resolution, as the template writes them.
    expect(resolvedFile.text).toBe(
      renderSms("grievance resolved", { reference: resolved.reference, status: "resolved", resolution: "paid" }, "ig"),
    );
    expect(resolvedFile.text).toContain(resolved.reference);
    expect(files.find((file) => file.kind === "grievance receipt")!.text).toContain("7KQ2-M9XD-4HTP");
    const sent = await rows("grievance = $1 OR id = $2", [resolved.id, receipt]);
    for (const row of sent) {
      expect(row).toMatchObject({ state: "sent", recipient: null, segments: 1 });
      expect(row.params).not.toHaveProperty("code");
      expect(row.provider_message_id).toMatch(/^files-/);
    }
  });

  it("records the aggregator's delivery report on the message it names, and nothing for an id it did not send", async () => {
    // As the callback's route records it: on the callbacks' own login.
    const text = createPrismaClient(db.textUrl);
    const recordDeliveryReport = (report: Parameters<typeof record>[0]) => record(report, text);
    try {
      const [sent] = await rows("state = 'sent' AND provider_message_id LIKE 'files-%'");
      expect(
        await recordDeliveryReport({ providerMessageId: sent!.provider_message_id!, status: "Failed", failureReason: "AbsentSubscriber" }),
      ).toBe(true);
      expect(await rows("id = $1", [sent!.id])).toEqual([
        expect.objectContaining({ delivery_status: "Failed", delivery_failure: "AbsentSubscriber" }),
      ]);
      expect(await recordDeliveryReport({ providerMessageId: "ATXid_unknown", status: "Success" })).toBe(false);
      // Reports may come out of order: an interim one never replaces a final one.
      expect(await recordDeliveryReport({ providerMessageId: sent!.provider_message_id!, status: "Buffered" })).toBe(true);
      expect((await rows("id = $1", [sent!.id]))[0]!.delivery_status).toBe("Failed");
      // Bounded: a report cannot fill the table with what it likes.
      expect(
        await recordDeliveryReport({
          providerMessageId: sent!.provider_message_id!,
          status: "S".repeat(500),
          failureReason: "F".repeat(5000),
        }),
      ).toBe(true);
      const [bounded] = await rows("id = $1", [sent!.id]);
      expect([bounded!.delivery_status!.length, bounded!.delivery_failure!.length]).toEqual([40, 200]);
    } finally {
      await text.$disconnect();
    }
  });
});

describe("retention", () => {
  it("forgets the cap's hash after two days, gives up what is unsent after a week, deletes records after the sent-mail period", async () => {
    const recent = await queue(newPhone());
    const stale = await queue(newPhone(), "grievance receipt", {
      reference: "GRV-2026-000003",
      code: "7KQ2M9XD4HTP",
      expected_on: "2026-12-28",
    });
    const sentThreeDaysAgo = await queue(newPhone());
    const ancient = await queue(newPhone());
    // A receipt given up keeps its code for staff to send it again, for a week from when it was queued.
    const receipt = { reference: "GRV-2026-000004", code: "7KQ2M9XD4HTP", expected_on: "2026-12-28" };
    const deadThisWeek = await queue(newPhone(), "grievance receipt", receipt);
    const deadLastWeek = await queue(newPhone(), "grievance receipt", receipt);
    await asOwner("UPDATE sms_outbox SET state = 'dead', recipient = NULL, created_at = now() - interval '6 days' WHERE id = $1", [
      deadThisWeek,
    ]);
    await asOwner("UPDATE sms_outbox SET state = 'dead', recipient = NULL, created_at = now() - interval '8 days' WHERE id = $1", [
      deadLastWeek,
    ]);
    await asOwner("UPDATE sms_outbox SET created_at = now() - interval '8 days' WHERE id = $1", [stale]);
    await asOwner(
      "UPDATE sms_outbox SET state = 'sent', recipient = NULL, sent_at = now() - interval '3 days', created_at = now() - interval '3 days' WHERE id = $1",
      [sentThreeDaysAgo],
    );
    await asOwner(
      "UPDATE sms_outbox SET state = 'sent', recipient = NULL, sent_at = now() - interval '3 years', created_at = now() - interval '3 years' WHERE id = $1",
      [ancient],
    );
    await asOwner("DELETE FROM maintenance_run WHERE job = 'retention'");
    await asOwner("SELECT * FROM run_daily_retention()");
    const after = await rows("id = ANY($1)", [[recent, stale, sentThreeDaysAgo, ancient]]);
    expect(after.map((row) => row.id)).toEqual([recent, stale, sentThreeDaysAgo]);
    expect(after[0]).toMatchObject({ state: "pending" });
    expect(after[0]!.recipient_sha256).not.toBeNull();
    expect(after[1]).toMatchObject({ state: "dead", recipient: null, params: { reference: "GRV-2026-000003", expected_on: "2026-12-28" } });
    expect(after[2]).toMatchObject({ state: "sent", recipient_sha256: null });
    expect((await rows("id = $1", [deadThisWeek]))[0]!.params).toEqual(receipt);
    expect((await rows("id = $1", [deadLastWeek]))[0]!.params).toEqual({ reference: "GRV-2026-000004", expected_on: "2026-12-28" });
  });
});

describe("messages a caller asks for", () => {
  const statusByText = (reference: string, phone: string) =>
    withClient(db.textUrl, async (client) => {
      const { rows } = await client.query<{ answer: string }>("SELECT answer FROM grievance_status_by_text($1, $2, NULL, false)", [
        reference,
        phone,
      ]);
      return rows[0]!.answer;
    });

  it("a stranger with a reference makes the office text the case's owner at most once a day; each is told it was sent", async () => {
    const owned = await grievance();
    for (const stranger of [newPhone(), newPhone(), newPhone()]) expect(await statusByText(owned.reference, stranger)).toBe("sent");
    const replies = await rows("grievance = $1 AND kind = 'grievance status reply'", [owned.id]);
    expect(replies).toEqual([expect.objectContaining({ recipient: owned.phone })]);
    // A day later, once more.
    await asOwner("UPDATE sms_outbox SET created_at = now() - interval '25 hours' WHERE id = $1", [replies[0]!.id]);
    await statusByText(owned.reference, newPhone());
    expect(await rows("grievance = $1 AND kind = 'grievance status reply'", [owned.id])).toHaveLength(2);
    // The owner asking is not a stranger and is not held back.
    await withClient(db.textUrl, (client) =>
      client.query("SELECT * FROM grievance_status_by_text($1, $2, NULL, true)", [owned.reference, owned.phone]),
    );
    expect(await rows("grievance = $1 AND kind = 'grievance status reply'", [owned.id])).toHaveLength(3);
  });

  it("a case the office may not text is answered 'not sent', a reference no case has 'unknown', and nothing is queued for either", async () => {
    const unreachable = await grievance({ mayContact: false });
    expect(await statusByText(unreachable.reference, newPhone())).toBe("not sent");
    expect(await rows("grievance = $1", [unreachable.id])).toEqual([]);
    const stranger = newPhone();
    expect(await statusByText("GRV-1999-999999", stranger)).toBe("unknown");
    expect(await rows("recipient = $1", [stranger])).toEqual([]);
  });

  describe("each kind under an hourly ceiling of its own: over it nothing is queued, and each refusal is audited without the number", () => {
    // Outside newPhone()'s numbers, so that no test's caller is counted as the filler.
    const FILLER = "+2348049999901";
    const audits = async () =>
      Number(
        (await asOwner<{ n: string }>("SELECT count(*) AS n FROM audit_log WHERE action = 'sms refused over the hourly ceiling'"))[0]!.n,
      );
    /** "My state office" asked for by `phone`: what was queued to it. */
    const officeNumber = async (phone: string) => {
      const [answer] = await withClient(
        db.textUrl,
        async (client) => (await client.query("SELECT sms_office_number($1, 'kano', 'en') AS told", [phone])).rows as { told: boolean }[],
      );
      expect(answer!.told).toBe(true);
      // By the number's digest, which stays once a sender has sent it.
      return rows("recipient_sha256 = sha256(convert_to($1::text, 'UTF8')) AND kind = 'office number'", [phone]);
    };
    beforeAll(async () => {
      // A state office with a real number, whatever the seed holds.
      await asOwner(
        `INSERT INTO contact_channel (id, office, kind, value, position, provenance, status)
         VALUES ('text-ceilings-kano', 'kano', 'phone', '0803 123 4567', 1, 'confirmed', 'published')`,
      );
    });
    /** An hour's worth of one kind, asked by others (dead, so that no test sends them), moved away an hour later. */
    async function fill(kind: "office number" | "grievance status reply") {
      const params =
        kind === "office number"
          ? { state: "Kano", phone: "+2348031234567" }
          : { reference: "GRV-2026-000001", status: "received", resolution: null, asked_by_another: true };
      // Each row its own params (n), so that the call is made once a row.
      await asOwner(
        "SELECT sms_queue($1, $2, 'en', $3::jsonb || jsonb_build_object('n', n), NULL, NULL) FROM generate_series(1, 500) AS n",
        [kind, FILLER, params],
      );
      await asOwner("UPDATE sms_outbox SET state = 'dead', recipient = NULL WHERE recipient = $1", [FILLER]);
      return () =>
        asOwner(
          "UPDATE sms_outbox SET created_at = now() - interval '2 hours' WHERE recipient_sha256 = sha256(convert_to($1::text, 'UTF8'))",
          [FILLER],
        );
    }

    it("500 office numbers in the hour: the next is refused, and a stranger's status question still reaches the case's owner", async () => {
      const owned = await grievance();
      const stranger = newPhone();
      const free = await fill("office number");
      const before = await audits();
      expect(await officeNumber(stranger)).toEqual([]);
      await statusByText(owned.reference, stranger);
      expect(await rows("grievance = $1 AND kind = 'grievance status reply'", [owned.id])).toEqual([
        expect.objectContaining({ recipient: owned.phone, params: expect.objectContaining({ asked_by_another: true }) }),
      ]);
      expect(await audits()).toBe(before + 1);
      const [refusal] = await asOwner<{ after: object }>(
        "SELECT after FROM audit_log WHERE action = 'sms refused over the hourly ceiling' ORDER BY id DESC LIMIT 1",
      );
      expect(refusal!.after).toEqual({ kind: "office number", refusals: 1 });
      expect(JSON.stringify(refusal)).not.toContain(stranger.slice(4));
      // An hour later, the ceiling is free again.
      await free();
      expect(await officeNumber(stranger)).toHaveLength(1);
    });

    it("500 strangers' status questions in the hour: the next owner is not texted, and office numbers still go", async () => {
      const owned = await grievance();
      const stranger = newPhone();
      const free = await fill("grievance status reply");
      const before = await audits();
      await statusByText(owned.reference, stranger);
      expect(await rows("grievance = $1 AND kind = 'grievance status reply'", [owned.id])).toEqual([]);
      expect(await audits()).toBe(before + 1);
      const [refusal] = await asOwner<{ after: object }>(
        "SELECT after FROM audit_log WHERE action = 'sms refused over the hourly ceiling' ORDER BY id DESC LIMIT 1",
      );
      expect(refusal!.after).toEqual({ kind: "grievance status reply", refusals: 1 });
      expect(await officeNumber(stranger)).toHaveLength(1);
      expect(await audits()).toBe(before + 1);
      // An hour later, the ceiling is free again.
      await free();
      await statusByText(owned.reference, stranger);
      expect(await rows("grievance = $1 AND kind = 'grievance status reply'", [owned.id])).toHaveLength(1);
    });
  });
});

describe("a report by USSD or SMS", () => {
  it("gets its status code from the database, which keeps only its hash and sends it in the receipt", async () => {
    const phone = newPhone();
    const [made] = await withClient(
      db.textUrl,
      async (client) =>
        (
          await client.query(
            "SELECT * FROM grievance_from_text('ussd', $1, 'ha', 'payment-not-received', 'Kano', 'Dala', 'Ba a biya ni ba.')",
            [phone],
          )
        ).rows as { reference: string; code: string }[],
    );
    expect(made!.code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    const [stored] = await asOwner<{ status_code_sha256: Buffer }>("SELECT status_code_sha256 FROM grievance WHERE reference = $1", [
      made!.reference,
    ]);
    expect(stored!.status_code_sha256.equals(statusCodeHash(made!.code))).toBe(true);
    expect((await rows("recipient = $1 AND kind = 'grievance receipt'", [phone]))[0]!.params).toMatchObject({ code: made!.code });
    // The app can no longer choose the code.
    expect(
      await outcomeAs(
        () => db.textUrl,
        "SELECT * FROM grievance_from_text('ussd', '+2348031234567', 'en', 'other', 'Kano', 'Dala', 'x', '7KQ2M9XD4HTP')",
      ),
    ).toBe("42883");
  });
});

describe("phone numbers in one form", () => {
  it("are refused in another form by the tables that keep them", async () => {
    const refused = (sql: string) =>
      asOwner(sql).then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
    expect(
      await refused(
        "INSERT INTO grievance (category, description, state, channel, phone, may_contact) VALUES ('other', 'x', 'Kano', 'web', '08031234567', true)",
      ),
    ).toBe("23514");
    expect(await refused("SELECT sms_queue('office number', '2348031234567', 'en', '{}', NULL, NULL)")).toBe("23514");
    const [check] = await asOwner<{ n: string }>(
      "SELECT count(*) AS n FROM pg_constraint WHERE conname = 'data_access_request_phone_national'",
    );
    expect(check!.n).toBe("1");
  });

  it("erasing a number also forgets the hash that counted its daily cap", async () => {
    const phone = newPhone();
    const id = await queue(phone);
    await asOwner("UPDATE sms_outbox SET state = 'sent', recipient = NULL, sent_at = now() WHERE id = $1", [id]);
    await asOwner("SELECT * FROM privacy_erase_phone($1)", [phone]);
    expect((await rows("id = $1", [id]))[0]!.recipient_sha256).toBeNull();
  });

  it("a request's messages are found by its reference through an index", async () => {
    const [index] = await asOwner<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'sms_outbox_request_reference'");
    expect(index!.indexdef).toContain("(request_reference)");
  });
});
