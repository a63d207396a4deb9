import { describe, expect, it } from "vitest";
import { lagosMidnight, lagosToday } from "./lagos-time";

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
