import { REOPENED_TARGET_WORKING_DAYS, RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";

/**
 * The published grievance figures, as the database's grievance_statistics()
 * returns them (migrations 20261226110000_grievance_statistics and
 * 20261229100000_grievance_statistics_rounded; decisions 0068 and 0084). The
 * database counts and rounds: every count arrives rounded to the nearest 5, and
 * a share or median that is not published arrives as null with the reason
 * beside it, so nothing here can show a true count.
 */

/** Why a share or median is not published: fewer than FEWEST_CASES grievances make it. */
export type Withheld = "fewer-than-8";

/** Every count, totals too, is rounded to the nearest multiple of this (decision 0084). */
export const ROUNDED_TO = 5;

/** A share or median is given only from this many grievances: the fewest whose count rounds to 10. */
export const FEWEST_CASES = 8;

export interface FigureRow {
  /** The month received (YYYY-MM, Lagos time), the category's code, or the state's register name; empty on the total. */
  key: string;
  /** Rounded to the nearest 5, as resolved. */
  received: number;
  resolved: number;
  /** Of the cases whose promised date has passed, the share resolved by that date (0 to 1, to the hundredth). */
  share_in_time: number | null;
  share_flag: Withheld | null;
  /** In whole working days, rounded up. */
  median_working_days: number | null;
  median_flag: Withheld | null;
  /** "Was it fixed?" (decision 0110): of the resolved cases, the share whose person answered, and who said it was fixed. */
  share_answered: number | null;
  share_confirmed: number | null;
  answers_flag: Withheld | null;
  /** Of the cases ever resolved, the share a person's "no" reopened. */
  share_reopened: number | null;
  reopened_flag: Withheld | null;
  /** Of the reopened cases resolved again, the share resolved within their own promise. */
  share_reopened_in_time: number | null;
  reopened_in_time_flag: Withheld | null;
}

export interface GrievanceFigures {
  as_at: string;
  /** The Lagos date of the first case, or null before there is one. */
  first_day: string | null;
  rounded_to: number;
  fewest_cases: number;
  total: FigureRow;
  /** Every month from the first case's to this one, every category and every state (and the cases without one), 0 included. */
  by_month: FigureRow[];
  by_category: FigureRow[];
  by_state: FigureRow[];
}

export const DIMENSIONS = ["month", "category", "state"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export function rowsOf(figures: GrievanceFigures, dimension: Dimension): FigureRow[] {
  return figures[`by_${dimension}`];
}

/** The figures a row has: each value with the reason it is withheld, if it is (a count never is). */
export const MEASURES = ["received", "resolved", "share", "median"] as const;
/** "Was it fixed?": shares only, each from its own cases. */
export const FIX_MEASURES = ["answered", "confirmed", "reopened", "reopenedInTime"] as const;
export type Measure = (typeof MEASURES)[number] | (typeof FIX_MEASURES)[number];

export function measure(row: FigureRow, which: Measure): { value: number | null; flag: Withheld | null } {
  switch (which) {
    case "received":
      return { value: row.received, flag: null };
    case "resolved":
      return { value: row.resolved, flag: null };
    case "share":
      return { value: row.share_in_time, flag: row.share_flag };
    case "median":
      return { value: row.median_working_days, flag: row.median_flag };
    case "answered":
      return { value: row.share_answered, flag: row.answers_flag };
    case "confirmed":
      return { value: row.share_confirmed, flag: row.answers_flag };
    case "reopened":
      return { value: row.share_reopened, flag: row.reopened_flag };
    case "reopenedInTime":
      return { value: row.share_reopened_in_time, flag: row.reopened_in_time_flag };
  }
}

/**
 * The months "Was it fixed?" shows by month on the page: the latest two years. The month table
 * above it grows by a row a month, and the page must stay within one round trip (docs/budgets.md);
 * every month is in the CSV.
 */
export const FIX_MONTHS_SHOWN = 24;

export function fixMonthsShown(figures: GrievanceFigures): FigureRow[] {
  return figures.by_month.slice(-FIX_MONTHS_SHOWN);
}

/** Whether a figure is a share (written as a per cent), rather than a count or a number of days. */
export const isShare = (which: Measure) => which !== "received" && which !== "resolved" && which !== "median";

/** 0.69 → "69%": whole per cent, as a reader compares them (and as the database gives them). */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A chart draws every row's received, as published: rounded, and 0 where it is. */
export function chartable(rows: readonly FigureRow[], label: (key: string) => string) {
  return rows.map((row) => ({ label: label(row.key), value: row.received }));
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
  "share_of_resolved_answered_was_it_fixed",
  "answered_note",
  "share_of_resolved_confirmed_fixed",
  "confirmed_note",
  "share_of_ever_resolved_reopened",
  "reopened_note",
  `share_of_reopened_resolved_again_within_${REOPENED_TARGET_WORKING_DAYS}_working_days`,
  "reopened_in_time_note",
] as const;

/** The CSV's key of the state row for cases that name no state (sent as a free SMS, not yet placed). */
export const STATE_NOT_GIVEN = "not given";

/** The note beside every count, and beside a share or median the CSV leaves empty. */
export const CSV_NOTES: Record<Withheld | "rounded", string> = {
  rounded: `rounded to the nearest ${ROUNDED_TO}`,
  "fewer-than-8": `fewer than ${FEWEST_CASES} grievances`,
};

/**
 * The CSV's rows after its heading: the total first (dimension "total"), then
 * each month, category and state. Each count says beside it that it is rounded,
 * so that a spreadsheet's sum is not taken for a true count; a withheld share or
 * median is an empty cell with its reason beside it.
 */
export function csvTable(figures: GrievanceFigures): (string | number)[][] {
  const line = (dimension: string, row: FigureRow) => [
    dimension,
    // The state row of the cases sent as a free SMS and not yet placed has no state's name (decision 0073).
    dimension === "state" && row.key === "" ? STATE_NOT_GIVEN : row.key,
    ...[...MEASURES, ...FIX_MEASURES].flatMap((which) => {
      const { value, flag } = measure(row, which);
      const counted = which === "received" || which === "resolved";
      return [value ?? "", counted ? CSV_NOTES.rounded : flag ? CSV_NOTES[flag] : ""];
    }),
  ];
  return [
    line("total", figures.total),
    ...DIMENSIONS.flatMap((dimension) => rowsOf(figures, dimension).map((row) => line(dimension, row))),
  ];
}
