import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import type { PrismaClient } from "~/generated/prisma/client";
import { announceSiteDataChange } from "~/utils/data-changes.server";
import { COUNT_COLUMNS, LGA_COLUMNS, lgaColumn, NATIONAL_TOTAL_LABEL, type CountKey } from "~/features/register/view";
import { formatCount } from "~/utils/format";
import { placeKey } from "~/features/places/names";
import { registerReference, type AddedLga } from "~/features/places/reference";

/**
 * Loading a register summary CSV: validation that lists every problem with
 * its row (each state and LGA checked against the register's list,
 * reference.ts), then one transaction that replaces the previous dataset.
 * Figures are stored as given; inconsistent ones (female above total, say)
 * are not "cleaned".
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

/** How many problems a refusal lists; a file with more says how many were left out. */
export const PROBLEMS_LISTED = 50;

/**
 * A refused file, with every problem found in one pass (row by row, in file
 * order), so the office corrects them all at once rather than one per upload.
 */
export class LgaImportError extends Error {
  override name = "LgaImportError";
  /** The first PROBLEMS_LISTED problems, each a sentence starting "Row N:" where it has a row. */
  readonly problems: string[];
  /** How many more problems the file has beyond those listed. */
  readonly more: number;
  /** The LGAs of known states the list does not have, each once, the first PROBLEMS_LISTED: an administrator may add them. */
  readonly unknownLgas: AddedLga[];

  constructor(problems: string | string[], unknownLgas: AddedLga[] = []) {
    const all = typeof problems === "string" ? [problems] : problems;
    const listed = all.slice(0, PROBLEMS_LISTED);
    const more = all.length - listed.length;
    super(listed.length === 1 ? listed[0]! : `${all.length} problems: ${listed.join(" ")}${more ? ` And ${more} more not listed.` : ""}`);
    this.problems = listed;
    this.more = more;
    const once = new Map(unknownLgas.map((unknown) => [`${unknown.state}\u001f${placeKey(unknown.lga)}`, unknown]));
    this.unknownLgas = [...once.values()].slice(0, PROBLEMS_LISTED);
  }
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

/**
 * Reads the office's file, or refuses it with every problem: the header's,
 * each row's (a state or LGA not on the register's list among them), and a
 * national total row that is not the sum of the LGA rows. Rows are numbered
 * as a spreadsheet numbers them, the header being row 1. `added`: the LGAs an
 * administrator added to the list (readAddedLgas).
 */
export function parseLgaCsv(text: string, added: readonly AddedLga[] = []): LgaRow[] {
  const [header, ...records] = readCsv(text);
  if (!header) throw new LgaImportError("Row 1: the file is empty; it needs a header row.");
  const names = header.map((name) => name.trim().toUpperCase());
  const missing = HEADINGS.filter((heading) => !names.includes(heading));
  if (missing.length) {
    throw new LgaImportError(
      `Row 1: missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}. Expected ${HEADINGS.join(", ")}.`,
    );
  }
  const at = (heading: Heading) => names.indexOf(heading);

  const reference = registerReference(added);
  const problems: string[] = [];
  const unknownLgas: AddedLga[] = [];
  const rows: LgaRow[] = [];
  let totalRow: number | undefined;
  let countsReadable = true;
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    const cell = (heading: Heading) => (record[at(heading)] ?? "").trim();
    const count = (key: CountKey): number => {
      const { heading } = lgaColumn(key);
      const value = cell(heading).replace(/,/g, "");
      if (!/^\d+$/.test(value) || Number(value) > MAX_COUNT) {
        problems.push(`Row ${row}: ${heading} must be a whole number, not "${cell(heading)}".`);
        countsReadable = false;
        return 0;
      }
      return Number(value);
    };
    const counts = { households: count("households"), individuals: count("individuals"), male: count("male"), female: count("female") };
    // The site's own CSV labels the total row; the office's file leaves its state and LGA blank.
    let state = cell("STATE") === NATIONAL_TOTAL_LABEL ? "" : cell("STATE");
    let lga = cell("LGA");
    const isTotal = state === "" && lga === "";
    if (isTotal) {
      if (totalRow) problems.push(`Row ${row}: a second national total row (the first is row ${totalRow}).`);
      else totalRow = row;
    } else if (lga === "") {
      problems.push(`Row ${row}: the LGA is empty. Only the national total row may leave STATE and LGA blank.`);
    } else if (state === "") {
      problems.push(`Row ${row}: the STATE is empty for LGA "${lga}".`);
    } else {
      const place = reference.check(row, state, lga);
      if ("problem" in place) {
        problems.push(place.problem);
        if (place.unknown) unknownLgas.push(place.unknown);
      } else ({ state, lga } = place);
    }
    rows.push({ state, lga, ...counts, isTotal });
  });
  const lgas = rows.filter((row) => !row.isTotal);
  if (lgas.length === 0) problems.push("The file has no LGA rows.");
  const total = rows.find((row) => row.isTotal);
  // A sum over unreadable counts would only repeat those problems as a false mismatch.
  if (total && lgas.length > 0 && countsReadable) problems.push(...totalMismatches(total, lgas, totalRow!));
  if (problems.length) throw new LgaImportError(problems, unknownLgas);
  return rows;
}

/** The LGAs an administrator added to the register's list (migration 20261229090000). */
export function readAddedLgas(prisma: PrismaClient): Promise<AddedLga[]> {
  return prisma.$queryRaw<AddedLga[]>`SELECT state, lga FROM register_lga_added ORDER BY state, lga`;
}

/** Each column whose national total is not the sum of the LGA rows, with both figures. */
function totalMismatches(total: LgaRow, lgas: LgaRow[], row: number): string[] {
  return COUNT_COLUMNS.flatMap(({ key, heading }) => {
    const sum = lgas.reduce((n, lga) => n + lga[key], 0);
    return sum === total[key]
      ? []
      : [
          `Row ${row}: the national total gives ${formatCount(total[key])} for ${heading}, but the LGA rows add up to ${formatCount(sum)}. Correct the total or the rows so that they agree.`,
        ];
  });
}

/** Validates, then replaces the current dataset in one transaction. Returns the number of rows. */
export async function importLgaCsv(prisma: PrismaClient, csv: string, meta: LgaDatasetMeta): Promise<number> {
  const rows = parseLgaCsv(csv, await readAddedLgas(prisma));
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
