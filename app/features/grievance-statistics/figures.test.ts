import { describe, expect, it } from "vitest";
import { chartable, CSV_COLUMNS, csvTable, days, percent, STATE_NOT_GIVEN, type FigureRow, type GrievanceFigures } from "./figures";

const shown = (key: string, received: number): FigureRow => ({
  key,
  received,
  received_flag: null,
  resolved: received - 1,
  resolved_flag: null,
  share_in_time: 0.8,
  share_flag: null,
  median_working_days: 12.5,
  median_flag: null,
});
const small = (key: string): FigureRow => ({
  key,
  received: null,
  received_flag: "fewer-than-5",
  resolved: 0,
  resolved_flag: null,
  share_in_time: null,
  share_flag: "fewer-than-5",
  median_working_days: null,
  median_flag: "fewer-than-5",
});
const withheld = (key: string): FigureRow => ({ ...shown(key, 0), received: null, received_flag: "withheld" });

const figures: GrievanceFigures = {
  as_at: "2026-11-26T10:00:00Z",
  first_day: "2026-01-05",
  total: shown("", 40),
  by_month: [shown("2026-01", 30), small("2026-02"), withheld("2026-03")],
  by_category: [shown("fraud", 40)],
  by_state: [shown("Kano", 40)],
};

describe("the figures' CSV", () => {
  it("has a heading, the total first, then each month, category and state, one row each", () => {
    const rows = csvTable(figures);
    expect(CSV_COLUMNS).toHaveLength(10);
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
    expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual([
      "total ",
      "month 2026-01",
      "month 2026-02",
      "month 2026-03",
      "category fraud",
      "state Kano",
    ]);
    expect(rows[0]).toEqual(["total", "", 40, "", 39, "", 0.8, "", 12.5, ""]);
  });

  it("leaves a withheld figure empty, with its reason beside it", () => {
    const [, , february, march] = csvTable(figures);
    expect(february).toEqual(["month", "2026-02", "", "fewer than 5", 0, "", "", "fewer than 5", "", "fewer than 5"]);
    expect(march!.slice(2, 4)).toEqual(["", "withheld so that a figure under 5 cannot be worked out from the total"]);
  });
});

describe("the charts", () => {
  it("draw the published counts only and name the others", () => {
    expect(chartable(figures.by_month, (key) => `M${key}`)).toEqual({
      entries: [{ label: "M2026-01", value: 30 }],
      leftOut: ["M2026-02", "M2026-03"],
    });
  });
});

describe("figures in words", () => {
  it("writes a share as whole per cent and a median to a tenth of a day when it falls between two", () => {
    expect(percent(0.686)).toBe("69%");
    expect(percent(1)).toBe("100%");
    expect(days(12)).toBe("12");
    expect(days(12.5)).toBe("12.5");
  });
});

describe("the state row of cases sent without a state", () => {
  it("reads 'not given' in the CSV, while the total keeps its empty key", () => {
    const rows = csvTable({ ...figures, by_state: [shown("Kano", 35), shown("", 5)] });
    expect(rows[0]!.slice(0, 2)).toEqual(["total", ""]);
    expect(rows.filter((row) => row[0] === "state").map((row) => row[1])).toEqual(["Kano", STATE_NOT_GIVEN]);
  });
});
