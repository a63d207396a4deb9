import { describe, expect, it } from "vitest";
import { entryProblems, isEnteredChannel } from "./entry";

describe("how and when an entered request came", () => {
  it("came on paper or by e-mail, and nothing else", () => {
    expect(isEnteredChannel("paper")).toBe(true);
    expect(isEnteredChannel("e-mail")).toBe(true);
    expect(isEnteredChannel("web form")).toBe(false);
    expect(entryProblems("fax", "2026-11-20", "2026-11-25")).toEqual({ channel: ["Choose how the request came"] });
  });

  it("reached the office on a real day, not after today", () => {
    expect(entryProblems("paper", "2026-11-25", "2026-11-25")).toEqual({});
    expect(entryProblems("paper", "25/11/2026", "2026-11-25").receivedOn).toEqual(["Enter the day it reached the office, as 2026-11-25"]);
    expect(entryProblems("paper", "2026-02-30", "2026-11-25").receivedOn).toEqual(["Enter the day it reached the office, as 2026-11-25"]);
    expect(entryProblems("paper", "2026-11-26", "2026-11-25").receivedOn).toEqual([
      "The day it reached the office cannot be in the future",
    ]);
  });
});
