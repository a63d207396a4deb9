import { describe, expect, it } from "vitest";
import { formatFormDate, parseFormDate } from "./form-date";

describe("parseFormDate", () => {
  it.each([
    ["23/11/2026", "2026-11-23"],
    ["3/1/2026", "2026-01-03"],
    ["03/01/2026", "2026-01-03"],
    ["2026-11-23", "2026-11-23"],
    [" 23/11/2026 ", "2026-11-23"],
    ["23.11.2026", "2026-11-23"],
    ["23-11-2026", "2026-11-23"],
    ["29/02/2028", "2028-02-29"],
  ])("reads %j as %s", (text, iso) => {
    expect(parseFormDate(text)).toBe(iso);
  });

  it.each([
    "31/04/2026",
    "29/02/2026",
    "2026-02-30",
    "11/23/2026",
    "23/11/26",
    "23 November 2026",
    "2026/11/23",
    "",
    "0/1/2026",
    "1/13/2026",
  ])("refuses %j", (text) => {
    expect(parseFormDate(text)).toBeNull();
  });
});

describe("formatFormDate", () => {
  it("shows a date day first, as Nigerians write it", () => {
    expect(formatFormDate("2026-01-03")).toBe("03/01/2026");
  });
});
