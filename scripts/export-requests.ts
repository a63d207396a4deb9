/** `npm run export:requests`: what it does is its --help, below. */
import { CSV_BOM, csvRows } from "../app/utils/csv";
import { withClient } from "../server/database/pg";
import { writePrivateFile } from "../app/utils/private-file.server";
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
export is recorded in the audit log under your name before a row is read.`,
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

await run("The export", async () => {
  const { rows, fields } = await withClient(staffDatabaseUrl(), async (client) => {
    // The export is on record, committed, before a single row is read.
    const { rows: tickets } = await client.query<{ ticket: string }>(
      "CALL dar_export_ticket(($1::date)::timestamp AT TIME ZONE 'Africa/Lagos')",
      [since],
    );
    return client.query<Record<string, string | Date | null>>("SELECT * FROM dar_export($1)", [tickets[0]!.ticket]);
  });
  const columns = fields.map((field) => field.name);
  const csv = CSV_BOM + csvRows([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]);
  writePrivateFile(out, csv);
  console.error(`Wrote ${rows.length} request${rows.length === 1 ? "" : "s"} since ${since} to ${out} (readable by you only).`);
});
