/**
 * Writes data access requests, contact details included, as CSV: one row per
 * request. It connects as your own staff login, so the export is recorded in
 * the audit log under your name (and committed before anything is read), and
 * the file is readable by you alone.
 *
 *   STAFF_DATABASE_URL=postgresql://ada:…@host/nassco \
 *     npm run export:requests -- --since 2026-01-01 --out requests.csv
 */
import { parseArgs } from "node:util";
import { CSV_BOM, csvRows } from "../app/utils/csv";
import { errorMessage } from "../app/utils/log.server";
import { withClient } from "../server/database/pg";
import { writePrivateFile } from "../app/utils/private-file.server";
import { staffDatabaseUrl } from "./database-url";

const { values } = parseArgs({ options: { since: { type: "string" }, out: { type: "string" } } });
const since = values.since ?? "1970-01-01";
if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)) || !values.out) {
  console.error("Usage: npm run export:requests -- --since YYYY-MM-DD --out file.csv");
  process.exit(2);
}

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

try {
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
  writePrivateFile(values.out, csv);
  console.error(`Wrote ${rows.length} request${rows.length === 1 ? "" : "s"} since ${since} to ${values.out} (readable by you only).`);
} catch (error) {
  console.error(`Export failed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
