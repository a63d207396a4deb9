import { describe, expect, it } from "vitest";
import {
  chartable,
  CSV_COLUMNS,
  csvTable,
  FIX_MONTHS_SHOWN,
  fixMonthsShown,
  percent,
  STATE_NOT_GIVEN,
  type FigureRow,
  type GrievanceFigures,
} from "./figures";

const shown = (key: string, received: number): FigureRow => ({
  key,
  received,
  resolved: received - 5,
  share_in_time: 0.8,
  share_flag: null,
  median_working_days: 13,
  median_flag: null,
  share_answered: 0.5,
  share_confirmed: 0.38,
  answers_flag: null,
  share_reopened: 0.1,
  reopened_flag: null,
  share_reopened_in_time: null,
  reopened_in_time_flag: "fewer-than-8",
});
const few = (key: string, received: number): FigureRow => ({
  key,
  received,
  resolved: 0,
  share_in_time: null,
  share_flag: "fewer-than-8",
  median_working_days: null,
  median_flag: "fewer-than-8",
  share_answered: null,
  share_confirmed: null,
  answers_flag: "fewer-than-8",
  share_reopened: null,
  reopened_flag: "fewer-than-8",
  share_reopened_in_time: null,
  reopened_in_time_flag: "fewer-than-8",
});

const figures: GrievanceFigures = {
  as_at: "2026-11-26T10:00:00Z",
  first_day: "2026-01-05",
  rounded_to: 5,
  fewest_cases: 8,
  total: shown("", 40),
  by_month: [shown("2026-01", 35), few("2026-02", 5), few("2026-03", 0)],
  by_category: [shown("fraud", 40)],
  by_state: [shown("Kano", 40)],
};

describe("the figures' CSV", () => {
  it("has a heading, the total first, then each month, category and state, one row each", () => {
    const rows = csvTable(figures);
    expect(CSV_COLUMNS).toHaveLength(18);
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
    expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual([
      "total ",
      "month 2026-01",
      "month 2026-02",
      "month 2026-03",
      "category fraud",
      "state Kano",
    ]);
    expect(rows[0]).toEqual([
      "total",
      "",
      40,
      "rounded to the nearest 5",
      35,
      "rounded to the nearest 5",
      0.8,
      "",
      13,
      "",
      0.5,
      "",
      0.38,
      "",
      0.1,
      "",
      "",
      "fewer than 8 grievances",
    ]);
  });

  it("says beside every count that it is rounded, and leaves a withheld share or median empty with its reason", () => {
    const [, , february, march] = csvTable(figures);
    expect(february).toEqual([
      "month",
      "2026-02",
      5,
      "rounded to the nearest 5",
      0,
      "rounded to the nearest 5",
      "",
      "fewer than 8 grievances",
      "",
      "fewer than 8 grievances",
      ...Array.from({ length: 4 }, () => ["", "fewer than 8 grievances"]).flat(),
    ]);
    expect(march!.slice(2, 4)).toEqual([0, "rounded to the nearest 5"]);
  });
});

describe("the charts", () => {
  it("draw every row's count as published, a 0 too", () => {
    expect(chartable(figures.by_month, (key) => `M${key}`)).toEqual([
      { label: "M2026-01", value: 35 },
      { label: "M2026-02", value: 5 },
      { label: "M2026-03", value: 0 },
    ]);
  });
});

describe("figures in words", () => {
  it("writes a share as whole per cent", () => {
    expect(percent(0.69)).toBe("69%");
    expect(percent(1)).toBe("100%");
  });
});

describe("the state row of cases sent without a state", () => {
  it("reads 'not given' in the CSV, while the total keeps its empty key", () => {
    const rows = csvTable({ ...figures, by_state: [shown("Kano", 35), shown("", 5)] });
    expect(rows[0]!.slice(0, 2)).toEqual(["total", ""]);
    expect(rows.filter((row) => row[0] === "state").map((row) => row[1])).toEqual(["Kano", STATE_NOT_GIVEN]);
  });
});

describe("Was it fixed? by month", () => {
  it("shows the latest months only, newest last, however many years the figures cover", () => {
    const months = Array.from({ length: 120 }, (_, index) =>
      shown(`${2017 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`, 10),
    );
    const shownMonths = fixMonthsShown({ ...figures, by_month: months });
    expect(shownMonths).toHaveLength(FIX_MONTHS_SHOWN);
    expect(shownMonths.at(-1)!.key).toBe("2026-12");
    expect(shownMonths[0]!.key).toBe("2025-01");
    expect(fixMonthsShown(figures)).toEqual(figures.by_month);
  });
});
