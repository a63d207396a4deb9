/**
 * The progress pages' statements (decision 0108, slice 3), each an index
 * range whatever the years of cycles: the at-scale test runs these same
 * texts under the site's login and reads their plans.
 */
export const PROGRESS_QUERIES = {
  /** The cycles with figures, the latest first ($1: how many). */
  cycles: `SELECT cycle_year, cycle_number FROM payment_progress_total WHERE state IS NULL
           ORDER BY cycle_year DESC, cycle_number DESC LIMIT $1`,
  /** A cycle's national total and each state's. */
  cycleTotals: `SELECT state, lgas, households_due, households_paid, as_at FROM payment_progress_total
                WHERE cycle_year = $1 AND cycle_number = $2 ORDER BY state NULLS FIRST`,
  /** A cycle's LGA rows: the file. */
  cycleLgas: `SELECT cycle_year, cycle_number, state, lga, households_due, households_paid, as_at, source_name FROM payment_progress
              WHERE cycle_year = $1 AND cycle_number = $2 ORDER BY state, lga`,
  /** A state's latest total. */
  stateLatest: `SELECT cycle_year, cycle_number, state, lgas, households_due, households_paid, as_at FROM payment_progress_total
                WHERE state = $1 ORDER BY cycle_year DESC, cycle_number DESC LIMIT 1`,
  /** A state's LGA rows in one cycle. */
  stateLgas: `SELECT cycle_year, cycle_number, state, lga, households_due, households_paid, as_at, source_name FROM payment_progress
              WHERE cycle_year = $1 AND cycle_number = $2 AND state = $3`,
  /** An LGA's latest row. */
  lgaLatest: `SELECT cycle_year, cycle_number, state, lga, households_due, households_paid, as_at, source_name FROM payment_progress
              WHERE state = $1 AND lga = $2 ORDER BY cycle_year DESC, cycle_number DESC LIMIT 1`,
} as const;
