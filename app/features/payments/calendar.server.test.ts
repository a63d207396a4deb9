import { describe, expect, it } from "vitest";
import { paymentCalendar } from "./calendar.server";
import type { ShownWindow } from "./windows.server";

const window: ShownWindow = {
  id: "kano-2026-4-dala",
  cycleYear: 2026,
  cycleNumber: 4,
  state: "Kano",
  lgas: ["Dala", "Fagge"],
  opensOn: "2026-12-07",
  closesOn: "2026-12-18",
  amountNaira: null,
  byBank: true,
  byWallet: false,
  atPayPoints: true,
  payPoints: ["Dala LGA secretariat", "Kofar Mazugal primary school"],
  pauseReason: null,
  sourceName: "NCTO",
  checkedOn: "2026-11-25",
  provenance: "illustrative",
  source: null,
};
const place = { name: "Dala", pageUrl: "https://nassp.gov.ng/payments/kano/dala", lga: "Dala" };

/** The file's lines, unfolded (RFC 5545 folds at 75 octets with CRLF and a space). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("an LGA's payment calendar", () => {
  it("holds one all-day event a window, to the day after it closes, with how it pays, where, and the rule", () => {
    const lines = unfolded(paymentCalendar(place, [window], "en", "nassp.gov.ng"));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:kano-2026-4-dala.dala@nassp.gov.ng");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261207");
    expect(lines).toContain("DTEND;VALUE=DATE:20261219");
    expect(lines).toContain("SUMMARY:Payments in Dala (2026\\, tranche 4)");
    expect(lines).toContain("LOCATION:Dala LGA secretariat\\; Kofar Mazugal primary school");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain("NASSCO never charges money");
    expect(lines).toContain("URL;VALUE=URI:https://nassp.gov.ng/payments/kano/dala");
  });

  it("folds no line past 75 octets", () => {
    const ics = paymentCalendar(place, [window], "ha", "nassp.gov.ng");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("is the same file when nothing changed, so a cache and a phone see no new version", () => {
    expect(paymentCalendar(place, [window], "en", "nassp.gov.ng")).toBe(paymentCalendar(place, [window], "en", "nassp.gov.ng"));
  });
});
