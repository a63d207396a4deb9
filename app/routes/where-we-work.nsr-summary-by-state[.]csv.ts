import { queryStateSummary } from "~/models/lga-summary.server";
import { NATIONAL_TOTAL_LABEL, STATE_CSV_COLUMNS } from "~/schemas/lga-view";
import { csvLine } from "~/utils/csv";
import { csvResponse } from "~/utils/register-files.server";

/** The register by state, the same sums the coverage page shows, after the labelled national total. */
export async function loader() {
  const { total, states } = await queryStateSummary();
  const lines = [
    csvLine([...STATE_CSV_COLUMNS]),
    ...(total ? [csvLine([NATIONAL_TOTAL_LABEL, states.reduce((sum, s) => sum + s.lgas, 0), total.households, total.individuals])] : []),
    ...states.map((s) => csvLine([s.state, s.lgas, s.households, s.individuals])),
  ];
  return csvResponse(lines.join(""), "nsr-summary-by-state.csv");
}
