import { describe, expect, it } from "vitest";
import { renderQueuedSms } from "~/features/sms-texts/templates";
import type { ClaimedSms, SmsDatabase } from "~/features/sms/outbox.server";
import { startSmsSender } from "~/features/sms/sender.server";
import { SmsSendError, type OutgoingSms, type SmsTransport } from "~/features/sms/transport.server";

/**
 * The sender's rules against a stand-in for the database's functions: what
 * it records when the aggregator takes, refuses or loses a message. The
 * functions themselves are tested on PostgreSQL (tests/integration/sms-outbox.test.ts).
 */
function fakeOutbox(
  due: ClaimedSms[],
  { markFailures = 0, markError = new Error("Can't reach database server") }: { markFailures?: number; markError?: Error } = {},
) {
  const calls: { fn: string; values: unknown[] }[] = [];
  let failuresLeft = markFailures;
  const db = {
    $queryRaw: (strings: TemplateStringsArray) => {
      calls.push({ fn: "sms_claim", values: [] });
      return Promise.resolve(strings.join("").includes("sms_claim") ? due.splice(0) : []);
    },
    $executeRaw: (strings: TemplateStringsArray, ...values: unknown[]) => {
      const fn = /sms_mark_\w+/.exec(strings.join(""))![0];
      calls.push({ fn, values });
      if (fn === "sms_mark_sent" && failuresLeft > 0) {
        failuresLeft -= 1;
        return Promise.reject(markError);
      }
      return Promise.resolve(1);
    },
  } as unknown as SmsDatabase;
  return { db, calls };
}

const claimed = (attempts = 1): ClaimedSms => ({
  id: 7n,
  kind: "grievance resolved",
  recipient: "+2348031234567",
  locale: "ha",
  params: { reference: "GRV-2026-000007", status: "resolved", resolution: "paid" },
  attempts,
});

function transport(outcome: () => Promise<{ providerMessageId: string | null; cost: null }>) {
  const sent: OutgoingSms[] = [];
  const via: SmsTransport = {
    concurrency: 2,
    send: (message) => {
      sent.push(message);
      return outcome();
    },
  };
  return { via, sent };
}

/** Runs one round: the sender claims, sends and records, then is stopped. */
async function round(db: SmsDatabase, via: SmsTransport, calls: { fn: string }[], until: string) {
  const sender = startSmsSender({ outbox: db, transport: via, retrySeconds: 30, dailyCap: 5, write: renderQueuedSms, markRetryMs: 1 });
  await expect.poll(() => calls.some((call) => call.fn === until)).toBe(true);
  await sender.stop();
}

