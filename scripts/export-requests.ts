/** `npm run export:requests`: what it does is its --help, below. */
import { chmodSync, closeSync, openSync, writeSync } from "node:fs";
import { CSV_BOM, csvRows } from "../app/utils/csv";
import { withClient } from "../server/database/pg";
import { readArguments, run } from "./cli";
import { staffDatabaseUrl } from "./database-url";

const { values, wrong } = readArguments({
  name: "export:requests",
  usage: "--out file.csv [--since YYYY-MM-DD]",
  about: `
Writes every data access request received since the date (Lagos time; all of
them without --since), contact details included, as CSV with a byte-order mark
for spreadsheet programs. The file is readable by you alone. It connects as
your own staff login, STAFF_DATABASE_URL (from npm run staff:add), so the
export is recorded in the audit log under your name before a row is read.
The rows are read and written a batch at a time, whatever their number.`,
  options: { since: { type: "string" }, out: { type: "string" } },
});
const since = values.since ?? "1970-01-01";
if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))) wrong(`--since takes a date as YYYY-MM-DD, not ${since}`);
const out = values.out ?? wrong("It needs --out and the file to write");

/** The export's columns are text, dates and Lagos times. */
function cell(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  // pg reads date and timestamp-without-zone columns as UTC; print them as written.
  if (value instanceof Date)
    return value
      .toISOString()
      .replace(/T00:00:00\.000Z$/, "")
      .replace("T", " ")
      .replace(/\.\d+Z$/, "");
  return String(value);
}

/** Rows read from the cursor at a time. */
const BATCH = 500;

await run("The export", async () => {
  const written = await withClient(staffDatabaseUrl(), async (client) => {
    // The export is on record, committed, before a single row is read.
    const { rows: tickets } = await client.query<{ ticket: string }>(
      "CALL dar_export_ticket(($1::date)::timestamp AT TIME ZONE 'Africa/Lagos')",
      [since],
    );
    // Readable by you alone from the start (the mode given to openSync applies only to a new file).
    const file = openSync(out, "w", 0o600);
    chmodSync(out, 0o600);
    try {
      await client.query("BEGIN");
      await client.query("DECLARE requests_export NO SCROLL CURSOR FOR SELECT * FROM dar_export($1)", [tickets[0]!.ticket]);
      let count = 0;
      for (;;) {
        const { rows, fields } = await client.query<Record<string, string | Date | null>>(`FETCH ${BATCH} FROM requests_export`);
        const columns = fields.map((field) => field.name);
        if (count === 0) writeSync(file, CSV_BOM + csvRows([columns]));
        if (rows.length === 0) break;
        writeSync(file, csvRows(rows.map((row) => columns.map((column) => cell(row[column])))));
        count += rows.length;
      }
      await client.query("COMMIT");
      return count;
    } finally {
      closeSync(file);
    }
  });
  console.error(`Wrote ${written} request${written === 1 ? "" : "s"} since ${since} to ${out} (readable by you only).`);
});
