import { describe, expect, it } from "vitest";
import { GRIEVANCE_RESOLUTIONS } from "~/features/grievances/kinds";
import { grievanceSmsWords, LONGEST_GRIEVANCE, smsDate, smsResolution } from "~/features/grievances/sms-templates";
import { LONGEST_REQUEST_REFERENCE } from "~/features/requests/sms-templates";
import { fitsUssdScreen, measureText } from "~/features/sms/segments";
import { LONGEST_OFFICE_NUMBER } from "~/features/ussd/sms-templates";
import { LOCALES } from "~/i18n/locales";
import { renderSms, SMS_KINDS, SMS_TEMPLATES, smsTemplate, type SmsKind, type SmsParams } from "./templates";

/** The longest values each feature fills its messages with, by the names these tests have always used. */
const LONGEST = {
  reference: LONGEST_GRIEVANCE.reference,
  code: LONGEST_GRIEVANCE.code,
  phone: LONGEST_OFFICE_NUMBER.phone,
  requestReference: LONGEST_REQUEST_REFERENCE,
};

/** Every message a kind can be, filled with the longest values: its template's own list. */
const everyFilling = <K extends SmsKind>(kind: K): readonly SmsParams[K][] => smsTemplate(kind).longest();

describe("every text message, in every language, with the longest values", () => {
  it("lists each kind once, each template under its own kind", () => {
    expect(new Set(SMS_KINDS).size).toBe(SMS_TEMPLATES.length);
    for (const kind of SMS_KINDS) expect(smsTemplate(kind).kind).toBe(kind);
  });

  for (const locale of LOCALES)
    for (const kind of SMS_KINDS)
      it(`${kind} in ${locale} is one SMS, with nothing left unfilled`, () => {
        for (const params of everyFilling(kind)) {
          const text = renderSms(kind, params, locale);
          const measured = measureText(text);
          expect(measured.segments, `${measured.encoding}, ${text.length} characters: ${text}`).toBe(1);
          expect(text).not.toMatch(/[{}]/);
          expect(text).not.toMatch(/undefined|null|: \./);
          // The USSD menu shows the status reply as a screen: it fits one too.
          if (smsTemplate(kind).onUssdScreen) expect(fitsUssdScreen(text), text).toBe(true);
        }
      });

  it("names the reference, and the receipt its code and promised date", () => {
    for (const locale of LOCALES) {
      const receipt = renderSms(
        "grievance receipt",
        { reference: LONGEST.reference, code: LONGEST.code, expected_on: "2026-12-28" },
        locale,
      );
      expect(receipt).toContain(LONGEST.reference);
      expect(receipt).toContain(LONGEST.code);
      expect(receipt).toContain(smsDate("2026-12-28", locale));
      const office = renderSms("office number", { state: "Kano", phone: LONGEST.phone }, locale);
      expect(office).toContain("Kano");
      expect(office).toContain(LONGEST.phone);
      expect(office).toContain("969");
      expect(renderSms("request receipt", { reference: LONGEST.requestReference }, locale)).toContain(LONGEST.requestReference);
    }
  });

  it("ends every receipt, in every language, with the line that NASSCO never asks for money", () => {
    for (const locale of LOCALES) {
      const { neverPay } = grievanceSmsWords[locale];
      expect(neverPay, locale).toMatch(/^NASSCO .+\.$/);
      if (locale !== "en") expect(neverPay, locale).not.toBe(grievanceSmsWords.en.neverPay);
      for (const params of everyFilling("grievance receipt"))
        expect(renderSms("grievance receipt", params, locale)).toMatch(new RegExp(`${neverPay.replace(/[.?]/g, "\\$&")}$`));
    }
  });

  it("names a status and a resolution in the language's own words", () => {
    expect(renderSms("grievance status", { reference: LONGEST.reference, status: "waiting", resolution: null }, "en")).toContain(
      "Waiting for you",
    );
    expect(renderSms("grievance resolved", { reference: LONGEST.reference, status: "resolved", resolution: "paid" }, "en")).toContain(
      "The payment was made",
    );
    expect(renderSms("grievance resolved", { reference: LONGEST.reference, status: "resolved", resolution: "paid" }, "ha")).toContain(
      "An biya kuɗin",
    );
    // Every language has its own word for every status and resolution: none falls back to the list's value.
    for (const locale of LOCALES)
      for (const resolution of GRIEVANCE_RESOLUTIONS) expect(smsResolution(resolution, locale)).not.toBe(resolution);
  });

  it("writes a code as the receipt page does, in groups of four", () => {
    const receipt = renderSms("grievance receipt", { reference: LONGEST.reference, code: "7KQ2M9XD4HTP", expected_on: "2026-12-28" }, "en");
    expect(receipt).toContain("7KQ2-M9XD-4HTP");
  });

  it("writes a Lagos date in the language", () => {
    expect(smsDate("2026-12-28", "en")).toBe("28 Dec 2026");
    expect(smsDate("2026-09-05", "ha")).toBe("5 Satumba 2026");
    // Day and month alike, in two figures.
    expect(smsDate("2026-09-05", "yo")).toBe("05/09/2026");
    expect(smsDate("2026-09-05", "ig")).toBe("05/09/2026");
    expect(Object.keys(grievanceSmsWords)).toEqual([...LOCALES]);
  });

  it("refuses to write a message with a mark left unfilled, rather than send it", () => {
    // As a row stored without its status would be: the sender makes the throw a dead message with its reason.
    const missing = { reference: LONGEST.reference } as unknown as SmsParams["grievance status"];
    expect(() => renderSms("grievance status", missing, "en")).toThrow("The grievance status message in en has no value for {status}");
    expect(() => renderSms("grievance receipt", { reference: LONGEST.reference, code: "", expected_on: "2026-12-28" }, "ha")).toThrow(
      "{code}",
    );
  });

  it("uses the site's words: a report, its code, the date we aim to resolve it by", () => {
    const receipt = renderSms("grievance receipt", { reference: LONGEST.reference, code: LONGEST.code, expected_on: "2026-12-28" }, "en");
    expect(receipt).toContain(`report ${LONGEST.reference}. Code: ${LONGEST.code}. We aim to resolve it by 28 Dec 2026.`);
    expect(renderSms("grievance resolved", { reference: LONGEST.reference, status: "resolved", resolution: "explained" }, "en")).toBe(
      `NASSCO: your report ${LONGEST.reference} is resolved: No error was found. Not satisfied? Call 969.`,
    );
    for (const locale of LOCALES) {
      for (const kind of SMS_KINDS)
        for (const params of everyFilling(kind)) expect(renderSms(kind, params, locale)).not.toMatch(/grievance|complain|ẹ̀sùn/i);
      // After "is resolved:", a resolution with a colon of its own would read badly.
      for (const resolution of GRIEVANCE_RESOLUTIONS) expect(smsResolution(resolution, locale)).not.toContain(":");
    }
    // Naijá writes "di".
    for (const kind of SMS_KINDS) for (const params of everyFilling(kind)) expect(renderSms(kind, params, "pcm")).not.toMatch(/\bthe\b/i);
  });
});