describe("the SMS sender", () => {
  it("writes the text in the message's language at send time, and records what was sent", async () => {
    const { db, calls } = fakeOutbox([claimed()]);
    const { via, sent } = transport(() => Promise.resolve({ providerMessageId: "ATXid_7", cost: null }));
    await round(db, via, calls, "sms_mark_sent");
    expect(sent).toEqual([expect.objectContaining({ to: "+2348031234567", encoding: "UCS-2", segments: 1 })]);
    expect(sent[0]!.text).toContain("GRV-2026-000007");
    expect(sent[0]!.text).toContain("An biya kuɗin");
    expect(calls.find((call) => call.fn === "sms_mark_sent")).toMatchObject({ values: [7n, 1, "ATXid_7", 1, "UCS-2", null, null] });
  });

  it("runs the caller's errand before a round, and sends the round even when the errand fails", async () => {
    const { db, calls } = fakeOutbox([claimed()]);
    const { via, sent } = transport(() => Promise.resolve({ providerMessageId: "ATXid_7", cost: null }));
    const errands: string[] = [];
    const sender = startSmsSender({
      outbox: db,
      transport: via,
      retrySeconds: 30,
      dailyCap: 5,
      write: renderQueuedSms,
      beforeEachRound: () => {
        errands.push(calls.length === 0 ? "before the claim" : "later");
        return Promise.reject(new Error("the payment alerts could not be queued"));
      },
    });
    await expect.poll(() => calls.some((call) => call.fn === "sms_mark_sent")).toBe(true);
    await sender.stop();
    expect(errands[0]).toBe("before the claim");
    expect(sent).toHaveLength(1);
  });

  it("keeps trying to record a message the aggregator took until the database answers, and sends it once", async () => {
    const { db, calls } = fakeOutbox([claimed()], { markFailures: 3 });
    const { via, sent } = transport(() => Promise.resolve({ providerMessageId: "ATXid_7", cost: null }));
    const sender = startSmsSender({ outbox: db, transport: via, retrySeconds: 30, dailyCap: 5, write: renderQueuedSms, markRetryMs: 1 });
    await expect.poll(() => calls.filter((call) => call.fn === "sms_mark_sent").length).toBe(4);
    await sender.stop();
    expect(sent).toHaveLength(1);
    expect(calls.filter((call) => call.fn === "sms_mark_failed")).toEqual([]);
  });

  it("keeps trying while the connection is refused, but gives up recording at once on any other error", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const down = fakeOutbox([claimed()], { markFailures: 2, markError: refused });
    const sender = startSmsSender({
      outbox: down.db,
      transport: transport(() => Promise.resolve({ providerMessageId: "A", cost: null })).via,
      retrySeconds: 30,
      dailyCap: 5,
      write: renderQueuedSms,
      markRetryMs: 1,
    });
    await expect.poll(() => down.calls.filter((call) => call.fn === "sms_mark_sent").length).toBe(3);
    await sender.stop();

    const refusedFunction = Object.assign(new Error("permission denied for function sms_mark_sent"), { code: "42501" });
    const broken = fakeOutbox([claimed()], { markFailures: 1_000, markError: refusedFunction });
    const { via, sent } = transport(() => Promise.resolve({ providerMessageId: "B", cost: null }));
    const other = startSmsSender({
      outbox: broken.db,
      transport: via,
      retrySeconds: 30,
      dailyCap: 5,
      write: renderQueuedSms,
      markRetryMs: 1,
    });
    await expect.poll(() => broken.calls.some((call) => call.fn === "sms_mark_sent")).toBe(true);
    await other.stop();
    expect(sent).toHaveLength(1);
    expect(broken.calls.filter((call) => call.fn === "sms_mark_sent")).toHaveLength(1);
  });

  it("tries a failed message again later, with back-off, and gives up after the last attempt", async () => {
    const down = () => Promise.reject(new SmsSendError("Africa's Talking could not be reached: no answer in time", false));
    const first = fakeOutbox([claimed(1)]);
    await round(first.db, transport(down).via, first.calls, "sms_mark_failed");
    const [, , , retry] = first.calls.find((call) => call.fn === "sms_mark_failed")!.values as [bigint, number, string, number];
    expect(retry).toBeGreaterThanOrEqual(27);
    expect(retry).toBeLessThanOrEqual(33);

    const last = fakeOutbox([claimed(12)]);
    await round(last.db, transport(down).via, last.calls, "sms_mark_failed");
    expect(last.calls.find((call) => call.fn === "sms_mark_failed")!.values).toEqual([
      7n,
      12,
      "Africa's Talking could not be reached: no answer in time",
      null,
    ]);
  });

  it("gives up at once a number that can never get it", async () => {
    const { db, calls } = fakeOutbox([claimed(1)]);
    const never = () => Promise.reject(new SmsSendError("Africa's Talking did not send it: 406 UserInBlacklist", true));
    await round(db, transport(never).via, calls, "sms_mark_failed");
    expect(calls.find((call) => call.fn === "sms_mark_failed")!.values).toEqual([
      7n,
      1,
      "Africa's Talking did not send it: 406 UserInBlacklist",
      null,
    ]);
  });
});
