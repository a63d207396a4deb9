/** The months of known problems /grievances/statistics shows, the newest first. */
export const KNOWN_PROBLEM_MONTHS = 12;
/** A count of reports under this is shown as "fewer than 8", as the grievance figures' cells are (decision 0084). */
export const SMALLEST_SHOWN = 8;

/** One month's known problems: notices are the office's public statements, counted as they are; reports under 8 are not shown. */
export interface KnownProblemMonth {
  /** "2027-03". */
  month: string;
  notices: number;
  byRule: number;
  closed: number;
  /** Of the closed ones; null when none closed. */
  medianDaysOpen: number | null;
  /** null: fewer than 8. */
  cases: number | null;
  absorbed: number | null;
}
