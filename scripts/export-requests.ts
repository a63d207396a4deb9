/**
 * Writes data access requests as CSV, one row per request, in the columns of
 * the data_access_request_summary view.
 *
 *   npm run export:requests -- --since 2026-01-01 [--out requests.csv]
 *
 * Without --out the CSV goes to standard output. Uses DATABASE_URL, or the
 * embedded database of a running `npm start`.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseEnv } from "../app/utils/env.server";
import { csvLine } from "../app/utils/csv";
import { errorMessage } from "../app/utils/error-message";
import { embeddedDatabaseUrl } from "../server/embedded-url";

const { values } = parseArgs({ options: { since: { type: "string" }, out: { type: "string" } } });
const since = values.since ?? "1970-01-01";
if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))) {
  console.error("Usage: npm run export:requests -- --since YYYY-MM-DD [--out file.csv]");
  process.exit(2);
}

const env = parseEnv();
process.env.DATABASE_URL = env.DATABASE_URL ?? embeddedDatabaseUrl(env.EMBEDDED_DB_PORT);
const { dataAccessRequestsSince } = await import("../app/models/data-access-request.server");
const { prisma } = await import("../app/utils/db.server");

/** The view's columns are text, numbers, booleans and dates. */
function cell(value: string | number | boolean | Date | null | undefined): string {
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
  const rows = await dataAccessRequestsSince(new Date(`${since}T00:00:00+01:00`));
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  const csv = (columns.length ? csvLine(columns) : "") + rows.map((row) => csvLine(columns.map((column) => cell(row[column])))).join("");
  if (values.out) {
    writeFileSync(values.out, csv);
    console.error(`Wrote ${rows.length} request${rows.length === 1 ? "" : "s"} since ${since} to ${values.out}.`);
  } else {
    process.stdout.write(csv);
  }
} catch (error) {
  console.error(`Export failed: ${errorMessage(error)}\nIs the database running (npm start), or DATABASE_URL set?`);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
