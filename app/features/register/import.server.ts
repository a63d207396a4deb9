import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import type { PrismaClient } from "~/generated/prisma/client";
import { announceSiteDataChange } from "~/runtime/data-changes.server";
import { LGA_COLUMNS, lgaColumn, NATIONAL_TOTAL_LABEL, type CountKey } from "~/features/register/view";

/**
 * Loading a register summary CSV: validation with line-numbered messages, then
 * one transaction that replaces the previous dataset. Figures are stored as
 * given; inconsistent ones (female above total, say) are not "cleaned".
 */

const HEADINGS = LGA_COLUMNS.map((column) => column.heading);
type Heading = (typeof HEADINGS)[number];

export interface LgaRow {
  state: string;
  lga: string;
  households: number;
  individuals: number;
  male: number;
  female: number;
  isTotal: boolean;
}

export interface LgaDatasetMeta {
  source: string;
  /** ISO date, e.g. "2021-05-31". */
  asAt: string;
  illustrative: boolean;
}

export class LgaImportError extends Error {
  override name = "LgaImportError";
}

const MAX_COUNT = 2_147_483_647;

/** RFC 4180 CSV, by csv-parse: quoted fields may hold commas, quotes and line breaks. */
function readCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = typeof error === "object" && error !== null && "lines" in error ? Number(error.lines) : 1;
    throw new LgaImportError(`Line ${line}: this is not valid CSV (${error instanceof Error ? error.message : "unreadable"}).`);
  }
}

export function parseLgaCsv(text: string): LgaRow[] {
  const [header, ...records] = readCsv(text);
  if (!header) throw new LgaImportError("Line 1: the file is empty; it needs a header row.");
  const names = header.map((name) => name.trim().toUpperCase());
  const missing = HEADINGS.filter((heading) => !names.includes(heading));
  if (missing.length) {
    throw new LgaImportError(
      `Line 1: missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}. Expected ${HEADINGS.join(", ")}.`,
    );
  }
  const at = (heading: Heading) => names.indexOf(heading);

  const rows: LgaRow[] = [];
  let totalLine: number | undefined;
  records.forEach((record, index) => {
    const line = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    const cell = (heading: Heading) => (record[at(heading)] ?? "").trim();
    const count = (key: CountKey): number => {
      const { heading } = lgaColumn(key);
      const value = cell(heading).replace(/,/g, "");
      if (!/^\d+$/.test(value) || Number(value) > MAX_COUNT) {
        throw new LgaImportError(`Line ${line}: ${heading} must be a whole number, not "${cell(heading)}".`);
      }
      return Number(value);
    };
    const counts = { households: count("households"), individuals: count("individuals"), male: count("male"), female: count("female") };
    // The site's own CSV labels the total row; the office's file leaves its state and LGA blank.
    const state = cell("STATE") === NATIONAL_TOTAL_LABEL ? "" : cell("STATE");
    const lga = cell("LGA");
    const isTotal = state === "" && lga === "";
    if (isTotal) {
      if (totalLine) throw new LgaImportError(`Line ${line}: a second national total row (the first is on line ${totalLine}).`);
      totalLine = line;
    } else if (lga === "") {
      throw new LgaImportError(`Line ${line}: the LGA is empty. Only the national total row may leave STATE and LGA blank.`);
    } else if (state === "") {
      throw new LgaImportError(`Line ${line}: the STATE is empty for LGA "${lga}".`);
    }
    rows.push({ state, lga, ...counts, isTotal });
  });
  if (!rows.some((row) => !row.isTotal)) throw new LgaImportError("The file has no LGA rows.");
  return rows;
}

/** Validates, then replaces the current dataset in one transaction. Returns the number of rows. */
export async function importLgaCsv(prisma: PrismaClient, csv: string, meta: LgaDatasetMeta): Promise<number> {
  const rows = parseLgaCsv(csv);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.asAt) || Number.isNaN(Date.parse(meta.asAt))) {
    throw new LgaImportError(`The "as at" date must look like 2021-05-31, not "${meta.asAt}".`);
  }
  const sha256 = csvSha256(csv);
  await prisma.$transaction([
    prisma.$executeRaw`DELETE FROM lga_summary`,
    prisma.$executeRaw`
      INSERT INTO lga_summary (position, state, lga, households, individuals, male, female, is_total)
      SELECT * FROM unnest(
        ${rows.map((_, i) => i + 1)}::int[], ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.lga)}::text[],
        ${rows.map((r) => r.households)}::int[], ${rows.map((r) => r.individuals)}::int[],
        ${rows.map((r) => r.male)}::int[], ${rows.map((r) => r.female)}::int[], ${rows.map((r) => r.isTotal)}::bool[])`,
    prisma.$executeRaw`
      INSERT INTO lga_dataset (id, source, as_at, illustrative, file_sha256, row_count, imported_at)
      VALUES (1, ${meta.source}, ${meta.asAt}::date, ${meta.illustrative}, ${sha256}, ${rows.length}, now())
      ON CONFLICT (id) DO UPDATE SET source = EXCLUDED.source, as_at = EXCLUDED.as_at, illustrative = EXCLUDED.illustrative,
        file_sha256 = EXCLUDED.file_sha256, row_count = EXCLUDED.row_count, imported_at = EXCLUDED.imported_at`,
    announceSiteDataChange(prisma),
  ]);
  return rows.length;
}

export function csvSha256(csv: string): string {
  return createHash("sha256").update(csv).digest("hex");
}
