import { describe, expect, it } from "vitest";
import { dayCounts, problemSpans, type ProblemDay } from "./history";

const days: ProblemDay[] = [
  { channel: "sms-out", day: "2027-01-03", state: "down" },
  { channel: "sms-out", day: "2027-01-01", state: "down" },
  { channel: "sms-out", day: "2027-01-02", state: "down" },
  { channel: "sms-out", day: "2027-01-05", state: "down" },
  { channel: "sms-out", day: "2027-01-06", state: "slow" },
  { channel: "email", day: "2026-12-31", state: "planned" },
  { channel: "email", day: "2027-01-01", state: "planned" },
];

describe("a channel's 90 days", () => {
  it("counts the days of each problem, for that channel alone", () => {
    expect(dayCounts(days, "sms-out")).toEqual({ slow: 1, down: 4, planned: 0 });
    expect(dayCounts(days, "email")).toEqual({ slow: 0, down: 0, planned: 2 });
    expect(dayCounts(days, "phone")).toEqual({ slow: 0, down: 0, planned: 0 });
  });

  it("makes one incident of the days in a row in one state, across a year's end, newest first", () => {
    expect(problemSpans(days)).toEqual([
      { channel: "sms-out", state: "slow", from: "2027-01-06", to: "2027-01-06" },
      { channel: "sms-out", state: "down", from: "2027-01-05", to: "2027-01-05" },
      { channel: "sms-out", state: "down", from: "2027-01-01", to: "2027-01-03" },
      { channel: "email", state: "planned", from: "2026-12-31", to: "2027-01-01" },
    ]);
    expect(problemSpans([])).toEqual([]);
  });
});
