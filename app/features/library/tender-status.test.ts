import { describe, expect, it } from "vitest";
import { openTendersFirst, tenderStatus } from "./tender-status";

describe("tenderStatus", () => {
  it("is open to the end of its closing day, and closed the day after", () => {
    expect(tenderStatus({ closes: "2026-12-04" }, "2026-12-04")).toEqual({ open: true, closes: "2026-12-04" });
    expect(tenderStatus({ closes: "2026-12-04" }, "2026-12-05")).toEqual({ open: false, closes: "2026-12-04" });
  });

  it("gives a notice without a closing date no status, never open", () => {
    expect(tenderStatus({ closes: null }, "2020-01-01")).toBeNull();
  });
});

describe("openTendersFirst", () => {
  it("puts open notices first, each group in its own order", () => {
    const entries = [
      { id: "a", closes: null },
      { id: "b", closes: "2026-12-10" },
      { id: "c", closes: "2026-11-01" },
      { id: "d", closes: "2026-12-31" },
    ];
    expect(openTendersFirst(entries, "2026-12-01").map((entry) => entry.id)).toEqual(["b", "d", "a", "c"]);
  });
});
