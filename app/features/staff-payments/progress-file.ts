import { placeKey } from "~/features/places/names";
import type { RegisterReference } from "~/features/places/reference";
import { formatCount } from "~/utils/format";
import { readCsvRecords, WINDOW_PROBLEMS_LISTED } from "./windows-file";

/**
 * The office's progress file (decision 0108, slice 3): one row an LGA, its
 * households due and paid in the cycle the form names, as at the time the
 * form gives. Read as the register's file is: every problem at once, each
 * with its row (the header is row 1), so the office corrects them together.
 */
export const PROGRESS_COLUMNS = ["state", "lga", "households_due", "households_paid"] as const;

/** Within the back office's 64 KB post, with room for the form: 774 rows of a whole cycle take about 25 KB. */
export const PROGRESS_FILE_MAX_BYTES = 60 * 1024;

export interface ProgressFileRow {
  /** Its row in the file, the header being row 1. */
  row: number;
  state: string;
  lga: string;
  due: number;
  paid: number;
}

export type ProgressFile = { rows: ProgressFileRow[] } | { problems: string[]; more: number };

/** The LGAs a cycle's live windows name, each state's by its names' keys, in the register's spelling. */
export type CycleLgas = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function cycleLgasOf(rows: readonly { state: string; lga: string }[]): CycleLgas {
  const byState = new Map<string, Map<string, string>>();
  for (const { state, lga } of rows) {
    if (!byState.has(state)) byState.set(state, new Map());
    byState.get(state)!.set(placeKey(lga), lga);
  }
  return byState;
}

const MAX_COUNT = 100_000_000;

/** A count as the file writes it: digits, thousands separated by commas or not. */
function countOf(cell: string): number | null {
  const value = cell.trim().replace(/,/g, "");
  return /^\d+$/.test(value) && Number(value) <= MAX_COUNT ? Number(value) : null;
}

/**
 * Reads the file, or lists what is wrong: the header; each row's state and LGA against the
 * register's list (with the name meant), an LGA no live window of the cycle names, an LGA twice,
 * a count that is not a whole number, more paid than due. `cycle` names the cycle in the words.
 */
export function readProgressFile(text: string, reference: RegisterReference, windowsName: CycleLgas, cycle: string): ProgressFile {
  const records = readCsvRecords(text);
  if ("problem" in records) return { problems: [records.problem], more: 0 };
  const [header, ...body] = records;
  if (!header) return { problems: ["The file is empty: its first row names the columns, then one row an LGA."], more: 0 };
  const headings = header.map((cell) => cell.trim().toLowerCase());
  const missing = PROGRESS_COLUMNS.filter((column) => !headings.includes(column));
  if (missing.length > 0) {
    return {
      problems: [
        `Row 1: the file has no column ${missing.map((name) => `“${name}”`).join(", ")}. Its columns are ${PROGRESS_COLUMNS.join(", ")}.`,
      ],
      more: 0,
    };
  }
  const problems: string[] = [];
  const rows: ProgressFileRow[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === "")) return;
    const cell = (column: (typeof PROGRESS_COLUMNS)[number]) => (cells[headings.indexOf(column)] ?? "").trim();
    const due = countOf(cell("households_due"));
    const paid = countOf(cell("households_paid"));
    if (due === null) problems.push(`Row ${row}: households_due must be a whole number, not “${cell("households_due")}”.`);
    if (paid === null) problems.push(`Row ${row}: households_paid must be a whole number, not “${cell("households_paid")}”.`);
    const place = reference.check(row, cell("state"), cell("lga"));
    if ("problem" in place) {
      problems.push(place.problem);
      return;
    }
    const lga = windowsName.get(place.state)?.get(placeKey(place.lga));
    if (!lga) {
      problems.push(
        `Row ${row}: no published window of ${cycle} names ${place.lga}, ${place.state}. Publish its window first, or take the row out.`,
      );
      return;
    }
    const key = `${place.state}\u001f${lga}`;
    const first = seen.get(key);
    if (first) {
      problems.push(`Row ${row}: ${lga}, ${place.state} is given twice (first in row ${first}).`);
      return;
    }
    seen.set(key, row);
    if (due === null || paid === null) return;
    if (paid > due) {
      problems.push(
        `Row ${row}: ${formatCount(paid)} households paid in ${lga} is more than the ${formatCount(due)} due. Correct one of them.`,
      );
      return;
    }
    rows.push({ row, state: place.state, lga, due, paid });
  });
  if (problems.length === 0 && rows.length === 0) problems.push("The file has its columns but no LGA: add one row an LGA under them.");
  if (problems.length > 0) {
    return { problems: problems.slice(0, WINDOW_PROBLEMS_LISTED), more: Math.max(0, problems.length - WINDOW_PROBLEMS_LISTED) };
  }
  return { rows };
}
