/** `npm run export:requests`: what it does is its --help, below. */
import { chmodSync, closeSync, openSync, writeSync } from "node:fs";
import pg from "pg";
import { csvCell, EXPORT_COLUMNS, exportCell } from "../app/features/staff-requests/export-columns";
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
for spreadsheet programs, with the back office's headings and words (days as
2026-11-25, times as 2026-11-25 14:05). The file is readable by you alone. It
connects as your own staff login, STAFF_DATABASE_URL (from npm run staff:add),
so the export is recorded in the audit log under your name before a row is read.
The rows are read and written a batch at a time, whatever their number.`,
  options: { since: { type: "string" }, out: { type: "string" } },
});
const since = values.since ?? "1970-01-01";
if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))) wrong(`--since takes a date as YYYY-MM-DD, not ${since}`);
const out = values.out ?? wrong("It needs --out and the file to write");

/** Rows read from the cursor at a time. */
const BATCH = 500;

/**
 * A Lagos day or time (a date or timestamp without a zone) read as that wall time in UTC, as
 * Prisma reads them for the back office's export; pg's default would read it in this machine's zone.
 */
const TIMESTAMP_OID = 1114;
const DATE_OID = 1082;
const wallTime = {
  getTypeParser(oid: number, format?: "text" | "binary"): (value: string) => unknown {
    if (oid === TIMESTAMP_OID) return (value) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === DATE_OID) return (value) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

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
        const { rows, fields } = await client.query<Record<string, string | Date | null>>({
          text: `FETCH ${BATCH} FROM requests_export`,
          types: wallTime,
        });
        // The back office's columns, as far as dar_export() has them (it has no working days).
        const columns = EXPORT_COLUMNS.filter(([name]) => fields.some((field) => field.name === name));
        if (count === 0) writeSync(file, CSV_BOM + csvRows([columns.map(([, heading]) => heading)]));
        if (rows.length === 0) break;
        writeSync(file, csvRows(rows.map((row) => columns.map((column) => csvCell(column, exportCell(column, row[column[0]]))))));
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
