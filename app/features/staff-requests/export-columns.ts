import { criteriaOptions } from "~/content/data-access-request-form";
import { statusName } from "~/features/requests/status-words";
import { CHANNEL_NAMES } from "~/features/staff-requests/queue";

/** The kinds of file an export can be: also the form's choices, so kept out of the .server module the browser build leaves out. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The columns of a requests export (the back office's CSV and XLSX, and
 * `npm run export:requests`): each the database's column, its heading, and
 * how its value reads. A status, a channel and the data asked for are
 * written in the words staff see on screen, not the database's codes; days
 * and times stay dates, which a spreadsheet sorts and filters as such.
 */
type Kind = "text" | "status" | "channel" | "data" | "day" | "time";

export const EXPORT_COLUMNS = [
  ["reference", "Reference", "text"],
  ["received_at_lagos", "Received (Lagos time)", "time"],
  ["status", "Status", "status"],
  ["assignee", "Assigned to", "text"],
  ["channel", "Channel", "channel"],
  ["organization_name", "Organisation", "text"],
  ["sector", "Sector", "text"],
  ["email_address", "E-mail address", "text"],
  ["phone", "Phone number", "text"],
  ["office_address", "Office address", "text"],
  ["requester_name", "Requester", "text"],
  ["designation", "Designation", "text"],
  ["data_requested", "Data requested", "data"],
  ["location_state", "State", "text"],
  ["location_lgas", "LGAs", "text"],
  ["location_wards", "Wards", "text"],
  ["location_communities", "Communities", "text"],
  ["household_criteria", "Household criteria", "text"],
  ["individual_criteria", "Individual criteria", "text"],
  ["purpose", "What the data is for", "text"],
  ["data_period", "Period", "text"],
  ["data_format", "Format wanted", "text"],
  ["data_protection", "Protection and keeping", "text"],
  ["request_date", "Date on the form", "day"],
  ["decision_note", "Latest note", "text"],
  ["decided_at_lagos", "Decided (Lagos time)", "time"],
  ["working_days", "Working days open", "text"],
] as const satisfies readonly (readonly [string, string, Kind])[];

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** A cell as read: text, a number, or a date (a Lagos day or time, which pg reads as that wall time in UTC). */
export type ExportCell = string | number | Date | null;

/** The number formats of the XLSX's date cells: ISO, as the CSV writes them. */
export const DATE_FORMATS = { day: "yyyy-mm-dd", time: "yyyy-mm-dd hh:mm" } as const;

/** The database's "households, location", as the request's page says it: "Households, Location". */
function dataRequested(codes: string): string {
  const asked = new Set(codes.split(", "));
  return (
    criteriaOptions
      .filter((option) => asked.has(option.key))
      .map((option) => option.label)
      .join(", ") || codes
  );
}

/** One value of a row as the export writes it. */
export function exportCell([, , kind]: ExportColumn, value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === "number") return value;
  if (typeof value !== "string") return JSON.stringify(value);
  if (kind === "status") return statusName(value);
  if (kind === "channel") return CHANNEL_NAMES[value] ?? value;
  if (kind === "data") return dataRequested(value);
  return value;
}

/** A cell as CSV text: a day as 2026-11-25, a time as 2026-11-25 14:05, which spreadsheets read as dates. */
export function csvCell([, , kind]: ExportColumn, cell: ExportCell): string {
  if (cell === null) return "";
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return kind === "day" ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  return String(cell);
}
