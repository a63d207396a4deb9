import writeXlsxFile from "write-excel-file/node";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { prisma } from "~/utils/db.server";
import { parseLagosTime } from "~/utils/lagos-time";

/**
 * Every request received since a day, contact details included, as CSV (with
 * a byte-order mark, so Excel on Windows reads ɗ, ƙ, ẹ and ọ) or as XLSX
 * (write-excel-file, a kept library). The export is recorded, with its
 * format and its number of rows, under the officer's name and committed
 * before a row is read.
 */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export's columns: the function's column, and its heading in the file. */
const COLUMNS = [
  ["reference", "Reference"],
  ["received_at_lagos", "Received (Lagos time)"],
  ["status", "Status"],
  ["assignee", "Assigned to"],
  ["channel", "Channel"],
  ["organization_name", "Organisation"],
  ["sector", "Sector"],
  ["email_address", "E-mail address"],
  ["office_address", "Office address"],
  ["requester_name", "Requester"],
  ["designation", "Designation"],
  ["data_requested", "Data requested"],
  ["location_state", "State"],
  ["location_lgas", "LGAs"],
  ["location_wards", "Wards"],
  ["location_communities", "Communities"],
  ["household_criteria", "Household criteria"],
  ["individual_criteria", "Individual criteria"],
  ["purpose", "What the data is for"],
  ["data_period", "Period"],
  ["data_format", "Format wanted"],
  ["data_protection", "Protection and keeping"],
  ["request_date", "Date on the form"],
  ["decision_note", "Latest note"],
  ["decided_at_lagos", "Decided (Lagos time)"],
  ["working_days", "Working days open"],
] as const;

type Cell = string | number | null;

/** pg reads dates and Lagos times (without a zone) as UTC: print them as written. */
function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return value
      .toISOString()
      .replace(/T00:00:00\.000Z$/, "")
      .replace("T", " ")
      .replace(/:\d{2}\.\d+Z$/, "");
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

export async function exportRequests(
  member: StaffMember,
  since: Date,
  format: ExportFormat,
): Promise<{ headings: string[]; rows: Cell[][] }> {
  const [ticket] = await prisma.$queryRaw<{ ticket: bigint }[]>`
    SELECT staff_requests_export_ticket(${member.tokenHash}, ${since}::timestamptz, ${format}) AS ticket`;
  const rows = await prisma.$queryRaw<Record<string, unknown>[]>`
    SELECT * FROM staff_requests_export(${member.tokenHash}, ${ticket!.ticket}::bigint)`;
  return { headings: COLUMNS.map(([, heading]) => heading), rows: rows.map((row) => COLUMNS.map(([column]) => cell(row[column]))) };
}

export function exportCsv({ headings, rows }: { headings: string[]; rows: Cell[][] }): string {
  return CSV_BOM + csvRows([headings, ...rows.map((row) => row.map((value) => value ?? ""))]);
}

export async function exportXlsx({ headings, rows }: { headings: string[]; rows: Cell[][] }): Promise<Buffer> {
  return writeXlsxFile([headings.map((value) => ({ value, fontWeight: "bold" as const })), ...rows], {
    sheet: "Requests",
    stickyRowsCount: 1,
  }).toBuffer();
}

/** The export form's entries, checked: the first day as typed, and the kind of file. */
export function checkExportForm(entries: { since: string; format: string }): {
  since: Date | null;
  format: ExportFormat | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const since = /^\d{4}-\d{2}-\d{2}$/.test(entries.since) ? parseLagosTime(entries.since) : null;
  if (!(since instanceof Date)) problems.since = "Enter the first day to export, as 2026-01-01";
  const format = (EXPORT_FORMATS as readonly string[]).includes(entries.format) ? (entries.format as ExportFormat) : null;
  if (!format) problems.format = "Choose the kind of file";
  return { since: since instanceof Date ? since : null, format, problems };
}
