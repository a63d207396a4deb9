import { describe, expect, it } from "vitest";
import { states } from "~/content/states";
import { GRIEVANCE_CATEGORIES } from "~/features/grievances/kinds";
import { determined, lineFits, workBack, type PublishedFigures, type PublishedRow } from "./work-back";

const row = (key: string, received: number | null, received_flag: string | null = null): PublishedRow => ({
  key,
  received,
  received_flag,
  resolved: 0,
  resolved_flag: null,
  share_in_time: null,
  median_working_days: null,
});
const cell = (figures: PublishedFigures, table: string, key: string) =>
  workBack(figures)
    .find((t) => t.name === table)!
    .cells.find((c) => c.key === key)!.range;

/** The report's example (issue 64): 23 cases, 17 in Kano, 5 in Lagos, 1 in Ekiti, all this month and of one category. */
const asPublishedBefore: PublishedFigures = {
  first_day: "2026-11-02",
  total: row("", 23),
  by_month: [row("2026-11", 23)],
  by_category: [row("payment-not-received", 23)],
  by_state: [row("Ekiti", null, "fewer-than-5"), row("Kano", 17), row("Lagos", null, "withheld")],
};

/** The same cases as grievance_statistics() publishes them now: every count to the nearest 5, every row there. */
const rounded = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, 5 * Math.round(v / 5)]));
const asPublishedNow: PublishedFigures = {
  first_day: "2026-11-02",
  rounded_to: 5,
  fewest_cases: 8,
  total: row("", 25),
  by_month: [row("2026-11", 25)],
  by_category: GRIEVANCE_CATEGORIES.map((key) => row(key, key === "payment-not-received" ? 25 : 0)),
  by_state: ["", ...states.map((state) => state.registerName)].map((key) => row(key, rounded({ Kano: 17, Lagos: 5, Ekiti: 1 })[key] ?? 0)),
};

describe("what a reader can work out from the figures", () => {
  it("works the report's example back as the report did: Ekiti 1 and Lagos 5, from the old rule's figures", () => {
    expect(cell(asPublishedBefore, "received by state", "Ekiti")).toEqual({ lo: 1, hi: 1 });
    expect(cell(asPublishedBefore, "received by state", "Lagos")).toEqual({ lo: 5, hi: 5 });
    expect(determined(workBack(asPublishedBefore)).filter((d) => d.table === "received by state")).toEqual([
      { table: "received by state", key: "Ekiti", value: 1 },
      { table: "received by state", key: "Kano", value: 17 },
      { table: "received by state", key: "Lagos", value: 5 },
    ]);
  });

  it("cannot work the same cases back from the rounded figures", () => {
    expect(determined(workBack(asPublishedNow))).toEqual([]);
    expect(cell(asPublishedNow, "received by state", "Ekiti")).toEqual({ lo: 0, hi: 2 });
    expect(cell(asPublishedNow, "received by state", "Lagos")).toEqual({ lo: 3, hi: 7 });
    expect(cell(asPublishedNow, "total", "received")).toEqual({ lo: 23, hi: 27 });
  });

  it("counts the first case's month as at least 1, and a median shown as at least the fewest cases it is given for", () => {
    const withMedian = (r: PublishedRow): PublishedRow => ({ ...r, resolved: 10, median_working_days: 12 });
    const figures: PublishedFigures = {
      ...asPublishedNow,
      first_day: "2026-10-31",
      total: withMedian(asPublishedNow.total),
      by_month: [row("2026-10", 0), withMedian(row("2026-11", 25))],
      by_category: asPublishedNow.by_category.map((r) => (r.received === 25 ? withMedian(r) : r)),
      by_state: asPublishedNow.by_state.map((r) => (r.key === "Kano" ? withMedian(r) : r)),
    };
    expect(cell(figures, "received by month", "2026-10")).toEqual({ lo: 1, hi: 2 });
    expect(cell(figures, "resolved by state", "Kano")).toEqual({ lo: 8, hi: 12 });
    expect(determined(workBack(figures))).toEqual([]);
  });

  /**
   * Rounding each count and the total on its own leaves one way in: when every count of a
   * breakdown sits at the same edge of its rounding, the total pins them all. Four states of
   * 3 cases show 5 each, and their 12 shows as 10: each must be 3. No rounding of counts and
   * totals each on its own avoids it, so the site runs this check on each count and publishes
   * nothing while it finds one (figures.server.ts; decision 0084).
   */
  it("finds the one arrangement in which counts rounded on their own can be worked back", () => {
    const four: PublishedFigures = {
      first_day: "2026-11-02",
      rounded_to: 5,
      fewest_cases: 8,
      total: row("", 10),
      by_month: [row("2026-11", 10)],
      by_category: [row("other", 10)],
      by_state: ["Ekiti", "Kano", "Lagos", "Oyo"].map((key) => row(key, 5)),
    };
    expect(determined(workBack(four)).filter((d) => d.table === "received by state")).toEqual(
      ["Ekiti", "Kano", "Lagos", "Oyo"].map((key) => ({ table: "received by state", key, value: 3 })),
    );
  });
});

describe("whether a breakdown's rows can add up to its totals", () => {
  const r = (lo: number, hi: number) => ({ lo, hi });
  it("places the resolved where they need no more received first", () => {
    // Two rows of 0 to 2 received; 3 resolved need 3 received at least.
    expect(lineFits([r(0, 2), r(0, 2)], [r(0, 2), r(0, 2)], 3, 3)).toBe(true);
    expect(lineFits([r(0, 2), r(0, 2)], [r(0, 2), r(0, 2)], 2, 3)).toBe(false);
    // A row of at least 5 received takes up to 5 resolved for nothing; the 6th costs one more.
    expect(lineFits([r(5, 9), r(0, 4)], [r(0, 9), r(0, 4)], 5, 6)).toBe(false);
    expect(lineFits([r(5, 9), r(0, 4)], [r(0, 9), r(0, 4)], 6, 6)).toBe(true);
    expect(lineFits([r(5, 9), r(0, 4)], [r(0, 9), r(0, 4)], 14, 0)).toBe(false);
  });
});
