import { PassThrough, type Readable, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { StaffMember } from "~/features/staff-auth/session.server";
import {
  csvCell,
  DATE_FORMATS,
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  exportCell,
  type ExportCell,
  type ExportFormat,
} from "~/features/staff-requests/export-columns";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { prisma } from "~/utils/db.server";
import { lagosDay } from "~/utils/lagos-time";
import { logFailure } from "~/utils/log.server";

/**
 * Every request received since a day, contact details included, as CSV (with
 * a byte-order mark, so Excel on Windows reads ɗ, ƙ, ẹ and ọ) or as XLSX
 * (exceljs's streaming workbook writer, a kept library). The export is
 * recorded, with its format and its number of rows, under the officer's name
 * and committed before a row is read. The rows then come from a cursor, a
 * batch at a time, and each batch is written to the download before the next
 * is read: the process holds one batch, whatever the number of requests.
 * Its columns, and how each reads, are export-columns.ts's.
 */
/** Rows read from the cursor at a time: a few hundred kilobytes at most (each row is at most about 9 KB of text). */
const BATCH = 500;
/** The export's cursor, in its own transaction (one export per transaction). */
const CURSOR = "requests_export";
/** How long an export may take: well past 100,000 requests to a slow connection. */
const EXPORT_TIMEOUT_MS = 30 * 60 * 1000;

/** Records the export under the officer's name, committed on its own statement; the ticket lets exportStream read the rows. */
export async function exportTicket(member: StaffMember, since: Date, format: ExportFormat): Promise<bigint> {
  const [row] = await prisma.$queryRaw<{ ticket: bigint }[]>`
    SELECT staff_requests_export_ticket(${member.tokenHash}, ${since}::timestamptz, ${format}) AS ticket`;
  return row!.ticket;
}

/** A file's writer: the headings, then batches of rows (each taken in before the next is read), then the end. */
interface FileWriter {
  rows(rows: ExportCell[][]): Promise<void>;
  end(): Promise<void>;
}

function csvWriter(out: PassThrough, headings: string[]): FileWriter {
  out.write(CSV_BOM + csvRows([headings]));
  return {
    rows: async (rows) => {
      // Row by row: a batch as one string (megabytes with long notes) would be a large object, which V8
      // frees only at a full collection, so the process would grow by the file's size before one came.
      for (const row of rows) out.write(csvRows([row.map((value, index) => csvCell(EXPORT_COLUMNS[index]!, value))]));
      await drained(out);
    },
    end: () => {
      out.end();
      return Promise.resolve();
    },
  };
}

function xlsxWriter(out: PassThrough, headings: string[]): FileWriter {
  // Inline strings, not the shared-strings table, which would hold every distinct cell until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Requests", { views: [{ state: "frozen", ySplit: 1 }] });
  const heading = sheet.addRow(headings);
  heading.font = { bold: true };
  heading.commit();
  return {
    rows: async (rows) => {
      for (const row of rows) {
        const added = sheet.addRow(row);
        // A day or a time is a date cell, shown as the CSV writes it.
        EXPORT_COLUMNS.forEach(([, , kind], index) => {
          if (row[index] instanceof Date) added.getCell(index + 1).numFmt = kind === "day" ? DATE_FORMATS.day : DATE_FORMATS.time;
        });
        added.commit();
      }
      // exceljs hands the sheet's XML to the zip's compressor without waiting for it (its StreamBuf ignores
      // backpressure), so the XML would queue in memory: wait for the compressor, then for the download.
      await Promise.all((sheet as unknown as { stream: { pipes: Writable[] } }).stream.pipes.map(drained));
      await drained(out);
    },
    // Committing the workbook finishes the zip, which ends the stream.
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** Whether a stream holds more than it wants: exceljs's zip is built on an older readable-stream, without writableNeedDrain. */
function full(stream: Writable): boolean {
  return stream.writableNeedDrain ?? (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain === true;
}

/** Until a stream has taken what was written to it (or was closed: a download abandoned). */
function drained(stream: Writable): Promise<void> {
  if (!full(stream) || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/**
 * The file, as a stream, once its cursor is open: the rows since the
 * ticket's day, read a batch at a time in one transaction and written as
 * they come. A download abandoned part-way ends the transaction.
 */
export function exportStream(member: StaffMember, ticket: bigint, format: ExportFormat): Promise<Readable> {
  const out = new PassThrough();
  const headings = EXPORT_COLUMNS.map(([, heading]) => heading);
  return new Promise((resolve, reject) => {
    let opened = false;
    prisma
      .$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT staff_requests_export(${member.tokenHash}, ${ticket}::bigint, ${CURSOR}::refcursor)`;
          const writer = format === "csv" ? csvWriter(out, headings) : xlsxWriter(out, headings);
          opened = true;
          resolve(out);
          for (;;) {
            const rows = await tx.$queryRawUnsafe<Record<string, unknown>[]>(`FETCH ${BATCH} FROM ${CURSOR}`);
            if (rows.length === 0) break;
            await writer.rows(rows.map((row) => EXPORT_COLUMNS.map((column) => exportCell(column, row[column[0]]))));
            if (out.destroyed) throw new Error("the download was abandoned");
          }
          await writer.end();
        },
        { maxWait: 10_000, timeout: EXPORT_TIMEOUT_MS },
      )
      .catch((failure: unknown) => {
        const error = failure instanceof Error ? failure : new Error(String(failure));
        if (!opened) return reject(error);
        if (!out.destroyed) {
          logFailure("request export", error);
          out.destroy(error);
        }
      });
  });
}

/** The export form's entries, checked: the first day as typed, and the kind of file. */
export function checkExportForm(entries: { since: string; format: string }): {
  since: Date | null;
  format: ExportFormat | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const since = lagosDay(entries.since);
  if (!since) problems.since = "Enter the first day to export, as 2026-01-01";
  const format = (EXPORT_FORMATS as readonly string[]).includes(entries.format) ? (entries.format as ExportFormat) : null;
  if (!format) problems.format = "Choose the kind of file";
  return { since: since instanceof Date ? since : null, format, problems };
}

/** The first of the month a year before `today` (Lagos, as 2026-11-25): a year's requests unless the officer asks for more. */
export function aYearAgo(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
}

/** The form's entries from its address: as a refused download sent them back (with `check`, and what is wrong), or the defaults. */
export function exportFormEntries(query: URLSearchParams, today: string) {
  const entries = { since: query.get("since") ?? aYearAgo(today), format: query.get("format") ?? "xlsx" };
  const problems = query.has("check") ? checkExportForm(entries).problems : {};
  return { entries, problems };
}
