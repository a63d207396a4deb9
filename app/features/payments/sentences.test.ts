import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import type { PaymentWindow } from "./payment-window";
import { answerOf, datesOf, naira, wasWords, waysWords } from "./sentences";

const window: PaymentWindow = {
  id: "kano-2026-4-dala",
  cycleYear: 2026,
  cycleNumber: 4,
  state: "Kano",
  lgas: ["Dala"],
  opensOn: "2026-12-07",
  closesOn: "2026-12-18",
  amountNaira: 25000,
  byBank: true,
  byWallet: false,
  atPayPoints: true,
  payPoints: [],
  pauseReason: null,
  sourceName: "NCTO",
  checkedOn: "2026-11-25",
};
const en = messages.en.payments;

describe("the answer to “when is my LGA paid?”", () => {
  it("names the next window's dates before it opens, says it is open while it is, and paused with its reason", () => {
    expect(answerOf("Dala", window, "2026-12-01", en, "en")).toBe("The next payment in Dala: December 07 to December 18, 2026.");
    expect(answerOf("Dala", window, "2026-12-08", en, "en")).toBe("Payment is open in Dala: December 07 to December 18, 2026.");
    expect(answerOf("Dala", { ...window, pauseReason: "funds" }, "2026-12-08", en, "en")).toBe(
      "Payment in Dala is paused (waiting for funds). The window is December 07 to December 18, 2026.",
    );
  });

  it("says no payment is announced when there is no window", () => {
    expect(answerOf("Dala", null, "2026-12-01", en, "en")).toBe("No payment announced for Dala yet.");
  });

  it.each(LOCALES)("is whole in %s: the LGA and both dates, every mark filled", (locale) => {
    const words = messages[locale].payments;
    for (const today of ["2026-12-01", "2026-12-08"]) {
      const answer = answerOf("Dala", window, today, words, locale);
      expect(answer).toContain("Dala");
      expect(answer).toContain("2026");
      expect(answer).not.toMatch(/[{}]/);
    }
    expect(answerOf("Dala", null, "2026-12-01", words, locale)).toContain("Dala");
  });

  it("writes a one-day window as one date, and a year once when both dates are in it", () => {
    expect(datesOf({ opensOn: "2026-12-07", closesOn: "2026-12-07" }, en, "en")).toBe("December 07, 2026");
    expect(datesOf({ opensOn: "2026-12-28", closesOn: "2027-01-08" }, en, "en")).toBe("December 28, 2026 to January 08, 2027");
    expect(datesOf({ opensOn: "2026-12-07", closesOn: "2026-12-18" }, messages.ha.payments, "ha")).not.toMatch(/2026.*2026/);
  });
});

describe("a window's details", () => {
  it("names how it pays, and the amount with the naira sign", () => {
    expect(waysWords(window, en)).toBe("into bank accounts, at pay points");
    expect(naira(25000)).toBe("₦25,000");
  });

  it("says what a change replaced: the dates, the amount and how it paid", () => {
    const was = { ...window, opensOn: "2026-12-01", closesOn: "2026-12-05", amountNaira: 20000, byWallet: true };
    expect(wasWords(was, window, en, "en")).toBe(
      "December 01 to December 05, 2026; ₦20,000; into bank accounts, into mobile wallets, at pay points",
    );
    expect(wasWords(window, window, en, "en")).toBe("");
  });
});
