import { describe, expect, it } from "vitest";
import { lagosDay, lagosMidnight, lagosTimeText, lagosToday, parseLagosTime } from "./lagos-time";

describe("lagosToday", () => {
  it("turns to the next day at midnight in Lagos, an hour before it does in UTC", () => {
    expect(lagosToday(new Date("2026-12-04T22:59:59Z"))).toBe("2026-12-04");
    expect(lagosToday(new Date("2026-12-04T23:00:00Z"))).toBe("2026-12-05");
  });
});

describe("lagosMidnight", () => {
  it("is 23:00 UTC the evening before", () => {
    expect(lagosMidnight("2026-12-05").toISOString()).toBe("2026-12-04T23:00:00.000Z");
  });
});

describe("parseLagosTime", () => {
  it("reads a Lagos date and time, or a date alone as its midnight", () => {
    expect(parseLagosTime("2026-11-25 14:30")).toEqual(new Date("2026-11-25T13:30:00Z"));
    expect(parseLagosTime("2026-11-25")).toEqual(new Date("2026-11-24T23:00:00Z"));
    expect(parseLagosTime("  ")).toBeNull();
  });

  it("refuses what is not a real time", () => {
    for (const text of ["2026-02-30", "2026-11-25 24:00", "25/11/2026", "tomorrow", "2026-11-25 9:75"])
      expect(parseLagosTime(text), text).toBe("invalid");
  });

  it("writes a time back as Lagos reads it", () => {
    expect(lagosTimeText(new Date("2026-11-25T13:30:00Z"))).toBe("2026-11-25 14:30");
  });

  it("reads a day only when it is a real one, written YYYY-MM-DD", () => {
    expect(lagosDay("2026-11-25")).toEqual(new Date("2026-11-24T23:00:00Z"));
    for (const text of ["2026-02-30", "2026-11-25 10:00", "25/11/2026", " 2026-11-25", ""]) expect(lagosDay(text), text).toBeNull();
  });
});
