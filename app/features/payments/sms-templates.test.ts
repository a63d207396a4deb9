import { describe, expect, it } from "vitest";
import { measureText } from "~/features/sms/segments";
import { LOCALES } from "~/i18n/locales";
import { LONGEST_PAYMENT_PLACE, paymentAnswerText, smsDates } from "./sms-templates";

const window = {
  answer: "window" as const,
  state: "Kano",
  lga: "Dala",
  opens_on: "2026-12-28",
  closes_on: "2027-01-13",
  amount_naira: null,
  by_bank: true,
  by_wallet: false,
  at_pay_points: false,
  pause_reason: null,
};

describe("the payment answer by text", () => {
  it("writes the dates in figures with a hyphen, which GSM-7 has", () => {
    expect(smsDates("2026-12-28", "2027-01-13")).toBe("28/12-13/1");
    expect(smsDates("2026-03-05", "2026-03-05")).toBe("5/3");
  });

  it("says where the window stands on the day it is written, as the page does", () => {
    expect(paymentAnswerText(window, "en", "2026-12-01")).toBe(
      "NASSCO: next payment in Dala, Kano: 28/12-13/1, by bank. NASSCO never asks for money.",
    );
    expect(paymentAnswerText(window, "en", "2026-12-28")).toMatch(/^NASSCO: payment open in Dala, Kano: 28\/12-13\/1/);
    expect(paymentAnswerText({ ...window, pause_reason: "funds" }, "en", "2026-12-30")).toBe(
      "NASSCO: payment in Dala, Kano is paused (waiting for funds). Window 28/12-13/1. NASSCO never asks for money.",
    );
    // Closed by the time it is written: nothing is announced any more.
    expect(paymentAnswerText(window, "en", "2027-01-14")).toBe(paymentAnswerText({ answer: "none", state: "Kano", lga: "Dala" }, "en"));
  });

  it("names the amount in naira as N, and every way it is paid", () => {
    const text = paymentAnswerText({ ...window, amount_naira: 25_000, by_wallet: true, at_pay_points: true }, "en", "2026-12-01");
    expect(text).toContain("28/12-13/1, N25,000 a household, by bank/wallet/pay point.");
    expect(text).not.toMatch(/[₦–]/);
  });

  it("is GSM-7 in every language, with the longest LGA and state, so one SMS holds it", () => {
    for (const locale of LOCALES) {
      const text = paymentAnswerText(
        { ...window, ...LONGEST_PAYMENT_PLACE, amount_naira: 1_000_000, by_wallet: true, at_pay_points: true },
        locale,
        "2026-12-01",
      );
      expect(measureText(text), `${locale}: ${text}`).toMatchObject({ encoding: "GSM-7", segments: 1 });
      expect(text, locale).toContain(LONGEST_PAYMENT_PLACE.lga);
    }
  });
});
