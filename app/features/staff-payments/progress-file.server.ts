import type { StaffMember } from "~/features/staff-auth/session.server";
import { registerReference } from "~/features/places/reference";
import { cycleKey, cycleWords, type Cycle } from "~/features/payments/progress";
import { csvSha256, readAddedLgas } from "~/features/register/import.server";
import { en } from "~/i18n/messages/en";
import { prisma } from "~/utils/db.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { cycleLgasOf, readProgressFile, type ProgressFile, type ProgressFileRow } from "./progress-file";

/**
 * The progress file between the form and the database (decision 0108,
 * slice 3): checked against the register's list and the cycle's live
 * windows, kept while a publisher looks at what it would change, then
 * published by staff_payment_progress_publish, which checks it again and
 * writes the totals in the same transaction.
 */
export interface ProgressUpload {
  cycle: Cycle;
  /** ISO time the counts describe. */
  asAt: string;
  sourceName: string;
}

/** What publishing a staged file would change, for the publisher to look at first. */
export interface ProgressPreview extends ProgressUpload {
  id: number;
  uploadedBy: string;
  published: boolean;
  /** Its rows now, or every problem (a window withdrawn since it was staged, newer figures published since). */
  file: ProgressFile;
  due: number;
  paid: number;
  states: number;
  /** LGAs with figures in this cycle already: before and after, those that change, the first 20. */
  changed: { state: string; lga: string; was: { due: number; paid: number }; now: { due: number; paid: number } }[];
  added: number;
}

/** The cycles a file may be for: those with a live window, the latest first. */
export async function cyclesWithWindows(): Promise<Cycle[]> {
  const rows = await prisma.$queryRaw<{ cycle_year: number; cycle_number: number }[]>`
    SELECT DISTINCT cycle_year, cycle_number FROM payment_window WHERE locale = 'en'
    ORDER BY cycle_year DESC, cycle_number DESC LIMIT 24`;
  return rows.map((row) => ({ year: row.cycle_year, number: row.cycle_number }));
}

interface Published {
  state: string;
  lga: string;
  households_due: number;
  households_paid: number;
  as_at: Date;
}

async function publishedRows(cycle: Cycle, rows: readonly ProgressFileRow[]): Promise<Published[]> {
  return prisma.$queryRaw<Published[]>`
    SELECT p.state, p.lga, p.households_due, p.households_paid, p.as_at
    FROM payment_progress p JOIN unnest(${rows.map((row) => row.state)}::text[], ${rows.map((row) => row.lga)}::text[]) AS f (state, lga)
      ON p.state = f.state AND p.lga = f.lga
    WHERE p.cycle_year = ${cycle.year} AND p.cycle_number = ${cycle.number}`;
}

/**
 * The file read and checked now: against the register's list, the LGAs the cycle's live windows
 * name (read through the publisher's own function), and the figures already published, which a
 * file of an earlier time may not replace.
 */
async function checkedFile(
  member: StaffMember,
  text: string,
  upload: ProgressUpload,
): Promise<{ file: ProgressFile; published: Published[] }> {
  const [added, named] = await Promise.all([
    readAddedLgas(prisma),
    prisma.$queryRaw<{ state: string; lga: string }[]>`
      SELECT state, lga FROM staff_payment_cycle_lgas(${member.tokenHash}, ${upload.cycle.year}, ${upload.cycle.number})`,
  ]);
  const file = readProgressFile(text, registerReference(added), cycleLgasOf(named), cycleWords(upload.cycle, en.payments));
  if ("problems" in file) return { file, published: [] };
  const published = await publishedRows(upload.cycle, file.rows);
  const asAt = new Date(upload.asAt).getTime();
  const newer = file.rows.flatMap((row) => {
    const before = published.find((one) => one.state === row.state && one.lga === row.lga);
    return before && before.as_at.getTime() > asAt
      ? [`Row ${row.row}: figures for ${row.lga} as at ${lagosTimeText(before.as_at)} are published already, later than this file's.`]
      : [];
  });
  return { file: newer.length > 0 ? { problems: newer, more: 0 } : file, published };
}

