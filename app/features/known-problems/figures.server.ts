import { prisma } from "~/utils/db.server";
import { SMALLEST_SHOWN, KNOWN_PROBLEM_MONTHS, type KnownProblemMonth } from "./figures";

interface Row {
  month: string;
  notices: bigint;
  by_rule: bigint;
  closed: bigint;
  median_days_open: string | null;
  cases: bigint;
  absorbed: bigint;
}

const shown = (count: bigint) => (count < SMALLEST_SHOWN ? null : Number(count));

/** Known problems by the month they were published (known_problem_figures: counts only, as the site's login reads them). */
export async function knownProblemFigures(): Promise<KnownProblemMonth[]> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT to_char(month, 'YYYY-MM') AS month, notices, by_rule, closed, median_days_open::text AS median_days_open, cases, absorbed
    FROM known_problem_figures(${KNOWN_PROBLEM_MONTHS}::integer)`;
  return rows.map((row) => ({
    month: row.month,
    notices: Number(row.notices),
    byRule: Number(row.by_rule),
    closed: Number(row.closed),
    medianDaysOpen: row.median_days_open === null ? null : Number(row.median_days_open),
    cases: shown(row.cases),
    absorbed: shown(row.absorbed),
  }));
}
