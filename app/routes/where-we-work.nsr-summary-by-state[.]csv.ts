import { queryStateSummary } from "~/features/register/summary.server";
import { NATIONAL_TOTAL_LABEL, STATE_CSV_COLUMNS } from "~/features/register/view";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { csvResponse } from "~/features/register/files.server";

/** The register by state, the same sums the coverage page shows, after the labelled national total. */
export async function loader() {
  const { total, states } = await queryStateSummary();
  const rows = [
    [...STATE_CSV_COLUMNS],
    ...(total ? [[NATIONAL_TOTAL_LABEL, states.reduce((sum, s) => sum + s.lgas, 0), total.households, total.individuals]] : []),
    ...states.map((s) => [s.state, s.lgas, s.households, s.individuals]),
  ];
  return csvResponse(CSV_BOM + csvRows(rows), "nsr-summary-by-state.csv");
}
