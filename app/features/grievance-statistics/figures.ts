import { RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";

/**
 * The published grievance figures, as the database's grievance_statistics()
 * returns them (migration 20261226110000_grievance_statistics; decision 0068).
 * The database counts and suppresses: a figure that is not published arrives
 * as null with the reason beside it, so nothing here can show what it withheld.
 */

/** Why a figure is not published: it is under 5, or it is withheld so that one under 5 cannot be worked out from the total. */
export type Withheld = "fewer-than-5" | "withheld";

/** The smallest count published, as the database applies it; the pages' words say "fewer than 5". */
export const SMALLEST_PUBLISHED = 5;

export interface FigureRow {
  /** The month received (YYYY-MM, Lagos time), the category's code, or the state's register name; empty on the total. */
  key: string;
  received: number | null;
  received_flag: Withheld | null;
  resolved: number | null;
  resolved_flag: Withheld | null;
  /** Of the cases whose promised date has passed, the share resolved by that date (0 to 1). */
  share_in_time: number | null;
  share_flag: Withheld | null;
  median_working_days: number | null;
  median_flag: Withheld | null;
}

export interface GrievanceFigures {
  as_at: string;
  /** The Lagos date of the first case, or null before there is one. */
  first_day: string | null;
  total: FigureRow;
  by_month: FigureRow[];
  by_category: FigureRow[];
  by_state: FigureRow[];
}

export const DIMENSIONS = ["month", "category", "state"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export function rowsOf(figures: GrievanceFigures, dimension: Dimension): FigureRow[] {
  return figures[`by_${dimension}`];
}

/** The figures a row has: each value with the reason it is withheld, if it is. */
export const MEASURES = ["received", "resolved", "share", "median"] as const;
export type Measure = (typeof MEASURES)[number];

export function measure(row: FigureRow, which: Measure): { value: number | null; flag: Withheld | null } {
  switch (which) {
    case "received":
      return { value: row.received, flag: row.received_flag };
    case "resolved":
      return { value: row.resolved, flag: row.resolved_flag };
    case "share":
      return { value: row.share_in_time, flag: row.share_flag };
    case "median":
      return { value: row.median_working_days, flag: row.median_flag };
  }
}

/** 0.6864 → "69%": whole per cent, as a reader compares them. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** 14 → "14", 14.5 → "14.5": a median of an even number of cases may fall between two days. */
export function days(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A chart draws the published figures only; the others are named beside it. */
export function chartable(rows: readonly FigureRow[], label: (key: string) => string) {
  return {
    entries: rows.flatMap((row) => (row.received === null ? [] : [{ label: label(row.key), value: row.received }])),
    leftOut: rows.filter((row) => row.received === null).map((row) => label(row.key)),
  };
}

/** The CSV's column names: plain English, machine-readable, and the same in every language. */
export const CSV_COLUMNS = [
  "dimension",
  "key",
  "received",
  "received_note",
  "resolved",
  "resolved_note",
  `share_resolved_within_${RESOLUTION_TARGET_WORKING_DAYS}_working_days`,
  "share_note",
  "median_working_days_to_resolution",
  "median_note",
] as const;

/** The CSV's key of the state row for cases that name no state (sent as a free SMS, not yet placed). */
export const STATE_NOT_GIVEN = "not given";

/** The note on a figure the CSV leaves empty. */
export const CSV_NOTES: Record<Withheld, string> = {
  "fewer-than-5": "fewer than 5",
  withheld: "withheld so that a figure under 5 cannot be worked out from the total",
};

/**
 * The CSV's rows after its heading: the total first (dimension "total"), then
 * each month, category and state. A withheld figure is an empty cell with its
 * reason in the note beside it, so that a spreadsheet adds up only what is published.
 */
export function csvTable(figures: GrievanceFigures): (string | number)[][] {
  const line = (dimension: string, row: FigureRow) => [
    dimension,
    // The state row of the cases sent as a free SMS and not yet placed has no state's name (decision 0073).
    dimension === "state" && row.key === "" ? STATE_NOT_GIVEN : row.key,
    ...MEASURES.flatMap((which) => {
      const { value, flag } = measure(row, which);
      return [value ?? "", flag ? CSV_NOTES[flag] : ""];
    }),
  ];
  return [
    line("total", figures.total),
    ...DIMENSIONS.flatMap((dimension) => rowsOf(figures, dimension).map((row) => line(dimension, row))),
  ];
}
