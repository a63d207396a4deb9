import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";
import { registerChanges, type RegisterChanges, type RegisterRow } from "./changes";
import { csvSha256, LgaImportError, parseLgaCsv, readAddedLgas } from "./import.server";
import type { AddedLga } from "~/features/places/reference";
import type { FileProblems } from "./upload-form";

/**
 * The register's file in the back office: checked as the command-line
 * import checks it, kept while a publisher looks at what it would change,
 * then published through the database (migration 20261214090000), which
 * names them.
 */
export const REGISTER_FILE_MAX_BYTES = 2 * 1024 * 1024;

export interface StagedFile {
  id: number;
  source: string;
  asAt: string;
  uploadedBy: string;
  published: boolean;
  /** What publishing it would change; null when the file no longer passes the checks (kept from before a check was added). */
  changes: RegisterChanges | null;
  /** Every problem it has now, each with its row. */
  refusal: FileProblems | null;
}

/** The LGAs an administrator added to the register's list, which a file may name. */
export function addedLgas(): Promise<AddedLga[]> {
  return readAddedLgas(prisma);
}

async function currentRows(): Promise<RegisterRow[]> {
  const rows = await prisma.$queryRaw<(RegisterRow & { is_total: boolean })[]>`
    SELECT state, lga, households, individuals, male, female, is_total FROM lga_summary ORDER BY position`;
  return rows.map((row) => ({ ...row, isTotal: row.is_total }));
}

/** Checks a file; keeps it for the preview. Throws LgaImportError, with its line, when it would be refused. */
export async function stageRegisterFile(member: StaffMember, text: string, source: string, asAt: string): Promise<number> {
  parseLgaCsv(text, await addedLgas());
  const [row] = await prisma.$queryRaw<
    { id: bigint }[]
  >`SELECT staff_register_stage(${member.tokenHash}, ${text}, ${source}, ${asAt}::date) AS id`;
  return Number(row!.id);
}

export async function stagedRegisterFile(member: StaffMember, id: number): Promise<StagedFile | null> {
  const [row] = await prisma.$queryRaw<
    { file_text: string; source: string; as_at: Date; uploaded_by: string; published_at: Date | null }[]
  >`SELECT file_text, source, as_at, uploaded_by, published_at FROM staff_register_upload(${member.tokenHash}, ${id}::bigint)`;
  if (!row) return null;
  const staged = {
    id,
    source: row.source,
    asAt: row.as_at.toISOString().slice(0, 10),
    uploadedBy: row.uploaded_by,
    published: row.published_at !== null,
  };
  try {
    return { ...staged, changes: registerChanges(await currentRows(), parseLgaCsv(row.file_text, await addedLgas())), refusal: null };
  } catch (error) {
    if (!(error instanceof LgaImportError)) throw error;
    return { ...staged, changes: null, refusal: { listed: error.problems, more: error.more } };
  }
}

/** Replaces the summary readers see with the staged file's rows; returns how many. */
export async function publishRegisterFile(member: StaffMember, id: number): Promise<number> {
  const [row] = await prisma.$queryRaw<
    { file_text: string }[]
  >`SELECT file_text FROM staff_register_upload(${member.tokenHash}, ${id}::bigint)`;
  if (!row) throw new LgaImportError("That file is not waiting to be published.");
  const rows = parseLgaCsv(row.file_text, await addedLgas());
  const [published] = await prisma.$queryRaw<{ rows: number }[]>`
    SELECT staff_register_publish(${member.tokenHash}, ${id}::bigint, ${csvSha256(row.file_text)},
      ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.lga)}::text[], ${rows.map((r) => r.households)}::int[],
      ${rows.map((r) => r.individuals)}::int[], ${rows.map((r) => r.male)}::int[], ${rows.map((r) => r.female)}::int[],
      ${rows.map((r) => r.isTotal)}::bool[]) AS rows`;
  return published!.rows;
}

/** An administrator adds new or renamed LGAs to the register's list; how many it did not have. */
export async function addRegisterLgas(member: StaffMember, lgas: AddedLga[]): Promise<number> {
  const [row] = await prisma.$queryRaw<{ added: number }[]>`
    SELECT staff_register_add_lgas(${member.tokenHash}, ${lgas.map((one) => one.state)}::text[], ${lgas.map((one) => one.lga)}::text[]) AS added`;
  return row!.added;
}

/** The figures readers see now: where they come from, the day they describe, and when they were loaded. */
export async function publishedDataset(): Promise<{
  source: string;
  asAt: string;
  illustrative: boolean;
  rows: number;
  importedAt: string;
} | null> {
  const [dataset] = await prisma.$queryRaw<{ source: string; as_at: Date; illustrative: boolean; row_count: number; imported_at: Date }[]>`
    SELECT source, as_at, illustrative, row_count, imported_at FROM lga_dataset WHERE id = 1`;
  if (!dataset) return null;
  return {
    source: dataset.source,
    asAt: dataset.as_at.toISOString().slice(0, 10),
    illustrative: dataset.illustrative,
    rows: dataset.row_count,
    importedAt: dataset.imported_at.toISOString().slice(0, 10),
  };
}
