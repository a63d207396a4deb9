import { describe, expect, it } from "vitest";
import { payWays, phaseOf } from "./payment-window";
import { reportBy } from "./report-by";

const window = { opensOn: "2026-12-07", closesOn: "2026-12-18", pauseReason: null };

describe("a window's phase", () => {
  it.each([
    ["2026-12-06", "announced"],
    ["2026-12-07", "open"],
    ["2026-12-18", "open"],
    ["2026-12-19", "closed"],
  ] as const)("on %s is %s", (today, phase) => {
    expect(phaseOf(window, today)).toBe(phase);
  });

  it("is paused while a reason is set, until it closes", () => {
    expect(phaseOf({ ...window, pauseReason: "funds" }, "2026-12-01")).toBe("paused");
    expect(phaseOf({ ...window, pauseReason: "funds" }, "2026-12-10")).toBe("paused");
    expect(phaseOf({ ...window, pauseReason: "funds" }, "2026-12-19")).toBe("closed");
  });
});

describe("how a window pays", () => {
  it("names the ways in one order", () => {
    expect(payWays({ byBank: true, byWallet: false, atPayPoints: true })).toEqual(["bank", "payPoints"]);
    expect(payWays({ byBank: false, byWallet: true, atPayPoints: false })).toEqual(["wallet"]);
  });
});

describe("the date to report a payment not received by", () => {
  it("is a window's closing date from the day it opens until 60 days after it closes", () => {
    expect(reportBy([window], "2026-12-06")).toBeNull();
    expect(reportBy([window], "2026-12-07")).toBe("2026-12-18");
    expect(reportBy([window], "2027-02-16")).toBe("2026-12-18");
    expect(reportBy([window], "2027-02-17")).toBeNull();
  });

  it("is the latest of the windows that qualify", () => {
    const later = { opensOn: "2027-01-04", closesOn: "2027-01-08", pauseReason: null };
    expect(reportBy([window, later], "2027-01-05")).toBe("2027-01-08");
    expect(reportBy([later, window], "2026-12-20")).toBe("2026-12-18");
  });
});
