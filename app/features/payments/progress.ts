import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/en";
import { PROGRESS_CYCLE_PARAM } from "~/site/query-params";
import { lagosTimeText } from "~/utils/lagos-time";

/**
 * Progress during a payment cycle (decision 0108, slice 3): households due
 * and paid, per LGA and in totals per state and for the country, as at a
 * time the office gives. Counts only.
 */
export interface Cycle {
  year: number;
  number: number;
}

export interface Progress {
  due: number;
  paid: number;
  /** ISO time the counts describe. */
  asAt: string;
}

/** A state's or the country's total: how many LGAs it adds up, and their counts. */
export interface ProgressTotal extends Progress {
  /** The register's name of the state; null for the country. */
  state: string | null;
  lgas: number;
}

export interface LgaProgress extends Progress {
  state: string;
  lga: string;
}

/** An LGA's row as payment_progress holds it: its cycle and who reported it too. */
export interface LgaProgressRow extends LgaProgress {
  cycle: Cycle;
  sourceName: string;
}

/** "2026, tranche 2", in a reader's words. */
export const cycleWords = (cycle: Cycle, words: Messages["payments"]) => format(words.cycle, { year: cycle.year, number: cycle.number });

/** A cycle in an address (`?cycle=2026-2`), and back. */
export const cycleKey = (cycle: Cycle) => `${cycle.year}-${cycle.number}`;
export const cycleQuery = (cycle: Cycle) => `?${PROGRESS_CYCLE_PARAM}=${cycleKey(cycle)}`;

export function cycleOfKey(key: string | null): Cycle | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(key ?? "");
  if (!match) return null;
  const cycle = { year: Number(match[1]), number: Number(match[2]) };
  return cycle.year >= 2016 && cycle.year <= 2100 && cycle.number >= 1 && cycle.number <= 24 ? cycle : null;
}

/** The share paid, in whole per cent, rounded down, so 99.6 % is never shown as everyone paid. */
export function percentPaid(progress: Pick<Progress, "due" | "paid">): number {
  return progress.due === 0 ? 0 : Math.floor((100 * progress.paid) / progress.due);
}

/**
 * The progress file's columns: the names of payment_progress's columns, in
 * this order, each one published-columns lists (a unit test holds it to the
 * list, and an integration test the file).
 */
export const PROGRESS_CSV_COLUMNS = [
  "cycle_year",
  "cycle_number",
  "state",
  "lga",
  "households_due",
  "households_paid",
  "as_at",
  "source_name",
] as const;

export type ProgressCsvColumn = (typeof PROGRESS_CSV_COLUMNS)[number];

/** One LGA's row of the file, as its columns say. */
export function progressCsvRow(row: LgaProgressRow): Record<ProgressCsvColumn, string | number> {
  return {
    cycle_year: row.cycle.year,
    cycle_number: row.cycle.number,
    state: row.state,
    lga: row.lga,
    households_due: row.due,
    households_paid: row.paid,
    // Lagos's own time, with its offset, as a reader of the file in Nigeria reads it.
    as_at: `${lagosTimeText(new Date(row.asAt)).replace(" ", "T")}:00+01:00`,
    source_name: row.sourceName,
  };
}
