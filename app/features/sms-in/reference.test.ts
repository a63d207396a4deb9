import { describe, expect, it } from "vitest";
import { readSmsIn, TEXT_REPORT_MAX } from "./reference";

describe("an incoming SMS", () => {
  it("asks a status when it starts with a reference, in any case, with spaces or dashes", () => {
    for (const text of ["GRV-2026-000123", "grv 2026 000123", " Grv2026000123 ", "GRV-2026-123", "grv - 2026 - 123 please"])
      expect(readSmsIn(text), text).toMatchObject({ kind: "status", reference: "GRV-2026-000123" });
    expect(readSmsIn("GRV-2026-1234567")).toMatchObject({ reference: "GRV-2026-1234567" });
  });

  it("reads the case's code after the reference, as typed", () => {
    expect(readSmsIn("GRV-2026-000123 7kq2-m9xd-4htp")).toEqual({ kind: "status", reference: "GRV-2026-000123", code: "7KQ2M9XD4HTP" });
    expect(readSmsIn("grv 2026 123 7KQ2 M9XD 4HTP")).toMatchObject({ code: "7KQ2M9XD4HTP" });
    expect(readSmsIn("GRV-2026-000123 what is happening")).toMatchObject({ kind: "status", code: null });
  });

  it("is a report in the sender's words otherwise, trimmed and bounded", () => {
    expect(readSmsIn("  My payment did not come.  ")).toEqual({ kind: "report", description: "My payment did not come." });
    expect(readSmsIn("2026 payment missing")).toEqual({ kind: "report", description: "2026 payment missing" });
    expect(readSmsIn("Grievance about GRV-2026-000123")).toMatchObject({ kind: "report" });
    const long = readSmsIn("ọ".repeat(TEXT_REPORT_MAX + 10));
    expect(long.kind === "report" && [...long.description].length).toBe(TEXT_REPORT_MAX);
  });

  it("is a keyword, or a request for help when too short to be a report", () => {
    for (const text of ["STOP", "stop", " Stop. ", "UNSUBSCRIBE"]) expect(readSmsIn(text), text).toEqual({ kind: "stop" });
    expect(readSmsIn("start")).toEqual({ kind: "start" });
    for (const text of ["HELP", "help!", "Info", "ok", "Thanks", "thank you", "hello?", "payment late"])
      expect(readSmsIn(text), text).toEqual({ kind: "help" });
    expect(readSmsIn("stop sending agents")).toMatchObject({ kind: "report" });
    expect(readSmsIn("no payment received")).toEqual({ kind: "report", description: "no payment received" });
    expect(readSmsIn("mypaymentdidnotcomethisyear")).toMatchObject({ kind: "report" });
  });

  it("asks when an LGA is paid after PAY, or a language's own keyword, which sets the answer's language", () => {
    expect(readSmsIn("PAY DALA")).toEqual({ kind: "payment", place: { found: { state: "Kano", lga: "Dala" } }, locale: "en" });
    expect(readSmsIn("pay: Dala LGA")).toMatchObject({ kind: "payment", locale: "en" });
    expect(readSmsIn("BIYA Tarauni")).toMatchObject({ kind: "payment", place: { found: { lga: "Tarauni" } }, locale: "ha" });
    expect(readSmsIn("ìsanwó Ibadan North")).toMatchObject({ kind: "payment", place: { found: { lga: "Ibadan North" } }, locale: "yo" });
    expect(readSmsIn("ikwu Nsukka")).toMatchObject({ kind: "payment", place: { found: { lga: "Nsukka" } }, locale: "ig" });
    expect(readSmsIn("PAY")).toEqual({ kind: "payment", place: { how: "empty" }, locale: "en" });
    expect(readSmsIn("PAY KANO")).toEqual({ kind: "payment", place: { how: "state" }, locale: "en" });
  });

  it("keeps a report or a thank-you that starts with the same word what it was", () => {
    for (const text of ["Pay has not come for three months", "Biya ba ta zo ba tukuna", "Pay not received", "Payment not received"])
      expect(readSmsIn(text), text).toMatchObject({ kind: "report" });
    for (const text of ["pay ok", "Pay me"]) expect(readSmsIn(text), text).toEqual({ kind: "help" });
  });

  it("takes the alerts offered to the number on YES, or a language's own word, and a longer text is no YES", () => {
    for (const text of ["YES", "yes", "Yes.", "EH", "ee", "Bẹ́ẹ̀ni", "BEENI!"]) expect(readSmsIn(text), text).toEqual({ kind: "yes" });
    expect(readSmsIn("yes please")).toEqual({ kind: "help" });
    expect(readSmsIn("yes my payment did not come")).toMatchObject({ kind: "report" });
  });

  it('answers "Was it fixed?" with 1 or 2, alone or with its word in any language, and nothing else', () => {
    for (const text of ["1", " 1 ", "1.", "1 yes", "1 YES.", "1. Yes", "1 Ee", "1 bẹ́ẹ̀ni", "1 beeni", "1-yes"])
      expect(readSmsIn(text), text).toEqual({ kind: "fixed", answer: "yes" });
    for (const text of ["2", "2.", " 2 no ", "2 No!", "2 A'a", "2 aa", "2 rárá", "2 Mba"])
      expect(readSmsIn(text), text).toEqual({ kind: "fixed", answer: "no" });
    // A word that contradicts its digit is no answer, and "No" alone could answer anything.
    for (const text of ["1 no", "2 yes", "12", "3", "1yes", "No"]) expect(readSmsIn(text), text).toEqual({ kind: "help" });
    expect(readSmsIn("Yes")).toEqual({ kind: "yes" });
    expect(readSmsIn("1 person came but nothing was fixed")).toMatchObject({ kind: "report" });
    expect(readSmsIn("2026 payment missing")).toMatchObject({ kind: "report" });
  });

  it("is nothing when empty", () => {
    expect(readSmsIn("")).toEqual({ kind: "empty" });
    expect(readSmsIn(" \n ")).toEqual({ kind: "empty" });
  });
});
