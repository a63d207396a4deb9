import { stringify } from "csv-stringify/sync";

/**
 * The site's one CSV dialect, by csv-stringify: CRLF line ends, quotes where a
 * cell needs them, and a cell a spreadsheet would run as a formula (=, +, -,
 * @) prefixed with a quote (negative numbers stay numbers).
 */
export function csvRows(rows: readonly (readonly (string | number)[])[]): string {
  return stringify(rows as (string | number)[][], { record_delimiter: "windows", quote_record_delimiter: true, escape_formulas: true });
}

/** Written first in every CSV file we hand out: without it, Excel on Windows misreads UTF-8 (ɗ, ƙ, ẹ, ọ). */
export const CSV_BOM = "\uFEFF";
