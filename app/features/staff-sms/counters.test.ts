import { describe, expect, it } from "vitest";
import { smsCounters, smsPeriods } from "./counters";
import { costText, deliveryText, partsText, smsKindText, smsStateText } from "./words";

describe("a month's text message counters", () => {
  it("add the kinds of each state, and read delivered and failed from the delivery reports", () => {
    const counters = smsCounters({
      byKindState: [
        { kind: "grievance receipt", state: "sent", count: 7 },
        { kind: "grievance status", state: "sent", count: 3 },
        { kind: "grievance status", state: "dead", count: 2 },
        { kind: "office number", state: "capped", count: 1 },
        { kind: "grievance status", state: "pending", count: 4 },
      ],
      byDelivery: [
        { status: "Success", count: 8 },
        { status: "Rejected", count: 1 },
        { status: "Failed", count: 1 },
      ],
      cost: [{ currency: "NGN", amount: "8.0000" }],
    });
    expect(counters).toEqual({
      queued: 17,
      sent: 10,
      delivered: 8,
      failed: 2,
      capped: 1,
      dead: 2,
      waiting: 4,
      cost: [{ currency: "NGN", amount: "8.0000" }],
    });
  });

  it("are for this month and last as Lagos counts them", () => {
    // 23:30 UTC on 31 December is already 1 January in Lagos.
    const [thisMonth, lastMonth] = smsPeriods(new Date("2026-12-31T23:30:00Z"));
    expect(thisMonth).toMatchObject({ from: new Date("2026-12-31T23:00:00Z"), to: new Date("2027-01-31T23:00:00Z") });
    expect(thisMonth!.label).toBe("This month (January 2027)");
    expect(lastMonth).toMatchObject({ from: new Date("2026-11-30T23:00:00Z"), to: new Date("2026-12-31T23:00:00Z") });
    expect(lastMonth!.label).toBe("Last month (December 2026)");
  });
});

describe("a message in words", () => {
  it("says what it was, how far it got, its delivery, parts and cost", () => {
    expect(smsKindText("grievance receipt")).toBe("Receipt: reference, code and date");
    expect(smsStateText("dead", 6)).toBe("Given up after 6 attempts");
    expect(smsStateText("dead", 1)).toBe("Given up after 1 attempt");
    expect(smsStateText("pending", 1)).toBe("Waiting to be sent again (1 attempt so far)");
    expect(smsStateText("pending", 3)).toBe("Waiting to be sent again (3 attempts so far)");
    expect(smsStateText("pending", 0)).toBe("Waiting to be sent");
    expect(smsStateText("capped", 0)).toBe("Not sent: the number had its day's messages");
    expect(deliveryText(null, null)).toBe("Not reported");
    expect(deliveryText("Success", null)).toBe("Delivered");
    expect(deliveryText("Failed", "AbsentSubscriber")).toBe("Failed: AbsentSubscriber");
    expect(partsText(null, null)).toBe("Not sent yet");
    expect(partsText(1, "UCS-2")).toBe("1 (UCS-2)");
    expect(costText("NGN", "0.8000")).toBe("NGN 0.80");
    expect(costText(null, null)).toBe("Not known");
  });
});