/** Checks a file; keeps it when it passes and returns its id, or returns its problems. */
export async function stageProgressFile(member: StaffMember, text: string, upload: ProgressUpload): Promise<{ id: number } | ProgressFile> {
  const { file } = await checkedFile(member, text, upload);
  if ("problems" in file) return file;
  const [row] = await prisma.$queryRaw<{ id: bigint }[]>`
    SELECT staff_payment_progress_stage(${member.tokenHash}, ${upload.cycle.year}, ${upload.cycle.number},
      ${upload.asAt}::timestamptz, ${upload.sourceName}, ${text}) AS id`;
  return { id: Number(row!.id) };
}

interface StagedRow {
  cycle_year: number;
  cycle_number: number;
  as_at: Date;
  source_name: string;
  file_text: string;
  file_sha256: string;
  uploaded_by: string;
  published_at: Date | null;
}

async function stagedRow(member: StaffMember, id: number): Promise<StagedRow | null> {
  const [row] = await prisma.$queryRaw<StagedRow[]>`
    SELECT cycle_year, cycle_number, as_at, source_name, file_text, file_sha256, uploaded_by, published_at
    FROM staff_payment_progress_upload(${member.tokenHash}, ${id}::bigint)`;
  return row ?? null;
}

const uploadOf = (row: StagedRow): ProgressUpload => ({
  cycle: { year: row.cycle_year, number: row.cycle_number },
  asAt: row.as_at.toISOString(),
  sourceName: row.source_name,
});

const CHANGED_SHOWN = 20;

export async function stagedProgressFile(member: StaffMember, id: number): Promise<ProgressPreview | null> {
  const row = await stagedRow(member, id);
  if (!row) return null;
  const upload = uploadOf(row);
  const { file, published } = await checkedFile(member, row.file_text, upload);
  const rows = "rows" in file ? file.rows : [];
  const changed = rows.flatMap((one) => {
    const was = published.find((before) => before.state === one.state && before.lga === one.lga);
    return was && (was.households_due !== one.due || was.households_paid !== one.paid)
      ? [
          {
            state: one.state,
            lga: one.lga,
            was: { due: was.households_due, paid: was.households_paid },
            now: { due: one.due, paid: one.paid },
          },
        ]
      : [];
  });
  return {
    ...upload,
    id,
    uploadedBy: row.uploaded_by,
    published: row.published_at !== null,
    file,
    due: rows.reduce((sum, one) => sum + one.due, 0),
    paid: rows.reduce((sum, one) => sum + one.paid, 0),
    states: new Set(rows.map((one) => one.state)).size,
    changed: changed.slice(0, CHANGED_SHOWN),
    added: rows.length - published.length,
  };
}

/** Publishes a staged file as it passes the checks now; its rows, or its problems. */
export async function publishProgressFile(
  member: StaffMember,
  id: number,
): Promise<{ published: number; cycle: string } | { problems: string[]; more: number } | null> {
  const row = await stagedRow(member, id);
  if (!row || row.published_at) return null;
  const upload = uploadOf(row);
  const { file } = await checkedFile(member, row.file_text, upload);
  if ("problems" in file) return file;
  const sha256 = csvSha256(row.file_text);
  const [published] = await prisma.$queryRaw<{ rows: number }[]>`
    SELECT staff_payment_progress_publish(${member.tokenHash}, ${id}::bigint, ${sha256},
      ${file.rows.map((one) => one.state)}::text[], ${file.rows.map((one) => one.lga)}::text[],
      ${file.rows.map((one) => one.due)}::int[], ${file.rows.map((one) => one.paid)}::int[]) AS rows`;
  return { published: published!.rows, cycle: cycleKey(upload.cycle) };
}
