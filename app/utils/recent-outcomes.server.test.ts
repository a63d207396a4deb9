import { describe, expect, it } from "vitest";
import { RecentOutcomes } from "./recent-outcomes.server";

const at = (minute: number, second = 0) => Date.UTC(2027, 0, 12, 10, minute, second);

describe("recent outcomes", () => {
  it("counts what went and what failed within the minutes asked, this one included", () => {
    const outcomes = new RecentOutcomes();
    outcomes.note(true, at(0));
    outcomes.note(false, at(10, 30));
    outcomes.note(false, at(14, 59));
    outcomes.note(true, at(14, 59));
    expect(outcomes.within(15, at(14, 59))).toEqual({ ok: 2, failed: 2 });
    expect(outcomes.within(5, at(14, 59))).toEqual({ ok: 1, failed: 2 });
    expect(outcomes.within(15, at(25))).toEqual({ ok: 1, failed: 1 });
    expect(outcomes.within(15, at(30))).toEqual({ ok: 0, failed: 0 });
  });

  it("forgets what is older than an hour, whatever is asked", () => {
    const outcomes = new RecentOutcomes();
    outcomes.note(false, at(0));
    outcomes.note(true, at(59));
    expect(outcomes.within(600, at(59))).toEqual({ ok: 1, failed: 1 });
    outcomes.note(true, at(61));
    expect(outcomes.within(600, at(61))).toEqual({ ok: 2, failed: 0 });
  });
});
