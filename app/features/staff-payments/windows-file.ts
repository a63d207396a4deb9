import { parse } from "csv-parse/sync";
import { entriesOf, formFields, type Entries } from "~/features/staff-content/form";
import { paymentWindowCollection } from "~/features/payments/collection";
import { formatCount } from "~/utils/format";

/**
 * The office's CSV of many payment windows (decision 0108, slice 2): one row
 * a window, read into the entries the one-window form would have, so that
 * every row is checked by the same rules as the form. Lists (LGAs, pay
 * points) are separated by ";" in a cell; yes/no columns take yes or no.
 */

/** The file's columns: its heading, and the form's field it fills. Those marked optional may be left out of the file. */
export const WINDOW_COLUMNS = [
  { heading: "id", field: "id", optional: true },
  { heading: "programme", field: "programme" },
  { heading: "year", field: "cycle_year" },
  { heading: "tranche", field: "cycle_number" },
  { heading: "state", field: "state" },
  { heading: "lgas", field: "lgas" },
  { heading: "opens_on", field: "opens_on" },
  { heading: "closes_on", field: "closes_on" },
  { heading: "amount_naira", field: "amount_naira" },
  { heading: "by_bank", field: "by_bank" },
  { heading: "by_wallet", field: "by_wallet" },
  { heading: "at_pay_points", field: "at_pay_points" },
  { heading: "pay_points", field: "pay_points" },
  { heading: "pause_reason", field: "pause_reason" },
  { heading: "source", field: "source_name" },
  { heading: "checked_on", field: "checked_on" },
  { heading: "provenance", field: "provenance", optional: true },
  { heading: "source_url", field: "source_url", optional: true },
  { heading: "source_as_at", field: "source_as_at", optional: true },
] as const;

/** "1 problem", "3 problems". */
export const problemsCount = (count: number) => `${formatCount(count)} ${count === 1 ? "problem" : "problems"}`;

/** "1 window", "3 windows": as the back office counts them. */
export const windowsCount = (count: number) => `${formatCount(count)} ${count === 1 ? "window" : "windows"}`;

/**
 * A file's size and windows at most: within the back office's 64 KB for a form's post (nginx's
 * and the app's), the file and the form's fields together. A state's cycle is at most 44 windows
 * (Kano's LGAs), about 7 KB; a cycle of the whole country goes state by state.
 */
export const WINDOWS_FILE_MAX_BYTES = 60 * 1024;
export const WINDOWS_MAX = 400;
/** Problems a refusal lists; a file with more says how many were left out. */
export const WINDOW_PROBLEMS_LISTED = 50;

/** One window as the file gives it: its row number (the header is row 1), the id typed, and the form's entries. */
export interface FileWindow {
  row: number;
  id: string;
  entries: Entries;
}

/** Why a file that is not UTF-8 is refused: a spreadsheet's other encodings would turn names into nonsense. */
export const NOT_UTF8 = "The file is not UTF-8 text. Save it from the spreadsheet as “CSV UTF-8” and choose it again";

/** An office CSV's records, as RFC 4180 reads them, or the problem naming the row where it stops being CSV. */
export function readCsvRecords(text: string): string[][] | { problem: string } {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = typeof error === "object" && error !== null && "lines" in error ? Number(error.lines) : 1;
    return { problem: `Row ${line}: this is not valid CSV. Save the sheet as “CSV UTF-8” and choose it again.` };
  }
}

/** The rows that could be read, and the problems of the file and of the rows that could not. */
export interface WindowsFile {
  windows: FileWindow[];
  problems: string[];
}

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0", ""]);

const fieldsByName = new Map(formFields(paymentWindowCollection).map((field) => [field.name, field]));

/** A cell as the form's entry: a list's items one a line, a yes/no as a ticked box's "on". */
function entryOf(field: string, cell: string): string | { problem: string } {
  const kind = fieldsByName.get(field)?.kind;
  if (kind === "lines")
    return cell
      .split(";")
      .map((item) => item.trim())
      .join("\n");
  if (kind === "boolean") {
    const word = cell.trim().toLowerCase();
    if (YES.has(word)) return "on";
    if (NO.has(word)) return "";
    return { problem: `write yes or no, not “${cell.trim()}”` };
  }
  return cell.trim();
}

function headingProblems(header: string[]): string[] {
  const known = new Set<string>(WINDOW_COLUMNS.map((column) => column.heading));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const heading of header) {
    if (!known.has(heading)) problems.push(`Row 1: “${heading}” is not a column of this file.`);
    else if (seen.has(heading)) problems.push(`Row 1: the column “${heading}” is given twice.`);
    seen.add(heading);
  }
  const missing = WINDOW_COLUMNS.filter((column) => !("optional" in column) && !seen.has(column.heading)).map((column) => column.heading);
  if (missing.length > 0) problems.push(`Row 1: the file has no column ${missing.map((name) => `“${name}”`).join(", ")}.`);
  return problems;
}

/**
 * Reads the file into windows, with every problem it can tell without the form's rules, each
 * naming its row: the header's (then no window is read), a row with more or fewer cells than the
 * header, a yes/no that is neither, too many windows. The rows read are checked next by the form's
 * rules, so that one refusal lists the problems of every row.
 */
export function readWindowsFile(text: string): WindowsFile {
  const records = readCsvRecords(text);
  if ("problem" in records) return { windows: [], problems: [records.problem] };
  const rows = records.map((cells, index) => ({ cells, row: index + 1 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const [header, ...body] = rows;
  const refused = (problem: string) => ({ windows: [], problems: [problem] });
  if (!header) return refused("The file is empty: its first row names the columns, then one row a window.");
  const headings = header.cells.map((cell) => cell.trim().toLowerCase());
  const problems = headingProblems(headings);
  if (problems.length > 0) return { windows: [], problems };
  if (body.length === 0) return refused("The file has its columns but no window: add one row a window under them.");
  if (body.length > WINDOWS_MAX) return refused(`The file has ${body.length} windows: send ${WINDOWS_MAX} or fewer at a time.`);
  const windows: FileWindow[] = [];
  for (const { cells, row } of body) {
    if (cells.length !== headings.length) {
      problems.push(`Row ${row}: it has ${cells.length} cells where the header has ${headings.length} columns.`);
      continue;
    }
    const entries = entriesOf(paymentWindowCollection, null);
    let id = "";
    let readable = true;
    headings.forEach((heading, index) => {
      const column = WINDOW_COLUMNS.find((one) => one.heading === heading)!;
      const cell = cells[index] ?? "";
      if (column.field === "id") {
        id = cell.trim();
        return;
      }
      const entry = entryOf(column.field, cell);
      if (typeof entry === "string") entries[column.field] = entry;
      else {
        problems.push(`Row ${row}, ${heading}: ${entry.problem}.`);
        readable = false;
      }
    });
    if (readable) windows.push({ row, id, entries });
  }
  return { windows, problems };
}

/** A field's problem as the file's refusal says it: its row, its column, and the form's words. */
export function rowProblem(row: number, field: string, problem: string): string {
  const heading = WINDOW_COLUMNS.find((column) => column.field === field)?.heading ?? field;
  // The form numbers a list's lines; in the file they are the cell's items.
  const worded = field === "lgas" || field === "pay_points" ? problem.replace(/^Line (\d+): /, "item $1: ") : problem;
  return `Row ${row}, ${heading}: ${/[.?!]$/.test(worded) ? worded : `${worded}.`}`;
}
