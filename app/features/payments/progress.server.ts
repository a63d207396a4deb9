import { prisma } from "~/utils/db.server";
import type { Cycle, LgaProgressRow, ProgressTotal } from "./progress";
import { PROGRESS_QUERIES } from "./progress-queries";
import { statement } from "./windows.server";

/**
 * The published progress, read as the office's upload wrote it: the totals
 * from payment_progress_total (never summed here), an LGA's rows by key.
 * Every read is an index range, whatever the years of cycles held.
 */
interface TotalRow {
  state: string | null;
  lgas: number;
  households_due: bigint;
  households_paid: bigint;
  as_at: Date;
}

const total = (row: TotalRow): ProgressTotal => ({
  state: row.state,
  lgas: row.lgas,
  due: Number(row.households_due),
  paid: Number(row.households_paid),
  asAt: row.as_at.toISOString(),
});

/** One of the statements, read as the windows' are (noted for the answer's cache tags). */
const read = <Row>(sql: string, ...values: unknown[]) => prisma.$queryRaw<Row[]>(statement(sql, values));

/** How many cycles the progress page offers to choose from: two years of monthly cycles. */
export const CYCLES_SHOWN = 24;

/** The cycles with published figures, the latest first. */
export async function progressCycles(): Promise<Cycle[]> {
  const rows = await read<{ cycle_year: number; cycle_number: number }>(PROGRESS_QUERIES.cycles, CYCLES_SHOWN);
  return rows.map((row) => ({ year: row.cycle_year, number: row.cycle_number }));
}

/** A cycle's national total and each state's, the country first, then the states by name. */
export async function cycleTotals(cycle: Cycle): Promise<{ nation: ProgressTotal | null; states: ProgressTotal[] }> {
  const rows = await read<TotalRow>(PROGRESS_QUERIES.cycleTotals, cycle.year, cycle.number);
  const totals = rows.map(total);
  return { nation: totals.find((one) => one.state === null) ?? null, states: totals.filter((one) => one.state !== null) };
}

interface LgaRow {
  cycle_year: number;
  cycle_number: number;
  state: string;
  lga: string;
  households_due: number;
  households_paid: number;
  as_at: Date;
  source_name: string;
}

const lgaProgress = (row: LgaRow): LgaProgressRow => ({
  cycle: { year: row.cycle_year, number: row.cycle_number },
  state: row.state,
  lga: row.lga,
  due: row.households_due,
  paid: row.households_paid,
  asAt: row.as_at.toISOString(),
  sourceName: row.source_name,
});

/** A cycle's LGA rows, by state and LGA: the file's rows (at most the 774 and those added). */
export async function cycleLgas(cycle: Cycle): Promise<LgaProgressRow[]> {
  const rows = await read<LgaRow>(PROGRESS_QUERIES.cycleLgas, cycle.year, cycle.number);
  return rows.map(lgaProgress);
}

/** A state's latest cycle with figures, and its LGAs' rows in it: its page's progress. */
export async function stateProgress(state: string): Promise<{ cycle: Cycle; total: ProgressTotal; lgas: LgaProgressRow[] } | null> {
  const [latest] = await read<TotalRow & { cycle_year: number; cycle_number: number }>(PROGRESS_QUERIES.stateLatest, state);
  if (!latest) return null;
  const cycle = { year: latest.cycle_year, number: latest.cycle_number };
  const rows = await read<LgaRow>(PROGRESS_QUERIES.stateLgas, cycle.year, cycle.number, state);
  return { cycle, total: total(latest), lgas: rows.map(lgaProgress) };
}

/** An LGA's figures in its latest cycle with any, or null. */
export async function lgaProgressLatest(state: string, lga: string): Promise<LgaProgressRow | null> {
  const [row] = await read<LgaRow>(PROGRESS_QUERIES.lgaLatest, state, lga);
  return row ? lgaProgress(row) : null;
}
