import { formatCount } from "~/utils/format";
import type { AddedLga } from "~/features/places/reference";

/** The register upload form's rules: what a publisher must give with the file, and how a refused file is told. */

export interface UploadEntries {
  source: string;
  as_at: string;
}

export type UploadProblems = Partial<Record<"file" | "source" | "as_at", string>>;

/** Every problem found in a refused file: the first PROBLEMS_LISTED, and how many more. */
export interface FileProblems {
  listed: string[];
  more: number;
}

export const SOURCE_MAX = 300;
export const TOO_LARGE = "The file is larger than 2 MB. Send the LGA summary only.";
export const NOT_UTF8 = "The file is not UTF-8 text. Save it from the spreadsheet as CSV UTF-8 and choose it again";

/** The form's own problems, before the file is read: a file chosen, where the figures come from, the day they describe. */
export function uploadProblems(entries: UploadEntries, fileChosen: boolean): UploadProblems {
  const problems: UploadProblems = {};
  if (!fileChosen) problems.file = "Choose the LGA summary file (CSV)";
  if (!entries.source) problems.source = "Say where the figures come from";
  else if (entries.source.length > SOURCE_MAX) problems.source = `Say where the figures come from in ${SOURCE_MAX} characters or fewer`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(entries.as_at) || Number.isNaN(Date.parse(entries.as_at)))
    problems.as_at = "Write the date the figures describe, as 2026-10-31";
  return problems;
}

/** The file's text, or null when it is not UTF-8 (a spreadsheet's other encodings would turn names into nonsense). */
export function utf8Text(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The error summary's line for a refused file; the problems themselves are listed under the file field. */
export function refusalLine(problems: FileProblems): string {
  const count = problems.listed.length + problems.more;
  return `The file was not accepted: it has ${count === 1 ? "1 problem" : `${formatCount(count)} problems`}, listed under the file field. Nothing has changed.`;
}

/**
 * The LGAs of a refused file that the register's list does not have, offered to an
 * administrator to add (each genuinely new or renamed), and why an earlier try was refused.
 */
export interface LgaAdding {
  offered: AddedLga[];
  problem: string | null;
}

export const NOTHING_TICKED = "Tick each LGA that is new or renamed, or correct its spelling in the file instead";

/** An offered LGA as its checkbox's value: its state and name, as JSON, since names hold commas and slashes. */
export const lgaChoice = (lga: AddedLga) => JSON.stringify([lga.state, lga.lga]);

/** The line after LGAs were added, which sends the administrator back to the file. */
export function addedLine(count: number): string {
  return `Done: ${count === 1 ? "1 LGA" : `${formatCount(count)} LGAs`} added to the register's list. Choose the file again and check it.`;
}
